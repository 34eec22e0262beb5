import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/result.ts';
import { borrowerScope, pageScope } from '../stores/ownedEntry.ts';
import type { ActionKeys } from './requestKeys.ts';
import { endpoints } from '../api/endpoints.ts';
import {
  forgetRequestKeys,
  keyedActions,
  type KeyedAction,
  requestKeysOf,
  requestKeyWindowMs,
  storedActionKey,
  subjectDigest,
  useRequestKey,
} from './useRequestKey.ts';

const lost: ApiResult<unknown> = {
  success: false,
  code: 'network',
  message: '',
  data: undefined,
  raw: undefined,
  failure: 'network',
};

/** One attempt whose server shows nothing new; resolves to the key it went under, if any. */
async function attempt(keys: ActionKeys, request: unknown, answer = lost) {
  let sentKey: string | undefined;
  const outcome = await keys.attempt({
    request,
    notice: 'the payment account ending 7890',
    check: () => Promise.resolve('same'),
    send: (_request, key) => {
      sentKey = key;
      return Promise.resolve(answer);
    },
  });
  return { sentKey, outcome };
}

const entryOf = (action: KeyedAction, orderId: string, sessionId = 'sess-1') =>
  storedActionKey(action, { owner: borrowerScope()({ sessionId })?.owner ?? '', order: orderId });

describe('useRequestKey', () => {
  it('keeps an action whose outcome is unknown when its part mounts again (back-forward restore)', async () => {
    const first = renderHook(() => useRequestKey('loanPush'));
    const { sentKey } = await attempt(first.result.current, { amount: '850000' });
    first.unmount();
    const again = renderHook(() => useRequestKey('loanPush'));
    expect((await attempt(again.result.current, { amount: '850000' })).sentKey).toBe(sentKey);
  });

  it("writes the action down in local storage before the call leaves, as the borrower's and the order's, without its secrets", async () => {
    window.history.replaceState(null, '', '/bindCard.html?orderId=9001&sessionId=sess-1');
    const card = { cardNo: '6222021234567890', birthDate: '1990-01-31', code: '482913' };
    const first = renderHook(() => useRequestKey('bindCard'));
    // No outcome yet: the page may be killed now, and the key must outlive it.
    let storedWhileOut = '';
    await first.result.current.attempt({
      request: card,
      notice: 'the payment account ending 7890',
      check: () => Promise.resolve('same'),
      send: () => {
        storedWhileOut = localStorage.getItem(entryOf('bindCard', '9001')) ?? '';
        return Promise.resolve(lost);
      },
    });
    first.unmount();
    expect(storedWhileOut).toMatch(/"key":"[0-9a-f-]{36}"/);
    for (const secret of ['sess-1', '6222021234567890', '1234567890', '1990-01-31', '482913']) {
      expect(storedWhileOut).not.toContain(secret);
    }
    expect(sessionStorage.length).toBe(0);
    const key = /"key":"([0-9a-f-]{36})"/.exec(storedWhileOut)?.[1];

    // The web view killed and opened afresh (or a second tab): memory gone, storage kept.
    forgetRequestKeys({ stored: false });
    const reloaded = renderHook(() => useRequestKey('bindCard')).result.current;
    expect((await attempt(reloaded, { ...card })).sentKey).toBe(key);
    // A corrected number with the same last four goes under no key at all.
    const corrected = await attempt(reloaded, { ...card, cardNo: '6222029934567890' });
    expect(corrected).toEqual({
      sentKey: undefined,
      outcome: { sent: false, stillChecking: 'the payment account ending 7890' },
    });
    const firstOrders = localStorage.getItem(entryOf('bindCard', '9001'));

    // Another order of the same borrower starts afresh, and its own action leaves the first one's.
    forgetRequestKeys({ stored: false });
    window.history.replaceState(null, '', '/bindCard.html?orderId=9002&sessionId=sess-1');
    const other = renderHook(() => useRequestKey('bindCard')).result.current;
    expect((await attempt(other, card)).sentKey).not.toBe(key);
    expect(localStorage.getItem(entryOf('bindCard', '9001'))).toBe(firstOrders);

    // Another borrower on the same phone never takes it up, nor removes it.
    forgetRequestKeys({ stored: false });
    window.history.replaceState(null, '', '/bindCard.html?orderId=9001&sessionId=sess-2');
    const stranger = renderHook(() => useRequestKey('bindCard')).result.current;
    expect((await attempt(stranger, card)).sentKey).not.toBe(key);
    expect(localStorage.getItem(entryOf('bindCard', '9001'))).toBe(firstOrders);

    // A fresh start (a test's) keeps nothing.
    forgetRequestKeys();
    expect(localStorage.getItem(entryOf('bindCard', '9002'))).toBeNull();
  });

  it("is kept for the server's key window of an hour, then a tap is a new action", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      window.history.replaceState(null, '', '/repay.html?orderId=9001&sessionId=sess-1');
      const { sentKey } = await attempt(renderHook(() => useRequestKey('payCode')).result.current, {
        a: 1,
      });
      vi.setSystemTime(Date.now() + requestKeyWindowMs - 1_000);
      forgetRequestKeys({ stored: false });
      const within = renderHook(() => useRequestKey('payCode')).result.current;
      expect((await attempt(within, { a: 1 })).sentKey).toBe(sentKey);
      vi.setSystemTime(Date.now() + 2_000);
      forgetRequestKeys({ stored: false });
      const later = renderHook(() => useRequestKey('payCode')).result.current;
      // Past the window a different request is no longer held back either.
      expect((await attempt(later, { a: 2 })).sentKey).not.toBe(sentKey);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes up nothing stored that is not an open action with a request key', async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=9001&sessionId=sess-1');
    const first = renderHook(() => useRequestKey('payCode'));
    const { sentKey = '' } = await attempt(first.result.current, { amount: '450500' });
    first.unmount();
    const entry = entryOf('payCode', '9001');
    const stored = localStorage.getItem(entry) ?? '';
    localStorage.setItem(entry, stored.replace(sentKey, 'x\r\ninjected'));

    forgetRequestKeys({ stored: false });
    const next = renderHook(() => useRequestKey('payCode')).result.current;
    const { sentKey: nextKey } = await attempt(next, { amount: '999' });
    expect(nextKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps each named action apart', async () => {
    const push = renderHook(() => useRequestKey('loanPush')).result.current;
    const pay = renderHook(() => useRequestKey('payCode')).result.current;
    expect(pay).not.toBe(push);
    expect((await attempt(pay, { amount: '1' })).sentKey).not.toBe(
      (await attempt(push, { amount: '1' })).sentKey,
    );
  });

  it('keeps a registration per campaign page and phone: another phone on the same page starts its own', async () => {
    window.history.replaceState(null, '', '/promotion.html?id=77');
    const first = await subjectDigest('09171234567');
    const second = await subjectDigest('09181234567');
    expect(first).not.toBe(second);
    expect(first).not.toContain('1234567');
    expect(await subjectDigest('09171234567')).toBe(first);

    const mine = requestKeysOf('register', pageScope('id'), first);
    const theirs = requestKeysOf('register', pageScope('id'), second);
    const minePhone = { phone: '09171234567', smsCode: '123456' };
    const theirPhone = { phone: '09181234567', smsCode: '654321' };
    const { sentKey: myKey } = await attempt(mine, minePhone);
    const { sentKey: theirKey, outcome } = await attempt(theirs, theirPhone);
    expect(outcome).toMatchObject({ sent: true });
    expect(theirKey).not.toBe(myKey);
    const stored = Object.keys(localStorage).filter((key) => key.startsWith('requestKey:register'));
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(localStorage)).not.toContain('1234567');
  });

  it('keeps the action in the page only where the browser cannot seal (no WebCrypto)', async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=9001&sessionId=sess-1');
    vi.spyOn(crypto, 'subtle', 'get').mockReturnValue(undefined as unknown as SubtleCrypto);
    try {
      const keys = renderHook(() => useRequestKey('payCode')).result.current;
      const { sentKey } = await attempt(keys, { amount: '450500' });
      expect(sentKey).toMatch(/^[0-9a-f-]{36}$/);
      expect((await attempt(keys, { amount: '450500' })).sentKey).toBe(sentKey);
      expect(Object.keys(localStorage).filter((key) => key.startsWith('requestKey:'))).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('names an action for every keyed endpoint row, and only keyed rows', () => {
    const keyedRows = Object.entries(endpoints)
      .filter(([, row]) => row.requestKey !== undefined)
      .map(([name]) => name)
      .sort();
    const called = [...new Set(Object.values(keyedActions).flat())].sort();
    expect(called).toEqual(keyedRows);
  });
});
