// An error boundary only sees render errors. A failing tap handler or a rejected promise would
// otherwise leave the borrower with no sign that anything happened, so say so in a toast.
import { showToast } from '../notify/toastStore.ts';

/** Shown when code outside rendering fails (a tap handler, a promise nobody awaited). */
const unexpectedErrorMessage = 'Something went wrong. Please try again.';

let installed = false;

export function installErrorToasts(): void {
  if (installed) return;
  installed = true;
  const tell = () => showToast(unexpectedErrorMessage, { kind: 'error' });
  window.addEventListener('error', tell);
  window.addEventListener('unhandledrejection', tell);
}
