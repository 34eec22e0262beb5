// The instalment page's first call (spec §7): loan-play-detail with productId and orderId.
import { hasInstalmentContent, loadInstalmentRepayment } from '../../shared/api/repayment.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['productId', 'orderId'],
  load: (ids, options) => loadInstalmentRepayment(ids, options),
  hasContent: hasInstalmentContent,
  refreshOnRestore: true,
});
