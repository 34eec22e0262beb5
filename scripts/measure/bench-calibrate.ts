// The phone's CPU for the observed bench, calibrated per host (npm run bench -- --observed --tier
// mid|low): the slowdown at which this host's Chromium reads the tier's Lighthouse benchmark index
// (its computeBenchmarkIndex, on which DevTools' CPU presets are set: mid tier 1,000, low tier 264),
// found by bisecting the slowdown as DevTools' calibration does. A fixed 4x is a different phone on
// every host; the index is the same phone everywhere.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { PhoneBrowser } from './bench-phone.ts';

export const cpuTiers = { mid: 1000, low: 264 } as const;
export type CpuTier = keyof typeof cpuTiers;

export interface Calibration {
  tier: CpuTier;
  target: number;
  /** The index unslowed, then at the slowdown found. */
  hostIndex: number;
  index: number;
  slowdown: number;
}

/**
 * The slowdown at which `indexAt` reads about `target` (within `tolerance` of it): bisected between
 * 1 and `maxSlowdown` on a log scale, since the index falls as the CPU is slowed. A host that reads
 * the target or less unslowed is not slowed.
 */
export async function bisectSlowdown(
  indexAt: (slowdown: number) => Promise<number>,
  target: number,
  { maxSlowdown = 40, steps = 8, tolerance = 0.05 } = {},
): Promise<{ hostIndex: number; index: number; slowdown: number }> {
  const hostIndex = await indexAt(1);
  if (hostIndex <= target) return { hostIndex, index: hostIndex, slowdown: 1 };
  let low = 1;
  let high = maxSlowdown;
  let best = { index: hostIndex, slowdown: 1 };
  for (let step = 0; step < steps; step += 1) {
    const slowdown = Math.sqrt(low * high);
    const index = await indexAt(slowdown);
    if (Math.abs(index - target) < Math.abs(best.index - target)) best = { index, slowdown };
    if (Math.abs(index - target) <= target * tolerance) break;
    if (index > target) low = slowdown;
    else high = slowdown;
  }
  return { hostIndex, ...best };
}

/** The benchmark index in a fresh tab slowed this much: the median of three readings. */
async function benchmarkIndexAt(browser: PhoneBrowser, slowdown: number): Promise<number> {
  browser.setCpuSlowdown(slowdown);
  const profile = await browser.newProfile();
  try {
    const tab = await profile.open('data:text/html,<title>benchmark</title>');
    const readings: number[] = [];
    for (let reading = 0; reading < 3; reading += 1) {
      readings.push(
        await tab.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`),
      );
    }
    return readings.sort((a, b) => a - b)[1] ?? Number.NaN;
  } finally {
    await profile.close();
  }
}

/** Calibrates the browser's CPU for a tier and leaves it set for the profiles made after. */
export async function calibrateCpu(browser: PhoneBrowser, tier: CpuTier): Promise<Calibration> {
  const target = cpuTiers[tier];
  const found = await bisectSlowdown((slowdown) => benchmarkIndexAt(browser, slowdown), target);
  browser.setCpuSlowdown(found.slowdown);
  return { tier, target, ...found };
}

/** How a calibration reads in the bench's output and docs/bench.md. */
export function calibrationText(calibration: Calibration): string {
  const { tier, target, hostIndex, index, slowdown } = calibration;
  return (
    `CPU ${slowdown.toFixed(1)}x slower, calibrated for the ${tier} tier (benchmark index ` +
    `${target}): the host reads ${Math.round(hostIndex)} unslowed, ${Math.round(index)} slowed`
  );
}
