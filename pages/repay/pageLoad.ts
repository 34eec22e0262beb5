// The instalment page's first call (spec §7): loan-play-detail with productId and orderId.
import { firstInstalmentLoad, hasInstalmentContent } from '../../shared/api/repayment.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['productId', 'orderId'],
  load: (ids) => firstInstalmentLoad(ids),
  hasContent: hasInstalmentContent,
  refreshOnRestore: true,
});
