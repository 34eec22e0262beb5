// Loan confirm V3 variant 2's first call (spec §7): the confirm data of the productId, on the
// variant's paths.
import { firstConfirmV2Load } from '../../shared/api/loanConfirmV2.ts';
import { hasConfirmContent } from '../../shared/api/loanConfirm.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['productId'],
  load: ({ productId }) => firstConfirmV2Load(productId),
  hasContent: hasConfirmContent,
  refreshOnRestore: true,
});
