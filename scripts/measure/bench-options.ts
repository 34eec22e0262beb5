import type { CpuTier } from './bench-calibrate.ts';

export interface BenchOptions {
  build: boolean;
  /** Build folder, relative to the project root. */
  outDir: string;
  /** Only these pages (printed, docs/bench.md left alone); every built page when absent. */
  pages?: string[];
  /** Lighthouse runs per page; the median one is reported. */
  runs: number;
  /** Simulated-throttling settings changed from Lighthouse's mobile defaults (a what-if run). */
  throttle?: Partial<Record<ThrottleSetting, number>>;
  /** Serve over HTTP/2 with TLS (a what-if run: the bench's own table is over HTTP/1.1). */
  h2?: boolean;
  /** Measure the data pages in Chromium with the load applied, instead of Lighthouse. */
  observed?: boolean;
  /** With `observed`: a git commit (or anything git names one by) built aside and measured beside. */
  against?: string;
  /** With `observed`: the CPU slowed to this tier's benchmark index on this host, not a fixed 4x. */
  tier?: CpuTier;
}

/** What `--throttle` may change in Lighthouse's simulated phone. */
const throttleSettings = ['rttMs', 'throughputKbps', 'cpuSlowdownMultiplier'] as const;
type ThrottleSetting = (typeof throttleSettings)[number];

/** `rttMs=0,cpuSlowdownMultiplier=1` as settings; throws on a name or a number it cannot take. */
function throttleOverrides(text: string): Partial<Record<ThrottleSetting, number>> {
  const overrides: Partial<Record<ThrottleSetting, number>> = {};
  for (const pair of text.split(',').filter(Boolean)) {
    const [name = '', value = '', ...rest] = pair.split('=');
    const setting = throttleSettings.find((known) => known === name);
    const number = Number(value);
    if (
      !setting ||
      rest.length > 0 ||
      value.trim() === '' ||
      !Number.isFinite(number) ||
      number < 0
    ) {
      throw new Error(
        `--throttle takes name=number pairs, names from ${throttleSettings.join(', ')}: ${pair}`,
      );
    }
    overrides[setting] = number;
  }
  if (Object.keys(overrides).length === 0) throw new Error('--throttle needs name=number pairs');
  return overrides;
}

const defaultRuns = 3;

/** `--no-build` reuses the build; `--out <dir>` (or BUILD_DIR) picks a folder other than dist/. */
export function benchOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): BenchOptions {
  const out = argv.indexOf('--out');
  const outDir = out === -1 ? env.BUILD_DIR : argv[out + 1];
  if (out !== -1 && (!outDir || outDir.startsWith('--'))) throw new Error('--out needs a folder');
  const pages = argv.indexOf('--pages');
  const only = pages === -1 ? undefined : argv[pages + 1];
  if (pages !== -1 && (!only || only.startsWith('--'))) throw new Error('--pages needs page names');
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt === -1 ? defaultRuns : Number(argv[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('--runs needs a whole number, 1 or more');
  const throttleAt = argv.indexOf('--throttle');
  const throttle = throttleAt === -1 ? undefined : throttleOverrides(argv[throttleAt + 1] ?? '');
  const againstAt = argv.indexOf('--against');
  const against = againstAt === -1 ? undefined : argv[againstAt + 1];
  if (againstAt !== -1 && (!against || against.startsWith('--'))) {
    throw new Error('--against needs a git commit');
  }
  // Only the observed bench alternates two builds; Lighthouse's table is of this one.
  if (against && !argv.includes('--observed')) throw new Error('--against goes with --observed');
  const tierAt = argv.indexOf('--tier');
  const tier = tierAt === -1 ? undefined : argv[tierAt + 1];
  if (tierAt !== -1 && !(tier === 'mid' || tier === 'low')) throw new Error('--tier is mid or low');
  if (tier && !argv.includes('--observed')) throw new Error('--tier goes with --observed');
  return {
    build: !argv.includes('--no-build'),
    outDir: outDir || 'dist',
    ...(only ? { pages: only.split(',').filter(Boolean) } : {}),
    runs,
    ...(throttle ? { throttle } : {}),
    ...(argv.includes('--h2') ? { h2: true } : {}),
    ...(argv.includes('--observed') ? { observed: true } : {}),
    ...(against ? { against } : {}),
    ...(tier === 'mid' || tier === 'low' ? { tier } : {}),
  };
}
