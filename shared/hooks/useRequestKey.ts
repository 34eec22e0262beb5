// The request keys of one borrower action on a page (requestKeys.ts), by the action's name. They
// live as long as the page, not the part that shows the action: a part unmounted and mounted again
// (the page shown from the back-forward cache, a reload of its data) takes up the open action and
// whether its outcome is unknown, so its next tap asks the server first and keeps the same key.
// Whether an outcome is unknown changes nothing on screen, so it lives in the keys, not in React.
// It is also kept in the tab's session storage, one entry per action, borrower and order (or
// product), holding a digest of what was sent and its key: after a reload the next tap still asks
// first and retries under the same key, never as a second loan or payment. A page whose address
// names no borrower (the promotion page) keeps nothing across a reload.
import { useState } from 'react';
import {
  borrowerScope,
  currentScope,
  readOwned,
  type ScopeOf,
  writeOwned,
} from '../stores/ownedEntry.ts';
import { safeStorage } from '../stores/safeStorage.ts';
import {
  type ActionKeys,
  createActionKeys,
  isOpenAction,
  type KeyMemory,
  newRequestKey,
} from './requestKeys.ts';

const pageActions = new Map<string, ActionKeys>();
const storedKeyPrefix = 'requestKey:';

/** How long an unknown outcome waits for its retry across a reload: after that a tap is new. */
export const unsureActionMs = 3_600_000;

/** The action of that name whose outcome is unknown, kept for the page's borrower and order. */
export function storedAction(action: string, scopeOf: ScopeOf): KeyMemory {
  const storage = safeStorage('session');
  // Read once, as the page opens: the address does not change under an open page.
  const scope = currentScope(scopeOf);
  // One entry per order: a lost action on one order never replaces another order's.
  const key = `${storedKeyPrefix}${action}:${scope?.order ?? ''}`;
  return {
    load() {
      const open = readOwned(storage, key, scope);
      return isOpenAction(open) ? open : undefined;
    },
    save(open) {
      if (!open) storage.removeItem(key);
      else writeOwned(storage, key, scope, open, Date.now() + unsureActionMs);
    },
  };
}

/**
 * `scopeOf` names whose action it is: the borrower and the order by default; a loan not yet
 * ordered is the product's (`borrowerScope('productId')`).
 */
export function useRequestKey(
  action: string,
  scopeOf: ScopeOf = borrowerScope('orderId'),
): ActionKeys {
  const [keys] = useState(() => {
    let kept = pageActions.get(action);
    if (!kept) {
      kept = createActionKeys(newRequestKey, storedAction(action, scopeOf));
      pageActions.set(action, kept);
    }
    return kept;
  });
  return keys;
}

/**
 * Unit tests: every test starts as a freshly opened tab; `{ stored: false }` keeps what the tab
 * stored, as a reload does.
 */
export function forgetRequestKeys({ stored = true } = {}): void {
  pageActions.clear();
  if (!stored) return;
  const storage = globalThis.sessionStorage;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  for (const key of keys) if (key.startsWith(storedKeyPrefix)) storage.removeItem(key);
}
