// Browser storage that never throws (spec §3 'Client-side stores'): what the persisted stores and
// the countdown keep across a reload is written here. A module of its own, so a page that keeps only
// a countdown does not load the stores' persistence with it.
/** `session`: until the web view's tab closes. `local`: survives the web view being killed. */
export type StorageKind = 'session' | 'local';

/** Browser storage as the stores use it: synchronous, and never throwing. */
export interface SafeStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
  /** Every key it holds (the sweep of expired entries reads them all). */
  keys: () => string[];
}

/** Reads nothing and keeps nothing: where the storage is blocked or missing (the build). */
const noStorage: SafeStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
  keys: () => [],
};

/**
 * The browser storage of that kind, wrapped so that a blocked storage (private mode, a web view
 * with storage off) or a full one (quota) never throws into the page: the state just is not kept.
 */
export function safeStorage(kind: StorageKind): SafeStorage {
  let storage: Storage | undefined;
  try {
    storage = kind === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  if (!storage) return noStorage;
  const store = storage;
  return {
    getItem: (key) => {
      try {
        return store.getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        store.setItem(key, value);
      } catch {
        // Full or blocked: the state lives on in memory for this page.
      }
    },
    removeItem: (key) => {
      try {
        store.removeItem(key);
      } catch {
        // As above.
      }
    },
    keys: () => {
      try {
        return Array.from({ length: store.length }, (_, index) => store.key(index) ?? '');
      } catch {
        return [];
      }
    },
  };
}
