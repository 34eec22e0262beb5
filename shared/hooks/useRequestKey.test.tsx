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

  it("keeps an unknown outcome across a reload as the borrower's and the order's, without the session id", async () => {
    window.history.replaceState(null, '', '/repay.html?orderId=9001&sessionId=sess-1');
    const first = renderHook(() => useRequestKey('payCode'));
    const key = first.result.current.keyFor({ amount: '450500' });
    first.result.current.settle(lost);
    first.unmount();
    expect(sessionStorage.getItem('requestKey:payCode')).not.toContain('sess-1');

    forgetRequestKeys({ stored: false });
    const reloaded = renderHook(() => useRequestKey('payCode')).result.current;
    expect(reloaded.unsure).toBe(true);
    expect(reloaded.keyFor({ amount: '450500' })).toBe(key);

    // Another order of the same borrower starts afresh.
    forgetRequestKeys({ stored: false });
    window.history.replaceState(null, '', '/repay.html?orderId=9002&sessionId=sess-1');
    expect(renderHook(() => useRequestKey('payCode')).result.current.unsure).toBe(false);

    // A fresh tab (a test's start) keeps nothing.
    forgetRequestKeys();
    expect(sessionStorage.getItem('requestKey:payCode')).toBeNull();
  });

  it('keeps each named action apart', () => {
    const push = renderHook(() => useRequestKey('loanPush')).result.current;
    const pay = renderHook(() => useRequestKey('payCode')).result.current;
    expect(pay).not.toBe(push);
    expect(pay.keyFor({ amount: '1' })).not.toBe(push.keyFor({ amount: '1' }));
  });
});
