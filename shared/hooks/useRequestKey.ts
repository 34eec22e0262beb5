// The request keys of one borrower action on a page (requestKeys.ts), by the action's name. They
// live as long as the page, not the part that shows the action: a part unmounted and mounted again
// (the page shown from the back-forward cache, a reload of its data) takes up the open action and
// whether its outcome is unknown, so its next tap asks the server first and keeps the same key.
// Whether an outcome is unknown changes nothing on screen, so it lives in the keys, not in React.
// It is also kept in the tab's session storage as the borrower's own (and the order's, where the
// address names one): after a reload the next tap still asks first and retries under the same
// key, never as a second payment or registration.
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
  type KeyMemory,
  newRequestKey,
  type OpenAction,
} from './requestKeys.ts';

const pageActions = new Map<string, ActionKeys>();
const storedKeyPrefix = 'requestKey:';

/** How long an unknown outcome waits for its retry across a reload: after that a tap is new. */
export const unsureActionMs = 3_600_000;

function isOpenAction(value: unknown): value is OpenAction {
  const open = value as Partial<OpenAction> | undefined;
  return typeof open?.action === 'string' && typeof open.key === 'string' && open.key !== '';
}

/** The action of that name whose outcome is unknown, kept for the page's borrower. */
export function storedAction(action: string, scopeOf: ScopeOf): KeyMemory {
  const storage = safeStorage('session');
  const key = `${storedKeyPrefix}${action}`;
  return {
    load() {
      const open = readOwned(storage, key, currentScope(scopeOf));
      return isOpenAction(open) ? open : undefined;
    },
    save(open) {
      if (!open) storage.removeItem(key);
      else writeOwned(storage, key, currentScope(scopeOf), open, Date.now() + unsureActionMs);
    },
  };
}

/**
 * `scopeOf` names whose action it is: the borrower and the order by default; the anonymous
 * promotion page names its campaign page.
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
