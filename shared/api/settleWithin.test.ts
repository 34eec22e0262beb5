// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settleWithin.ts';

describe('settleWithin', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves when the promise settles, even by rejecting', async () => {
    await expect(settleWithin(Promise.reject(new Error('x')), 1000)).resolves.toBeUndefined();
  });

  it('resolves after the time limit when the promise never settles', async () => {
    vi.useFakeTimers();
    let settled = false;
    void settleWithin(new Promise(() => {}), 1000).then(() => {
      settled = true;
    });

    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
