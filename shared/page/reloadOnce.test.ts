// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { reloadMarkerKey, type ReloadPlace, reloadOnce, reloadWindowMs } from './reloadOnce.ts';

function place(overrides: Partial<ReloadPlace> = {}) {
  const stored = new Map<string, string>();
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  };
  const location = { pathname: '/orderDetail', reload: vi.fn() };
  return { location, storage, online: true, now: 1_000_000, stored, ...overrides };
}

describe('reloading once', () => {
  it('reloads the page the first time, marking the page (not its query) in the session', () => {
    const here = place();
    expect(reloadOnce(here)).toBe(true);
    expect(here.location.reload).toHaveBeenCalledTimes(1);
    expect(here.stored.get(reloadMarkerKey('/orderDetail'))).toBe('1000000');
  });

  it('does not reload again within the window, and does once it has passed', () => {
    const here = place();
    reloadOnce(here);
    expect(reloadOnce({ ...here, now: here.now + reloadWindowMs - 1 })).toBe(false);
    expect(here.location.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce({ ...here, now: here.now + reloadWindowMs })).toBe(true);
    expect(here.location.reload).toHaveBeenCalledTimes(2);
  });

  it('a reload of another page does not count for this one', () => {
    const here = place();
    reloadOnce(here);
    const there = { ...here, location: { pathname: '/repay', reload: here.location.reload } };
    expect(reloadOnce(there)).toBe(true);
  });

  it('never reloads offline, or where nothing could mark it (no loop without a guard)', () => {
    const offline = place({ online: false });
    expect(reloadOnce(offline)).toBe(false);
    const blocked = place({ storage: undefined });
    expect(reloadOnce(blocked)).toBe(false);
    const throwing = place({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    });
    expect(reloadOnce(throwing)).toBe(false);
    for (const here of [offline, blocked, throwing])
      expect(here.location.reload).not.toHaveBeenCalled();
  });
});
