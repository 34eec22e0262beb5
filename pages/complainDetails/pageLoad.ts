// The complaint details' first call (spec §7 'Complaints'): problem-detail with the problemId of
// the address.
import { type ComplaintDetail, loadComplaintDetail } from '../../shared/api/complaints.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['problemId'],
  load: ({ problemId }, options) => loadComplaintDetail({ problemId }, options),
  // A complaint with neither a type nor a text is not one.
  hasContent: (detail: ComplaintDetail) => detail.type !== '' || detail.content !== '',
});
