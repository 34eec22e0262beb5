// The first call of Order Details: the order of the productId and orderId in the address. Started
// from the page's HTML before its bundle arrives (shared/data/pageData.ts), so no React here.
import { type LoanDetail, loadLoanDetail } from '../../shared/api/loanDetails.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';
import { isUnreadable } from './orderDetailRules.ts';

export const pageLoad = definePageLoad({
  query: ['productId', 'orderId'],
  load: (ids, options) => loadLoanDetail(ids, options),
  hasContent: (detail: LoanDetail) => !isUnreadable(detail),
});
