// The one way a client store keeps its state across a reload (zustand's persist middleware): a
// store opts in with a name, a storage and a version. The store is zustand's vanilla store, so
// plain code (a tap handler, a module loaded later) reads and sets it without React; components
// read it with zustand's `useStore(store, selector)`. What is stored is read synchronously when the
// store is created, but useStore's server snapshot is the initial state: the build's HTML and the
// hydrating render show the initial state, and the stored state follows in the very next render,
// so hydration never mismatches.
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type Mutate, type StateCreator, type StoreApi } from 'zustand/vanilla';
import { safeStorage, type StorageKind } from './safeStorage.ts';

export { safeStorage, type StorageKind } from './safeStorage.ts';

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
}

function dataOnly<State>(state: State): Partial<State> {
  return Object.fromEntries(
    Object.entries(state as Record<string, unknown>).filter(
      ([, value]) => typeof value !== 'function',
    ),
  ) as Partial<State>;
}

export type PersistedStore<State> = Mutate<StoreApi<State>, [['zustand/persist', unknown]]>;

/** Creates a zustand store whose data persists in the chosen storage. */
export function createPersistedStore<State>(
  initializer: StateCreator<State, [['zustand/persist', unknown]]>,
  options: PersistOptions<State>,
): PersistedStore<State> {
  return createStore<State>()(
    persist(initializer, {
      name: options.name,
      version: options.version,
      storage: createJSONStorage(() => safeStorage(options.storage)),
      partialize: options.partialize ?? dataOnly,
      // Without a migrate function persist logs an error and keeps the initial state; an entry of
      // another version is simply dropped unless the store reads it.
      migrate: (stored, storedVersion) => (options.migrate?.(stored, storedVersion) ?? {}) as State,
      ...(options.merge ? { merge: options.merge } : {}),
    }),
  );
}
