// What the head's figures script is bundled with in place of two modules the service module
// imports (scripts/build/early-page-load.ts): a page's first call is silent and sends no file, so it
// never shows a toast or uploads, and the script need not carry the toast store or the uploader.
import type * as toasts from '../notify/toastStore.ts';
import type * as uploads from '../api/uploadRequest.ts';

export const showToast: typeof toasts.showToast = () => {};

export const showLoading: typeof toasts.showLoading = () => () => {};

export const sendWithProgress: typeof uploads.sendWithProgress = () =>
  Promise.reject(new Error('A first call sends no file'));
