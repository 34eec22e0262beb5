// The complaint entry's first call (spec §7 'Complaints'): problem-init with the orderId of the
// address: the problem types, the order the page was opened for and every order to choose from.
import { type ComplaintInit, loadComplaintInit } from '../../shared/api/complaints.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['orderId'],
  load: ({ orderId }, options) => loadComplaintInit({ orderId }, options),
  // Without a problem type there is nothing to choose.
  hasContent: (init: ComplaintInit) => init.problemTypes.length > 0,
});
