// The first call of Order Details: the order of the productId and orderId in the address. Started
// from the page's HTML before its bundle arrives (shared/data/pageData.ts), so no React here.
import { firstLoanDetailLoad, type LoanDetail } from '../../shared/api/loanDetails.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';
import { isUnreadable } from './orderDetailRules.ts';

export const pageLoad = definePageLoad({
  query: ['productId', 'orderId'],
  load: (ids) => firstLoanDetailLoad(ids),
  hasContent: (detail: LoanDetail) => !isUnreadable(detail),
});
