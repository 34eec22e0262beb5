// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bisectSlowdown, calibrationText, cpuTiers } from './bench-calibrate.ts';

/** A host whose index is its speed over the slowdown, as a CPU-bound loop's is. */
const host = (speed: number) => {
  const asked: number[] = [];
  return { asked, indexAt: async (slowdown: number) => (asked.push(slowdown), speed / slowdown) };
};

describe('bisectSlowdown', () => {
  it("finds the slowdown at which the host reads each tier's index", async () => {
    expect(cpuTiers).toEqual({ mid: 1000, low: 264 });
    const fast = host(2700);
    const mid = await bisectSlowdown(fast.indexAt, cpuTiers.mid);
    expect(mid.hostIndex).toBe(2700);
    expect(Math.abs(mid.index - 1000)).toBeLessThanOrEqual(50);
    expect(mid.slowdown).toBeCloseTo(2.7, 0);
    const low = await bisectSlowdown(host(2700).indexAt, cpuTiers.low);
    expect(Math.abs(low.index - 264)).toBeLessThanOrEqual(264 * 0.05);
    expect(low.slowdown).toBeCloseTo(10.2, 0);
    // Unslowed first, then no more readings than its steps.
    expect(fast.asked[0]).toBe(1);
    expect(fast.asked.length).toBeLessThanOrEqual(9);
  });

  it('does not slow a host that is already that slow, and keeps the closest reading', async () => {
    expect(await bisectSlowdown(host(800).indexAt, cpuTiers.mid)).toEqual({
      hostIndex: 800,
      index: 800,
      slowdown: 1,
    });
    // A host too fast for the range ends at its closest reading, never past the target's side.
    const tooFast = await bisectSlowdown(host(1_000_000).indexAt, cpuTiers.low, {
      maxSlowdown: 40,
    });
    expect(tooFast.slowdown).toBeGreaterThan(30);
  });

  it('reads as the bench prints it', () => {
    expect(
      calibrationText({
        tier: 'mid',
        target: 1000,
        hostIndex: 2712.4,
        index: 1003.6,
        slowdown: 2.71,
      }),
    ).toBe(
      'CPU 2.7x slower, calibrated for the mid tier (benchmark index 1000): the host reads 2712 unslowed, 1004 slowed',
    );
  });
});
