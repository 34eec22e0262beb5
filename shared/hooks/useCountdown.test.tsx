import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { borrowerScope, ownedEntryText } from '../stores/ownedEntry.ts';
import { secondsUntil, useCountdown } from './useCountdown.ts';

const scope = borrowerScope('orderId');
const persistAs = { key: 'smsCountdown', storage: 'session' as const, scope };
const openAs = (query: string) =>
  window.history.replaceState(null, '', `/legacyRepay.html?${query}`);

describe('secondsUntil', () => {
  it('rounds up to whole seconds and never goes below zero', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 1)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 60_000)).toBe(0);
    expect(secondsUntil(60_000, 70_000)).toBe(0);
  });
});

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    sessionStorage.clear();
    openAs('sessionId=s-a&userId=A&orderId=9001');
  });
  afterEach(() => vi.useRealTimers());

  it('counts 60 down to 1, then is ready again at 60', () => {
    const { result } = renderHook(() => useCountdown({ seconds: 60 }));
    expect(result.current).toMatchObject({ secondsLeft: 60, running: false });

    act(() => result.current.start());
    expect(result.current).toMatchObject({ secondsLeft: 60, running: true });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => void vi.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ secondsLeft: 1, running: true });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current).toMatchObject({ secondsLeft: 60, running: false });
  });

  it('resumes a stored deadline after a reload and forgets it when it has passed', () => {
    const first = renderHook(() => useCountdown({ seconds: 60, persistAs }));
    act(() => first.result.current.start());
    act(() => void vi.advanceTimersByTime(20_000));
    first.unmount();

    const reloaded = renderHook(() => useCountdown({ seconds: 60, persistAs }));
    expect(reloaded.result.current.running).toBe(false);
    act(() => void vi.advanceTimersByTime(0));
    expect(reloaded.result.current).toMatchObject({ secondsLeft: 40, running: true });
    act(() => void vi.advanceTimersByTime(40_000));
    expect(reloaded.result.current.running).toBe(false);
    expect(sessionStorage.getItem('smsCountdown')).toBeNull();
  });

  it("another borrower on the phone does not wait for the first one's countdown", () => {
    const first = renderHook(() => useCountdown({ seconds: 60, persistAs }));
    act(() => first.result.current.start());
    first.unmount();

    openAs('sessionId=s-b&userId=B&orderId=9001');
    const next = renderHook(() => useCountdown({ seconds: 60, persistAs }));
    act(() => void vi.advanceTimersByTime(0));
    expect(next.result.current).toMatchObject({ secondsLeft: 60, running: false });
    expect(sessionStorage.getItem('smsCountdown')).toBeNull();
  });

  it('ignores a stored deadline it could not have written', () => {
    const owner = scope({ userId: 'A', orderId: '9001' });
    if (!owner) throw new Error('no owner');
    const far = Date.now() + 3_600_000;
    sessionStorage.setItem('smsCountdown', ownedEntryText(owner, far, far));
    const { result } = renderHook(() => useCountdown({ seconds: 60, persistAs }));
    act(() => void vi.advanceTimersByTime(0));
    expect(result.current.running).toBe(false);
    sessionStorage.setItem('smsCountdown', 'garbled');
    const garbled = renderHook(() => useCountdown({ seconds: 60, persistAs }));
    act(() => void vi.advanceTimersByTime(0));
    expect(garbled.result.current.running).toBe(false);
  });
});
