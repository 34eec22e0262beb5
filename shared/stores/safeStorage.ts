// Browser storage that never throws into the page (persisted stores and the countdown's deadline).
// A module of its own, so code that only keeps a value does not bring zustand's persistence along.
import type { StateStorage } from 'zustand/middleware';

/** `session`: until the web view's tab closes. `local`: survives the web view being killed. */
export type StorageKind = 'session' | 'local';

/** Reads nothing and keeps nothing: where the storage is blocked or missing (the build). */
const noStorage: StateStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * The browser storage of that kind, wrapped so that a blocked storage (private mode, a web view
 * with storage off) or a full one (quota) never throws into the page: the state just is not kept.
 */
export function safeStorage(kind: StorageKind): StateStorage {
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
  };
}
