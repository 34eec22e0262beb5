// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseComplaintDetail } from '../../shared/api/complaints.ts';
import {
  asksRating,
  complaintRows,
  ratingSentMessage,
  showsProcessResult,
} from './detailsRules.ts';

const detail = (fields: Record<string, unknown>) =>
  parseComplaintDetail({ type: 'Other', ...fields });

describe('complaint details rules', () => {
  it("'Process Result' shows only with reply text or pictures", () => {
    expect(showsProcessResult(detail({}))).toBe(false);
    expect(showsProcessResult(detail({ disposeDetail: '   ' }))).toBe(false);
    expect(showsProcessResult(detail({ disposeDetail: 'Credited.' }))).toBe(true);
    expect(showsProcessResult(detail({ disposeImages: ['https://a/1.jpg'] }))).toBe(true);
  });

  it('asks for a rating when isNeedScore is nonzero', () => {
    expect(asksRating(detail({ isNeedScore: 0 }))).toBe(false);
    expect(asksRating(detail({}))).toBe(false);
    expect(asksRating(detail({ isNeedScore: 1 }))).toBe(true);
    expect(asksRating(detail({ isNeedScore: '2' }))).toBe(true);
  });

  it('thanks with the full-width exclamation mark of spec §8', () => {
    expect(ratingSentMessage).toBe('Successful demonstration\uFF01');
  });

  it('rows the problem type, and the sub-type only when there is one', () => {
    expect(complaintRows(detail({ type: 'Collection', sonType: 'Too many calls' }))).toEqual([
      { text: 'Problem type', value: 'Collection' },
      { text: 'Sub-type', value: 'Too many calls' },
    ]);
    expect(complaintRows(detail({ type: 'Other' }))).toEqual([
      { text: 'Problem type', value: 'Other' },
    ]);
  });
});
