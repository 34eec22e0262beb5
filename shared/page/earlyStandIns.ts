// What the head's figures script is bundled with in place of modules it has no use for
// (scripts/build/early-page-load.ts). The toast store, which the service module imports: a page's
// first call is silent, so it never shows a toast. The failure words (shared/api/failureWords.ts):
// the script parks the first answer as it came and paints only a success; the page reads that
// answer itself, with the words, into the failure it shows.
import type * as words from '../api/failureWords.ts';
import type * as toasts from '../notify/toastStore.ts';

export const showToast: typeof toasts.showToast = () => {};

export const showLoading: typeof toasts.showLoading = () => () => {};

export const failureMessages = {} as typeof words.failureMessages;

export const fallbackBusinessMessage = '';
