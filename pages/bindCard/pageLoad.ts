// The bind-card page's first call (spec §7 'Bind card'): card-init with the product id of the
// address; a form without a field is an unreadable reply, not a form.
import { loadBindCardForm } from '../../shared/api/bindCard.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['productId'],
  load: ({ productId }, options) => loadBindCardForm(productId, options),
  hasContent: (form) => form.items.length > 0,
  refreshOnRestore: true,
});
