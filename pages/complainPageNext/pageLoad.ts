// The complaint next page's first call (spec §7 'Complaints'): problem-init with no body, for the
// titles of the chosen type and sub-type. The page cannot go on without the chosen type.
import { type ComplaintInit, loadComplaintInit } from '../../shared/api/complaints.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['problemType'],
  load: (_query, options) => loadComplaintInit({}, options),
  hasContent: (init: ComplaintInit) => init.problemTypes.length > 0,
});
