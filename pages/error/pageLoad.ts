// The first call of the failure page: the failure page of the order in the address. Started from
// the page's HTML before its bundle arrives (shared/data/pageData.ts), so no React here.
import { loadFailurePage } from '../../shared/api/failurePage.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';
import { hasContent } from './failurePageRules.ts';

export const pageLoad = definePageLoad({
  query: ['orderId'],
  load: ({ orderId }, options) => loadFailurePage(orderId, options),
  hasContent,
});
