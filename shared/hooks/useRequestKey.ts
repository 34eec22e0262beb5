// The request keys of one borrower action on a page (requestKeys.ts), by the action's name. They
// live as long as the page, not the part that shows the action: a part unmounted and mounted again
// (the page shown from the back-forward cache, a reload of its data) takes up the open action.
// Whether an outcome is unknown changes nothing on screen, so it lives in the keys, not in React.
// Each action is written down in the borrower's local storage, one entry per action, borrower and
// order (or product, or campaign page), before its call leaves: a reload, a web view the OS killed
// and opened afresh, or a second tab of the same borrower all take it up, ask the server first and
// send the same key, never a second loan or payment. It is kept for the server's key window.
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
  type OpenAction,
  newRequestKey,
} from './requestKeys.ts';

const pageActions = new Map<string, ActionKeys>();
const storedKeyPrefix = 'requestKey:';

/** The server's key window: a key older than this is a new request to it, so a tap is new too. */
export const requestKeyWindowMs = 3_600_000;

/** The storage key of an action: one entry per action, owner and order. */
export function storedActionKey(action: string, scope: { owner: string; order: string }): string {
  return `${storedKeyPrefix}${action}:${scope.owner}:${scope.order}`;
}

/** The action of that name, open or just succeeded, kept for the page's borrower and order. */
export function storedAction(action: string, scopeOf: ScopeOf): KeyMemory {
  const storage = safeStorage('local');
  // Read once, as the page opens: the address does not change under an open page.
  const scope = currentScope(scopeOf);
  // One entry per borrower and order: another borrower on the same phone, or another order, never
  // reads (and so never removes) an action still open.
  const key = storedActionKey(action, scope ?? { owner: '', order: '' });
  // The page's own copy, for a page that names nobody or a storage that keeps nothing (blocked,
  // full): the action still holds for as long as the page.
  let kept: OpenAction | undefined;
  let durable = scope !== undefined;
  return {
    load() {
      if (!durable) return kept;
      const open = readOwned(storage, key, scope);
      return isOpenAction(open) ? open : undefined;
    },
    save(open) {
      kept = open;
      if (!scope) return;
      if (!open) storage.removeItem(key);
      else {
        writeOwned(storage, key, scope, open, open.since + requestKeyWindowMs);
        durable = storage.getItem(key) !== null;
      }
    },
  };
}

/**
 * `scopeOf` names whose action it is: the borrower and the order by default; a loan not yet
 * ordered is the product's (`borrowerScope('productId')`), a registration the campaign page's.
 */
export function useRequestKey(
  action: string,
  scopeOf: ScopeOf = borrowerScope('orderId'),
): ActionKeys {
  const [keys] = useState(() => requestKeysOf(action, scopeOf));
  return keys;
}

/** The same, outside React: a page that loads this module only when the action comes near. */
export function requestKeysOf(
  action: string,
  scopeOf: ScopeOf = borrowerScope('orderId'),
): ActionKeys {
  let kept = pageActions.get(action);
  if (!kept) {
    kept = createActionKeys(newRequestKey, storedAction(action, scopeOf));
    pageActions.set(action, kept);
  }
  return kept;
}

/**
 * Unit tests: every test starts as a freshly opened tab; `{ stored: false }` keeps what the tab
 * stored, as a reload does.
 */
export function forgetRequestKeys({ stored = true } = {}): void {
  pageActions.clear();
  if (!stored) return;
  const storage = globalThis.localStorage;
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index) ?? '');
  for (const key of keys) if (key.startsWith(storedKeyPrefix)) storage.removeItem(key);
}
