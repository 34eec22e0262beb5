// Order Details leaves for another address (the redirect on arrival, Withdraw Now, Repay, Rollover,
// the bank card) through the kit's openAddress, fetched once the page has started instead of with
// it: nothing on the first screen needs it before a tap or the redirect, and the page's first visit
// already holds as many scripts as its ceiling allows (scripts/measure/byte-budgets.ts).
import type { OpenOptions, openAddress } from '../../shared/actions/openAddress.ts';
import { showToast } from '../../shared/notify/toastStore.ts';

export const importOpenAddress = (): Promise<typeof openAddress> =>
  import('../../shared/actions/openAddress.ts').then((module) => module.openAddress);

/** Said when a tap's way off the page cannot be fetched (offline since the page loaded). */
export const unreachableStepMessage =
  'This step could not be opened. Check your connection and try again.';

/**
 * Opens `address` as openAddress does. When its code cannot be fetched, nothing opens and the
 * borrower is told so; the page stays as it was, so the tap can be tried again.
 */
export async function leaveFor(address: unknown, options?: OpenOptions): Promise<boolean> {
  let open: typeof openAddress;
  try {
    open = await importOpenAddress();
  } catch {
    showToast(unreachableStepMessage, { kind: 'error' });
    return false;
  }
  return open(address, options);
}
