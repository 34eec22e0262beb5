// Loan confirm V3 variant 2's first call (spec §7): the confirm data of the productId, on the
// variant's paths.
import { loanConfirmV2 } from '../../shared/api/loanConfirmV2.ts';
import { hasConfirmContent } from '../../shared/api/loanConfirm.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['productId'],
  load: ({ productId }, options) => loanConfirmV2.loadConfirm(productId, options),
  hasContent: hasConfirmContent,
  refreshOnRestore: true,
});
