// Following a server- or query-supplied address (contract §1, §3 openPage): the navigation policy
// decides, this module acts on its decision. Kept apart from urlPolicy.ts, which the bridge reads,
// so that the policy and the bridge do not import each other.
import { openNativePage } from '../bridge/bridge.ts';
import { showToast } from '../notify/toastStore.ts';
import { type DestinationOptions, resolveDestination } from '../navigation/urlPolicy.ts';

export interface OpenOptions extends DestinationOptions {
  /** Replaces this page instead of adding a history entry (spec §4: the order page's redirect). */
  replace?: boolean;
}

/**
 * Opens `address` where the policy sends it: the web view for a site or external address, the
 * shell's openPage for a deep link. A refused address opens nothing and tells the borrower so.
 * True when the address was followed.
 */
export function openAddress(address: unknown, options: OpenOptions = {}): boolean {
  const destination = resolveDestination(address, options);
  switch (destination.kind) {
    case 'site':
    case 'external':
      if (options.replace) globalThis.location.replace(destination.url);
      else globalThis.location.assign(destination.url);
      return true;
    case 'shell':
      openNativePage(destination.link);
      return true;
    case 'refused':
      showToast(destination.message, { kind: 'error' });
      return false;
  }
}
