// The extension page's first call (spec §7, contract §2): loan-delay-detail with productId and
// orderId.
import { firstDelayLoad, hasDelayContent } from '../../shared/api/repayment.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['productId', 'orderId'],
  load: (ids) => firstDelayLoad(ids),
  hasContent: hasDelayContent,
  refreshOnRestore: true,
});
