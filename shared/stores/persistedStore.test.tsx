import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStore } from 'zustand';
import { createPersistedStore } from './persistedStore.ts';
import { safeStorage } from './safeStorage.ts';

interface Counter {
  count: number;
  add: () => void;
}

function counterStore(name: string, storage: 'session' | 'local' = 'local', version = 1) {
  return createPersistedStore<Counter>(
    (set) => ({ count: 0, add: () => set((state) => ({ count: state.count + 1 })) }),
    { name, storage, version },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('createPersistedStore', () => {
  it('keeps the data (not the actions) in the chosen storage, with its version', () => {
    const store = counterStore('counter-a', 'session');
    store.getState().add();
    expect(JSON.parse(sessionStorage.getItem('counter-a') ?? '')).toEqual({
      state: { count: 1 },
      version: 1,
    });
    expect(localStorage.getItem('counter-a')).toBeNull();
  });

  it('reads what an earlier page stored when it is created', () => {
    localStorage.setItem('counter-b', JSON.stringify({ state: { count: 4 }, version: 1 }));
    expect(counterStore('counter-b').getState().count).toBe(4);
  });

  it('drops an entry stored by another version', () => {
    localStorage.setItem('counter-c', JSON.stringify({ state: { count: 4 }, version: 1 }));
    const consoleError = vi.spyOn(console, 'error');
    expect(counterStore('counter-c', 'local', 2).getState().count).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('lets a store read an older entry through migrate', () => {
    localStorage.setItem('counter-d', JSON.stringify({ state: { total: 9 }, version: 1 }));
    const store = createPersistedStore<Counter>(
      (set) => ({ count: 0, add: () => set((state) => ({ count: state.count + 1 })) }),
      {
        name: 'counter-d',
        storage: 'local',
        version: 2,
        migrate: (stored) => ({ count: (stored as { total: number }).total }),
      },
    );
    expect(store.getState().count).toBe(9);
  });

  it('shows the initial state in the hydrating render, then the stored one, without a mismatch', async () => {
    const store = counterStore('counter-e');
    function Count() {
      return <p>Count {useStore(store, (state) => state.count)}</p>;
    }
    // The build renders with nothing stored.
    const html = renderToString(<Count />);
    expect(html).toBe('<p>Count <!-- -->0</p>');

    localStorage.setItem('counter-e', JSON.stringify({ state: { count: 7 }, version: 1 }));
    await store.persist.rehydrate();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Count />);
    });
    expect(container.textContent).toBe('Count 7');
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});

/** A storage that refuses everything, as a web view with storage blocked or full does. */
const refusingStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
} as unknown as Storage;

describe('safeStorage', () => {
  it('never throws when the storage refuses', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockReturnValue(refusingStorage);
    const storage = safeStorage('local');
    expect(() => storage.setItem('key', 'value')).not.toThrow();
    expect(() => storage.removeItem('key')).not.toThrow();
    expect(storage.getItem('key')).toBeNull();
  });

  it('never throws when reading the storage itself throws', () => {
    vi.spyOn(globalThis, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(safeStorage('session').getItem('key')).toBeNull();
  });

  it('keeps a store working in memory when the storage refuses', () => {
    vi.spyOn(globalThis, 'localStorage', 'get').mockReturnValue(refusingStorage);
    const store = counterStore('counter-f');
    store.getState().add();
    expect(store.getState().count).toBe(1);
  });
});
