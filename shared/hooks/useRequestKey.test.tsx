import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/result.ts';
import { forgetRequestKeys, useRequestKey } from './useRequestKey.ts';

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
    const key = first.result.current.keyFor({ amount: '850000' });
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
    expect(again.result.current.keyFor({ amount: '850000' })).toBe(key);
  });

  it("keeps an unknown outcome across a reload as the borrower's and the order's, as a digest", async () => {
    window.history.replaceState(null, '', '/bindCard.html?orderId=9001&sessionId=sess-1');
    const card = { cardNo: '6222021234567890', birthDate: '1990-01-31' };
    const first = renderHook(() => useRequestKey('bindCard'));
    const key = first.result.current.keyFor(card);
    first.result.current.settle(lost);
    first.unmount();
    const stored = sessionStorage.getItem('requestKey:bindCard:9001') ?? '';
    expect(stored).toContain(key);
    for (const sent of ['sess-1', '6222021234567890', '1990-01-31']) {
      expect(stored).not.toContain(sent);
    }

    forgetRequestKeys({ stored: false });
    const reloaded = renderHook(() => useRequestKey('bindCard')).result.current;
    expect(reloaded.unsure).toBe(true);
    expect(reloaded.keyFor({ ...card })).toBe(key);

    // Another order of the same borrower starts afresh, and its own loss leaves the first one's.
    forgetRequestKeys({ stored: false });
    window.history.replaceState(null, '', '/bindCard.html?orderId=9002&sessionId=sess-1');
    const other = renderHook(() => useRequestKey('bindCard')).result.current;
    expect(other.unsure).toBe(false);
    other.keyFor(card);
    other.settle(lost);
    expect(sessionStorage.getItem('requestKey:bindCard:9001')).toBe(stored);

    // A fresh tab (a test's start) keeps nothing.
    forgetRequestKeys();
    expect(sessionStorage.getItem('requestKey:bindCard:9001')).toBeNull();
  });

  it('takes up nothing stored that is not an open action with a request key', () => {
    window.history.replaceState(null, '', '/repay.html?orderId=9001&sessionId=sess-1');
    const first = renderHook(() => useRequestKey('payCode'));
    first.result.current.keyFor({ amount: '450500' });
    first.result.current.settle(lost);
    first.unmount();
    const stored = sessionStorage.getItem('requestKey:payCode:9001') ?? '';
    const key = (JSON.parse(stored) as { data: { key: string } }).data.key;
    sessionStorage.setItem('requestKey:payCode:9001', stored.replace(key, 'x\r\ninjected'));

    forgetRequestKeys({ stored: false });
    expect(renderHook(() => useRequestKey('payCode')).result.current.unsure).toBe(false);
  });

  it('keeps each named action apart', () => {
    const push = renderHook(() => useRequestKey('loanPush')).result.current;
    const pay = renderHook(() => useRequestKey('payCode')).result.current;
    expect(pay).not.toBe(push);
    expect(pay.keyFor({ amount: '1' })).not.toBe(push.keyFor({ amount: '1' }));
  });
});
