// The request keys of one borrower action on a page (requestKeys.ts), by the action's name. They
// live as long as the page, not the part that shows the action: a part unmounted and mounted again
// (the page shown from the back-forward cache, a reload of its data) takes up the open action.
// Whether an outcome is unknown changes nothing on screen, so it lives in the keys, not in React.
// Each action is written down in the borrower's local storage, one entry per action, borrower and
// order (or product, or campaign page), before its call leaves: a reload, a web view the OS killed
// and opened afresh, or a second tab of the same borrower all take it up, ask the server first and
// send the same key, never a second loan or payment. It is kept for the server's key window.
import { useState } from 'react';
import type { EndpointName } from '../api/endpoints.ts';
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
  canSeal,
  createActionKeys,
  isOpenAction,
  type KeyMemory,
  newRequestKey,
  type OpenAction,
  pageMemory,
  pageSealer,
  slowSealer,
} from './requestKeys.ts';

/**
 * Every borrower action with a request key, by name, and the keyed endpoint rows it calls. A name
 * is a type, so a mistyped one does not compile; a payment and an extension of one order are two
 * actions on one row, and so are a commit and the request for a new code.
 */
export const keyedActions = {
  loanPush: ['loanPush', 'loanPushV2'],
  payCode: ['generatePayCode'],
  delayPayCode: ['generatePayCode'],
  bindCard: ['bindCardNew', 'bindCardChange'],
  legacyCommit: ['legacyRepaymentCommit'],
  legacyResendCode: ['legacyRepaymentCommit'],
  legacyConfirm: ['legacyRepaymentConfirm'],
  register: ['promotionRegister'],
} as const satisfies Record<string, readonly EndpointName[]>;

export type KeyedAction = keyof typeof keyedActions;

const pageActions = new Map<string, ActionKeys>();
const storedKeyPrefix = 'requestKey:';

/** The server's key window: a key older than this is a new request to it, so a tap is new too. */
export const requestKeyWindowMs = 3_600_000;

/**
 * The storage key of an action: one entry per action, owner and order, and per subject where one
 * page has several (a registration: per phone, as its salted digest).
 */
export function storedActionKey(
  action: KeyedAction,
  scope: { owner: string; order: string },
  subject = '',
): string {
  return `${storedKeyPrefix}${action}:${scope.owner}:${scope.order}${subject ? `:${subject}` : ''}`;
}

/**
 * The action of that name, open or just succeeded, kept for the page's borrower and order. Where
 * the browser cannot seal a request, or the page names nobody, it is kept for the page only.
 */
export function storedAction(action: KeyedAction, scopeOf: ScopeOf, subject = ''): KeyMemory {
  // Read once, as the page opens: the address does not change under an open page.
  const scope = currentScope(scopeOf);
  if (!scope || !canSeal()) return pageMemory();
  const storage = safeStorage('local');
  // One entry per borrower and order: another borrower on the same phone, or another order, never
  // reads (and so never removes) an action still open.
  const key = storedActionKey(action, scope, subject);
  // The page's own copy, for a storage that keeps nothing (blocked, full): the action still holds
  // for as long as the page.
  const kept = pageMemory();
  let durable = true;
  const load = (): OpenAction | undefined => {
    if (!durable) return kept.load();
    const open = readOwned(storage, key, scope);
    return isOpenAction(open) ? open : undefined;
  };
  return {
    load,
    swap(expected, next) {
      // Compare before write: another tab's action is never overwritten or removed.
      if (load()?.key !== expected) return false;
      kept.swap(kept.load()?.key, next);
      if (!durable) return true;
      if (!next) storage.removeItem(key);
      else {
        writeOwned(storage, key, scope, next, next.since + requestKeyWindowMs);
        durable = storage.getItem(key) !== null;
      }
      return true;
    },
  };
}

/**
 * `scopeOf` names whose action it is: the borrower and the order by default; a loan not yet
 * ordered is the product's (`borrowerScope('productId')`).
 */
export function useRequestKey(
  action: KeyedAction,
  scopeOf: ScopeOf = borrowerScope('orderId'),
): ActionKeys {
  const [keys] = useState(() => requestKeysOf(action, scopeOf));
  return keys;
}

/**
 * The same, outside React: a page that loads this module only when the action comes near.
 * `subject` tells apart actions of one page (a registration's phone, as `subjectDigest` gives it).
 */
export function requestKeysOf(
  action: KeyedAction,
  scopeOf: ScopeOf = borrowerScope('orderId'),
  subject = '',
): ActionKeys {
  const name = `${action}:${subject}`;
  let kept = pageActions.get(name);
  if (!kept) {
    const memory = storedAction(action, scopeOf, subject);
    kept = createActionKeys(newRequestKey, memory, canSeal() ? slowSealer() : pageSealer);
    pageActions.set(name, kept);
  }
  return kept;
}

const deviceSaltKey = 'deviceSalt';

/**
 * A salted slow digest of what names a subject (a phone number), for a storage key: the salt is
 * this phone's own, made once, so the digest says nothing on another phone.
 */
export async function subjectDigest(text: string): Promise<string> {
  if (!canSeal()) return (await pageSealer(text)).hash;
  const storage = safeStorage('local');
  let salt = storage.getItem(deviceSaltKey) ?? '';
  if (!/^[A-Za-z0-9+/]{22}==$/.test(salt)) {
    salt = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
    storage.setItem(deviceSaltKey, salt);
  }
  const { hash } = await slowSealer()(text, salt);
  return hash.replace(/[^A-Za-z0-9]/g, '').slice(0, 22);
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
