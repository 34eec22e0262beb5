// The extension page's first call (spec §7, contract §2): loan-delay-detail with productId and
// orderId.
import { hasDelayContent, loadDelayRepayment } from '../../shared/api/repayment.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['productId', 'orderId'],
  load: (ids, options) => loadDelayRepayment(ids, options),
  hasContent: hasDelayContent,
  refreshOnRestore: true,
});
