// A new page load for a persisted store in a unit test: the address changes, the store starts from
// its initial state and reads browser storage afresh, as the module of a freshly loaded page does.
import type { PersistedStore } from '../../shared/stores/persistedStore.ts';

function snapshot(storage: Storage): [string, string][] {
  return Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']);
}

function restore(storage: Storage, entries: [string, string][]) {
  storage.clear();
  for (const [key, value] of entries) storage.setItem(key, value);
}

/** Opens `address` (path and query) with the store as a fresh page would have it. */
export async function reloadStoreAt<State>(store: PersistedStore<State>, address: string) {
  // Resetting the state saves it; storage is put back as the last page left it.
  const kept = [snapshot(localStorage), snapshot(sessionStorage)] as const;
  store.setState(store.getInitialState(), true);
  restore(localStorage, kept[0]);
  restore(sessionStorage, kept[1]);
  window.history.replaceState(null, '', address);
  await store.persist.rehydrate();
}
