import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/result.ts';
import { borrowerScope } from '../stores/ownedEntry.ts';
import {
  forgetRequestKeys,
  requestKeyWindowMs,
  storedActionKey,
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

describe('useRequestKey', () => {
  it('keeps an action whose outcome is unknown when its part mounts again (back-forward restore)', async () => {
    const first = renderHook(() => useRequestKey('loanPush'));
    const { key } = first.result.current.begin({ amount: '850000' });
    first.result.current.settle(lost);
    first.unmount();

    const again = renderHook(() => useRequestKey('loanPush'));
    expect(again.result.current.unsure).toBe(true);
    let asked = 0;
    const goOn = await again.result.current.ready(() => {
      asked += 1;
      return Promise.resolve('same');
    });
    expect({ goOn, asked }).toEqual({ goOn: true, asked: 1 });
    expect(again.result.current.begin({ amount: '850000' }).key).toBe(key);
  });

  it("writes the action down in local storage before the call leaves, as the borrower's and the order's, without its secrets", async () => {
    window.history.replaceState(null, '', '/bindCard.html?orderId=9001&sessionId=sess-1');
    const card = { cardNo: '6222021234567890', birthDate: '1990-01-31', code: '482913' };
    const first = renderHook(() => useRequestKey('bindCard'));
    const entry = (orderId: string, sessionId = 'sess-1') =>
      storedActionKey('bindCard', {
        owner: borrowerScope()({ sessionId })?.owner ?? '',
        order: orderId,
      });
    // No outcome yet: the page may be killed now, and the key must outlive it.
    const { key } = first.result.current.begin(card);
    first.unmount();
    const stored = localStorage.getItem(entry('9001')) ?? '';
    expect(stored).toContain(key);
    for (const secret of ['sess-1', '6222021234567890', '1990-01-31', '482913']) {
      expect(stored).not.toContain(secret);
    }
    expect(sessionStorage.length).toBe(0);

    // The web view killed and opened afresh (or a second tab): memory gone, storage kept.
    forgetRequestKeys({ stored: false });
    const reloaded = renderHook(() => useRequestKey('bindCard')).result.current;
    expect(reloaded.unsure).toBe(true);
    expect(await reloaded.ready(() => Promise.resolve('same'))).toBe(true);
    expect(reloaded.begin({ ...card }).key).toBe(key);
    const firstOrders = localStorage.getItem(entry('9001'));

    // Another order of the same borrower starts afresh, and its own action leaves the first one's.
    forgetRequestKeys({ stored: false });
    window.history.replaceState(null, '', '/bindCard.html?orderId=9002&sessionId=sess-1');
    const other = renderHook(() => useRequestKey('bindCard')).result.current;
    expect(other.unsure).toBe(false);
    other.begin(card);
    other.settle(lost);
    expect(localStorage.getItem(entry('9001'))).toBe(firstOrders);

    // Another borrower on the same phone never takes it up, nor removes it.
    forgetRequestKeys({ stored: false });
    window.history.replaceState(null, '', '/bindCard.html?orderId=9001&sessionId=sess-2');
    expect(renderHook(() => useRequestKey('bindCard')).result.current.unsure).toBe(false);
    expect(localStorage.getItem(entry('9001'))).toBe(firstOrders);

    // A fresh start (a test's) keeps nothing.
    forgetRequestKeys();
    expect(localStorage.getItem(entry('9002'))).toBeNull();
  });

  it("is kept for the server's key window of an hour, then a tap is a new action", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      window.history.replaceState(null, '', '/repay.html?orderId=9001&sessionId=sess-1');
      const { key } = renderHook(() => useRequestKey('payCode')).result.current.begin({ a: 1 });
      vi.setSystemTime(Date.now() + requestKeyWindowMs - 1_000);
      forgetRequestKeys({ stored: false });
      expect(renderHook(() => useRequestKey('payCode')).result.current.begin({ a: 1 }).key).toBe(
        key,
      );
      vi.setSystemTime(Date.now() + 2_000);
      forgetRequestKeys({ stored: false });
      const later = renderHook(() => useRequestKey('payCode')).result.current;
      expect(later.unsure).toBe(false);
      expect(later.begin({ a: 1 }).key).not.toBe(key);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes up nothing stored that is not an open action with a request key', () => {
    window.history.replaceState(null, '', '/repay.html?orderId=9001&sessionId=sess-1');
    const first = renderHook(() => useRequestKey('payCode'));
    first.result.current.begin({ amount: '450500' });
    first.result.current.settle(lost);
    first.unmount();
    const entry = storedActionKey('payCode', {
      owner: borrowerScope()({ sessionId: 'sess-1' })?.owner ?? '',
      order: '9001',
    });
    const stored = localStorage.getItem(entry) ?? '';
    const key = (JSON.parse(stored) as { data: { key: string } }).data.key;
    localStorage.setItem(entry, stored.replace(key, 'x\r\ninjected'));

    forgetRequestKeys({ stored: false });
    expect(renderHook(() => useRequestKey('payCode')).result.current.unsure).toBe(false);
  });

  it('keeps each named action apart', () => {
    const push = renderHook(() => useRequestKey('loanPush')).result.current;
    const pay = renderHook(() => useRequestKey('payCode')).result.current;
    expect(pay).not.toBe(push);
    expect(pay.begin({ amount: '1' }).key).not.toBe(push.begin({ amount: '1' }).key);
  });
});
