import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from 'zustand';
import { ownedEntryText } from './ownedEntry.ts';
import { borrowerScope, createPersistedStore, dayMs, storedState } from './persistedStore.ts';
import { safeStorage } from './safeStorage.ts';

interface Counter {
  count: number;
  add: () => void;
}

const scope = borrowerScope('orderId');
const lifetime = dayMs;

function counterStore(name: string, storage: 'session' | 'local' = 'local', version = 1) {
  return createPersistedStore<Counter>(
    (set) => ({ count: 0, add: () => set((state) => ({ count: state.count + 1 })) }),
    { name, storage, version, scope, expiresAt: (_state, savedAt) => savedAt + lifetime },
  );
}

/** Opens a page with this query, as the borrower it names. */
function openAs(query: string) {
  window.history.replaceState(null, '', `/page.html?${query}`);
}

/** An entry as the store keeps it for the page open now. */
function entry(state: unknown, version = 1, savedAt = Date.now()) {
  const owner = scope(Object.fromEntries(new URLSearchParams(location.search)));
  if (!owner) throw new Error('no owner');
  return ownedEntryText(owner, { state, version }, savedAt + lifetime, savedAt);
}

beforeEach(() => openAs('sessionId=s-a&userId=A&orderId=9001'));

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('createPersistedStore', () => {
  it('keeps the data (not the actions) in the chosen storage, with its version, owner and dates', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const store = counterStore('counter-a', 'session');
    store.getState().add();
    const kept = JSON.parse(sessionStorage.getItem('counter-a') ?? '');
    expect(kept).toMatchObject({
      order: '9001',
      savedAt: 1_000_000,
      expiresAt: 1_000_000 + lifetime,
      data: { state: { count: 1 }, version: 1 },
    });
    // A digest: the borrower's id is not written as it is.
    expect(kept.owner).not.toContain('A');
    expect(localStorage.getItem('counter-a')).toBeNull();
  });

  it('reads what an earlier page of the same borrower and order stored when it is created', () => {
    localStorage.setItem('counter-b', entry({ count: 4 }));
    expect(counterStore('counter-b').getState().count).toBe(4);
  });

  it("never shows another borrower's entry, and removes it", () => {
    counterStore('counter-owner').getState().add();
    openAs('sessionId=s-b&userId=B&orderId=9001');
    const next = counterStore('counter-owner');
    expect(next.getState().count).toBe(0);
    expect(localStorage.getItem('counter-owner')).toBeNull();
    expect(storedState(next)).toBeUndefined();
  });

  it('knows a borrower by sessionId when the query has no userId', () => {
    openAs('sessionId=s-a');
    counterStore('counter-session').getState().add();
    expect(counterStore('counter-session').getState().count).toBe(1);
    openAs('sessionId=s-b');
    expect(counterStore('counter-session').getState().count).toBe(0);
  });

  it("never shows another order's entry, and keeps it for its own order", () => {
    counterStore('counter-order').getState().add();
    const stored = localStorage.getItem('counter-order');
    openAs('sessionId=s-a&userId=A&orderId=9002');
    expect(counterStore('counter-order').getState().count).toBe(0);
    expect(localStorage.getItem('counter-order')).toBe(stored);
    openAs('sessionId=s-a&userId=A&orderId=9001');
    expect(counterStore('counter-order').getState().count).toBe(1);
  });

  it('removes an entry once it has expired', () => {
    const savedAt = Date.now() - lifetime - 1;
    localStorage.setItem('counter-old', entry({ count: 4 }, 1, savedAt));
    expect(counterStore('counter-old').getState().count).toBe(0);
    expect(localStorage.getItem('counter-old')).toBeNull();
  });

  it('removes an entry saved "later than now": the clock was turned back', () => {
    localStorage.setItem('counter-future', entry({ count: 4 }, 1, Date.now() + 60_000));
    expect(counterStore('counter-future').getState().count).toBe(0);
    expect(localStorage.getItem('counter-future')).toBeNull();
  });

  it.each([
    ['text that is not JSON', () => '{"state":'],
    [
      'an entry of an earlier build, with no owner',
      () => JSON.stringify({ state: { count: 4 }, version: 1 }),
    ],
    // JSON has no undefined: the entry holds `{ version: 1 }`.
    ['an owned entry with no state in it', () => entry(undefined)],
    ['null', () => 'null'],
  ])('ignores and removes %s', (_what, text) => {
    localStorage.setItem('counter-garbage', text());
    expect(counterStore('counter-garbage').getState().count).toBe(0);
    expect(localStorage.getItem('counter-garbage')).toBeNull();
  });

  it('stores nothing, and shows nothing, where the query names no borrower', () => {
    localStorage.setItem('counter-nobody', entry({ count: 4 }));
    openAs('orderId=9001');
    const store = counterStore('counter-nobody');
    expect(store.getState().count).toBe(0);
    localStorage.clear();
    store.getState().add();
    expect(store.getState().count).toBe(1);
    expect(localStorage.length).toBe(0);
  });

  it('drops an entry stored by another version', () => {
    localStorage.setItem('counter-c', entry({ count: 4 }));
    const consoleError = vi.spyOn(console, 'error');
    expect(counterStore('counter-c', 'local', 2).getState().count).toBe(0);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('lets a store read an older entry through migrate', () => {
    localStorage.setItem('counter-d', entry({ total: 9 }));
    const store = createPersistedStore<Counter>(
      (set) => ({ count: 0, add: () => set((state) => ({ count: state.count + 1 })) }),
      {
        name: 'counter-d',
        storage: 'local',
        version: 2,
        scope,
        expiresAt: (_state, savedAt) => savedAt + lifetime,
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

    localStorage.setItem('counter-e', entry({ count: 7 }));
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
