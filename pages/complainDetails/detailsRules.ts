// What the complaint details decide (spec §2 'Complaint details', §4 'Complaint rating', §8, §9).
import type { ComplaintDetail } from '../../shared/api/complaints.ts';
import type { LabelledValue } from '../../shared/ui/detail-rows/DetailRows.tsx';

/** The fixed label of the reply's author. */
export const supportAgentLabel = 'Customer support agent';
export const ratingTitle = 'Please rate this service';
/** Spec §8, with its full-width exclamation mark. */
export const ratingSentMessage = 'Successful demonstration！';
export const noStarMessage = 'Please tap a star to rate this service.';

/** 'Process Result' shows only when the reply has text or pictures. */
export function showsProcessResult(detail: ComplaintDetail): boolean {
  return detail.disposeDetail.trim() !== '' || detail.disposeImages.length > 0;
}

/** The rating modal is due (3 s after the details load) when isNeedScore is nonzero. */
export function asksRating(detail: ComplaintDetail): boolean {
  return detail.asksRating;
}

/** The complaint's type rows: its problem type, and its sub-type when it has one. */
export function complaintRows(detail: ComplaintDetail): LabelledValue[] {
  const rows = [{ text: 'Problem type', value: detail.type }];
  if (detail.sonType) rows.push({ text: 'Sub-type', value: detail.sonType });
  return rows;
}
