// What the head's figures script is bundled with in place of the toast store, which the service
// module imports (scripts/build/early-page-load.ts): a page's first call is silent, so it never
// shows a toast, and the script need not carry the store.
import type * as toasts from '../notify/toastStore.ts';

export const showToast: typeof toasts.showToast = () => {};

export const showLoading: typeof toasts.showLoading = () => () => {};
