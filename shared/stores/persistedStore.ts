// The one way a client store keeps its state across a reload (zustand's persist middleware): a
// store opts in with a name, a storage and a version. The store is zustand's vanilla store, so
// plain code (a tap handler, a module loaded later) reads and sets it without React; components
// read it with zustand's `useStore(store, selector)`. What is stored is read synchronously when the
// store is created, but useStore's server snapshot is the initial state: the build's HTML and the
// hydrating render show the initial state, and the stored state follows in the very next render,
// so hydration never mismatches. Every entry belongs to one owner (and one order where the store
// keeps one order's data) and expires (ownedEntry.ts): the scope is read from the page's query when
// the store hydrates and on every save, so the next borrower on the phone never sees it.
import { type PersistStorage, persist, type StorageValue } from 'zustand/middleware';
import { createStore, type Mutate, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { currentScope, readOwned, type ScopeOf, writeOwned } from './ownedEntry.ts';
import { safeStorage, type StorageKind } from './safeStorage.ts';

export { safeStorage } from './safeStorage.ts';
export { borrowerScope, dayMs, pageScope } from './ownedEntry.ts';

export interface PersistOptions<State> {
  /** The storage key. */
  name: string;
  storage: StorageKind;
  /** Bump when the stored shape changes: an older entry is dropped unless `migrate` reads it. */
  version: number;
  /** The part of the state that is stored (default: every field that is not a function). */
  partialize?: (state: State) => Partial<State>;
  /** Turns an entry stored by an older version into the current shape. */
  migrate?: (stored: unknown, storedVersion: number) => Partial<State>;
  /**
   * Reads what storage held into the state (default: its fields over the initial ones). Storage
   * can hold anything a user or an old build left there, so a store whose fields must have a
   * shape checks them here.
   */
  merge?: (stored: unknown, current: State) => State;
  /** Whose data it is (`borrowerScope()`, `pageScope('id')`); with nobody, nothing is stored. */
  scope: ScopeOf;
  /** When what is saved now stops being shown (epoch ms), from the whole state being saved. */
  expiresAt: (state: State, savedAt: number) => number;
}

function dataOnly<State>(state: State): Partial<State> {
  return Object.fromEntries(
    Object.entries(state as Record<string, unknown>).filter(
      ([, value]) => typeof value !== 'function',
    ),
  ) as Partial<State>;
}

export type PersistedStore<State> = Mutate<StoreApi<State>, [['zustand/persist', unknown]]>;

function isStorageValue(data: unknown): data is StorageValue<unknown> {
  return (
    typeof data === 'object' &&
    data !== null &&
    'state' in data &&
    typeof (data as { version?: unknown }).version === 'number'
  );
}

/** zustand's storage over browser storage, each entry kept for its owner until it expires. */
function ownedStorage<State>(
  options: PersistOptions<State>,
  currentState: () => State,
): PersistStorage<unknown> {
  const storage = () => safeStorage(options.storage);
  return {
    getItem: (name) => {
      const data = readOwned(storage(), name, currentScope(options.scope));
      if (data === undefined) return null;
      if (isStorageValue(data)) return data;
      storage().removeItem(name);
      return null;
    },
    setItem: (name, value) => {
      const now = Date.now();
      const expiresAt = options.expiresAt(currentState(), now);
      writeOwned(storage(), name, currentScope(options.scope), value, expiresAt, now);
    },
    removeItem: (name) => storage().removeItem(name),
  };
}

/** Creates a zustand store whose data persists in the chosen storage. */
export function createPersistedStore<State>(
  initializer: StateCreator<State, [['zustand/persist', unknown]]>,
  options: PersistOptions<State>,
): PersistedStore<State> {
  // The whole state, for expiresAt: persist hands its storage only the part that is stored.
  let currentState: () => State = () => {
    throw new Error('read before the store exists');
  };
  return createStore<State>()(
    persist(
      (set, get, api) => {
        currentState = get;
        return initializer(set, get, api);
      },
      {
        name: options.name,
        version: options.version,
        storage: ownedStorage(options, () => currentState()),
        partialize: options.partialize ?? dataOnly,
        // Without a migrate function persist logs an error and keeps the initial state; an entry of
        // another version is simply dropped unless the store reads it.
        migrate: (stored, storedVersion) =>
          (options.migrate?.(stored, storedVersion) ?? {}) as State,
        ...(options.merge ? { merge: options.merge } : {}),
      },
    ),
  );
}

/**
 * What the store keeps in storage for the page open now, as the next page would read it;
 * undefined when nothing of this owner is there (tests check what was kept).
 */
export function storedState<State>(store: PersistedStore<State>): unknown {
  const { storage, name } = store.persist.getOptions();
  const value = storage?.getItem(name ?? '') as { state: unknown } | null | undefined;
  return value?.state;
}
