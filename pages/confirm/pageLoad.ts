// Loan confirm V3's first call (spec §7): the confirm data of the productId in the address.
import { loanConfirmV3 } from '../../shared/api/loanConfirmV3.ts';
import { hasConfirmContent } from '../../shared/api/loanConfirm.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['productId'],
  load: ({ productId }, options) => loanConfirmV3.loadConfirm(productId, options),
  hasContent: hasConfirmContent,
  refreshOnRestore: true,
});
