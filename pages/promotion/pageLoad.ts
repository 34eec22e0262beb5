// The promotion page's first call (spec §7 channel-template): the landing config of the page id in
// the campaign link. A template with nothing in it still leaves the form usable with its defaults.
import { loadLandingConfig } from '../../shared/api/promotion.ts';
import { definePageLoad } from '../../shared/data/pageData.ts';

export const pageLoad = definePageLoad({
  query: ['id'],
  load: ({ id }, options) => loadLandingConfig(id, options),
});
