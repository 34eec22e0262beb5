// The legacy repayment page's first call: the cards and the payment of the order in the address.
import {
  firstRepaymentWaysLoad,
  type LegacyRepaymentWays,
} from '../../shared/api/legacyRepayment.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['orderId'],
  load: ({ orderId }) => firstRepaymentWaysLoad({ orderId }),
  // Without its token no payment can be made: an answer that lacks it is unreadable.
  hasContent: (ways: LegacyRepaymentWays) => ways.repayToken !== '',
  refreshOnRestore: true,
});
