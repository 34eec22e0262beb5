import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../api/result.ts';
import { useRequestKey } from './useRequestKey.ts';

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

  it('keeps each named action apart', () => {
    const push = renderHook(() => useRequestKey('loanPush')).result.current;
    const pay = renderHook(() => useRequestKey('payCode')).result.current;
    expect(pay).not.toBe(push);
    expect(pay.keyFor({ amount: '1' })).not.toBe(push.keyFor({ amount: '1' }));
  });
});
