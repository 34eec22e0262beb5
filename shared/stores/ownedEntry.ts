// Whose stored data it is, and until when (spec §6: one borrower, named by the session in the
// query). A phone passes from one borrower to the next, so every entry a page keeps in browser
// storage names its owner (a digest of the borrower's id, or of the page id on the anonymous
// promotion page), the order it belongs to where it has one, when it was saved and when it
// expires. An entry of another owner or order, an expired one, or one that cannot be read is
// removed, never shown; with no owner in the query nothing is stored. Each page also sweeps, as it
// starts, every entry past its window, whoever it belongs to (sweepOwnedEntries).
import { type QueryValues, readPageQuery } from '../navigation/pageQuery.ts';
import type { SafeStorage } from './safeStorage.ts';

export const dayMs = 86_400_000;

export interface StoreScope {
  /** A digest of whose data it is. */
  owner: string;
  /** The order it belongs to; '' for data of no one order. */
  order: string;
}

/** Whose data a page's query names; undefined when it names nobody, and then nothing is kept. */
export type ScopeOf = (query: QueryValues) => StoreScope | undefined;

/**
 * The borrower of the session: userId, else sessionId. With `orderParam`, the data is also one
 * order's (the query value of that name), so another order never shows it.
 */
export function borrowerScope(orderParam?: 'orderId' | 'orderNo' | 'productId'): ScopeOf {
  return (query) => {
    // A user id and a session id that happen to read alike are still two owners.
    const borrower = query.userId
      ? `user:${query.userId}`
      : query.sessionId
        ? `session:${query.sessionId}`
        : '';
    if (!borrower) return undefined;
    return {
      owner: digest(`borrower:${borrower}`),
      order: orderParam ? (query[orderParam] ?? '') : '',
    };
  };
}

/** An anonymous page's data, by the page id its query names under `param`. */
export function pageScope(param: string): ScopeOf {
  return (query) => {
    const page = query[param]?.trim();
    return page ? { owner: digest(`page:${page}`), order: '' } : undefined;
  };
}

/** The scope of the page that is open now (nobody at build time, where there is no address). */
export function currentScope(scopeOf: ScopeOf): StoreScope | undefined {
  return scopeOf(readPageQuery());
}

interface OwnedEntry {
  owner: string;
  order: string;
  /** Epoch ms. */
  savedAt: number;
  /** Epoch ms; the entry is not shown from then on. */
  expiresAt: number;
  data: unknown;
}

function parseEntry(text: string): OwnedEntry | undefined {
  try {
    const entry = JSON.parse(text) as Partial<OwnedEntry> | null;
    if (
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.owner === 'string' &&
      typeof entry.order === 'string' &&
      Number.isFinite(entry.savedAt) &&
      Number.isFinite(entry.expiresAt) &&
      'data' in entry
    ) {
      return entry as OwnedEntry;
    }
  } catch {
    // Not JSON: left by someone else, removed below.
  }
  return undefined;
}

/**
 * Whether an entry is inside its window at `now`. One saved "later than now" means the clock was
 * turned back: it cannot be dated, so it is not.
 */
function isCurrent(entry: OwnedEntry, now: number): boolean {
  return entry.savedAt <= now && now < entry.expiresAt;
}

/**
 * What `key` holds for this scope; undefined when it holds nothing of it. Another borrower's
 * entry, an expired or an unreadable one is removed; the same borrower's entry for another order
 * is kept for that order, unseen here. An entry saved "later than now" means the clock was turned
 * back: it cannot be dated, so it goes too.
 */
export function readOwned(
  storage: SafeStorage,
  key: string,
  scope: StoreScope | undefined,
  now = Date.now(),
): unknown {
  if (!scope) return undefined;
  const text = storage.getItem(key);
  if (text === null) return undefined;
  const entry = parseEntry(text);
  const usable =
    entry !== undefined &&
    entry.owner === scope.owner &&
    entry.order === scope.order &&
    isCurrent(entry, now);
  if (!usable) {
    const anotherOrder =
      entry !== undefined &&
      entry.owner === scope.owner &&
      entry.order !== scope.order &&
      isCurrent(entry, now);
    if (!anotherOrder) storage.removeItem(key);
    return undefined;
  }
  return entry.data;
}

/**
 * Removes from each storage every owned entry past its window, whoever it belongs to: expired, or
 * saved "later than now". Anything else is left to what reads it (a store removes an entry it
 * cannot read; the reload marker is not an entry). An entry inside its window stays,
 * another borrower's too: no one else sees it, and its owner may come back to it (an action whose
 * outcome is unknown). Each page runs it once as it starts (shared/page/delivery.ts), so a
 * borrower's pay code or draft does not wait on a shared phone for the next borrower to open the
 * page that reads it. Returns the keys removed.
 */
export function sweepOwnedEntries(storages: readonly SafeStorage[], now = Date.now()): string[] {
  const removed: string[] = [];
  for (const storage of storages) {
    for (const key of storage.keys()) {
      const text = storage.getItem(key);
      if (text === null) continue;
      const entry = parseEntry(text);
      if (entry !== undefined && !isCurrent(entry, now)) {
        storage.removeItem(key);
        removed.push(key);
      }
    }
  }
  return removed;
}

/** Keeps `data` under `key` for this scope until `expiresAt`; with no scope, keeps nothing. */
export function writeOwned(
  storage: SafeStorage,
  key: string,
  scope: StoreScope | undefined,
  data: unknown,
  expiresAt: number,
  now = Date.now(),
): void {
  if (scope) storage.setItem(key, ownedEntryText(scope, data, expiresAt, now));
}

/** The stored text of an entry (tests store one the way a page would). */
export function ownedEntryText(
  scope: StoreScope,
  data: unknown,
  expiresAt: number,
  savedAt = Date.now(),
): string {
  const entry: OwnedEntry = { owner: scope.owner, order: scope.order, savedAt, expiresAt, data };
  return JSON.stringify(entry);
}

/**
 * A short digest (53-bit, two multiplicative hashes): enough to tell borrowers, or two things a
 * borrower sent, apart, and a session id or a card number is never written to storage as it is.
 */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
