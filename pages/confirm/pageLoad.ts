// Loan confirm V3's first call (spec §7): the confirm data of the productId in the address.
import { firstConfirmV3Load } from '../../shared/api/loanConfirmV3.ts';
import { hasConfirmContent } from '../../shared/api/loanConfirm.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['productId'],
  load: ({ productId }) => firstConfirmV3Load(productId),
  hasContent: hasConfirmContent,
  refreshOnRestore: true,
});
