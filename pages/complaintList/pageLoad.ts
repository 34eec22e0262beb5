// The complaint list's first call (spec §7 'Complaints'): problem-list, the tabs the server defines
// with the borrower's complaints under each. The session travels in the common parameters.
import { loadComplaintList } from '../../shared/api/complaints.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: [],
  load: (_query, options) => loadComplaintList(options),
});
