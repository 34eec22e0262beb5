// The first call of Customer Service: no query needed, the session travels in the common
// parameters. Started from the page's HTML before its bundle arrives (shared/data/pageData.ts), so
// no React here.
import { loadContactInfo } from '../../shared/api/contact.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: [],
  load: (_query, options) => loadContactInfo(options),
});
