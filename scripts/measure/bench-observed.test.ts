// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type Against,
  lcpRatio,
  median,
  medianPair,
  medianVisit,
  observedFloorPage,
  observedPageList,
  observedPages,
  type ObservedResult,
  observedSlots,
} from './bench-observed.ts';
import { benchOptions } from './bench-options.ts';
import {
  againstTable,
  observedMisses,
  observedSection,
  observedSectionOf,
  observedTable,
  withObservedSection,
} from './bench-report.ts';

describe('the observed bench', () => {
  const visit = (lcp: number, callStart = 300, callEnd = 600) => ({ lcp, callStart, callEnd });
  /** A page's medians; with the worker blocked the same unless told. */
  const observed = (
    page: string,
    cold: number,
    warm: number,
    blocked: { cold?: number; warm?: number } = {},
  ): ObservedResult => ({
    page,
    cold: visit(cold),
    warm: visit(warm, 150, 420),
    blocked: { cold: visit(blocked.cold ?? cold), warm: visit(blocked.warm ?? warm, 150, 420) },
  });
  const floor = observed(observedFloorPage, 640, 520);

  it('takes the median of the values measured', () => {
    expect(median([1170, 980, 1400])).toBe(1170);
    expect(median([400, 500])).toBe(450);
    expect(median([Number.NaN, 700, 900, 800])).toBe(800);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });

  it('takes each number of the visits on its own median, cold and warm apart', () => {
    expect(
      medianVisit([
        { ...visit(900, 320, 700), figure: 610 },
        { ...visit(1100, 280, 650), figure: 540 },
        { ...visit(1000, 300, 900), figure: 580 },
      ]),
    ).toEqual({ lcp: 1000, callStart: 300, callEnd: 700, figure: 580 });
    // A page without the figures band has no amount on screen to time.
    expect(
      medianPair([
        { cold: visit(900), warm: visit(500) },
        { cold: visit(1100), warm: visit(400) },
      ]),
    ).toEqual({
      cold: { ...visit(1000), figure: Number.NaN },
      warm: { ...visit(450), figure: Number.NaN },
    });
  });

  it('measures the floor in every run, after the pages named or not', () => {
    expect(observedPageList()).toEqual([...observedPages, observedFloorPage]);
    expect(observedPageList(['orderDetail'])).toEqual(['orderDetail', observedFloorPage]);
    expect(observedPageList([observedFloorPage, 'repay', 'repay'])).toEqual([
      'repay',
      observedFloorPage,
    ]);
    expect(observedPages).not.toContain(observedFloorPage);
  });

  it('opens the worker blocked and on, and the other build beside this one, swapping every run', () => {
    expect(observedSlots(0, false)).toEqual([
      { build: 'this', worker: 'blocked' },
      { build: 'this', worker: 'on' },
    ]);
    expect(observedSlots(1, false)).toEqual([
      { build: 'this', worker: 'on' },
      { build: 'this', worker: 'blocked' },
    ]);
    // The two builds compared (worker on) are opened one right after the other: A B, then B A.
    expect(observedSlots(2, true)).toEqual([
      { build: 'this', worker: 'blocked' },
      { build: 'this', worker: 'on' },
      { build: 'ref', worker: 'on' },
    ]);
    expect(observedSlots(3, true)).toEqual([
      { build: 'ref', worker: 'on' },
      { build: 'this', worker: 'on' },
      { build: 'this', worker: 'blocked' },
    ]);
  });

  it('prints each page over the floor of the same run, with the worker on and blocked', () => {
    expect(
      observedTable([
        {
          ...observed('orderDetail', 1172, 690, { cold: 1100, warm: 610 }),
          cold: { ...visit(1172), figure: 905 },
          warm: { ...visit(690, 150, 420), figure: 488 },
        },
        {
          ...observed('promotion', Number.NaN, 410),
          warm: visit(410, 120, 380),
        },
        floor,
      ]),
    ).toBe(
      [
        "| page        | cold, worker on | cold, worker blocked | cold over floor | warm, worker on | warm, worker blocked | warm, worker's cost | warm over floor | call left (cold) | data answered (cold) | call left (warm) | data answered (warm) | amount on screen (cold) | amount on screen (warm) |",
        '| ----------- | --------------- | -------------------- | --------------- | --------------- | -------------------- | ------------------- | --------------- | ---------------- | -------------------- | ---------------- | -------------------- | ----------------------- | ----------------------- |',
        '| orderDetail | 1.17 s          | 1.10 s               | +0.53 s         | 0.69 s          | 0.61 s               | +0.08 s             | +0.17 s         | 0.30 s           | 0.60 s               | 0.15 s           | 0.42 s               | 0.91 s                  | 0.49 s                  |',
        '| promotion   | n/a             | n/a                  | n/a             | 0.41 s          | 0.41 s               | +0.00 s             | -0.11 s         | 0.30 s           | 0.60 s               | 0.12 s           | 0.38 s               | n/a                     | n/a                     |',
        '| aboutUs     | 0.64 s          | 0.64 s               | +0.00 s         | 0.52 s          | 0.52 s               | +0.00 s             | +0.00 s         | 0.30 s           | 0.60 s               | 0.15 s           | 0.42 s               | n/a                     | n/a                     |',
      ].join('\n'),
    );
    // Without the floor there is nothing to be over.
    expect(observedTable([observed('repay', 1000, 600)])).toContain(
      '| repay | 1.00 s          | 1.00 s               | n/a             |',
    );
  });

  it("lists the pages over the floor's + 0.8 s cold or + 0.35 s warm, the limits met", () => {
    expect(observedMisses([observed('repay', 1440, 870, { warm: 820 }), floor])).toEqual([]);
    expect(
      observedMisses([
        observed('repay', 1441, 871, { warm: 820 }),
        observed('error', Number.NaN, 500),
        floor,
      ]),
    ).toEqual([
      'repay: cold LCP 1.44 s, +0.80 s over floor 0.64 s (goal +0.80 s)',
      'repay: warm LCP 0.87 s, +0.35 s over floor 0.52 s (goal +0.35 s)',
      'repay: warm LCP 0.87 s, +0.05 s over worker blocked 0.82 s (goal +0.05 s)',
      'error: cold LCP n/a, n/a over floor 0.64 s (goal +0.80 s)',
    ]);
  });

  it('holds the floor to no goal, and misses every page when the floor was not measured', () => {
    expect(observedMisses([observed(observedFloorPage, 1520, 1520, { warm: 900 })])).toEqual([]);
    expect(observedMisses([observed('repay', 700, 500)])).toEqual([
      'repay: cold LCP 0.70 s, n/a over floor n/a (goal +0.80 s)',
      'repay: warm LCP 0.50 s, n/a over floor n/a (goal +0.35 s)',
    ]);
  });

  it("keeps its section in docs/bench.md apart from Lighthouse's table", () => {
    const section = observedSection([observed('orderDetail', 1172, 690), floor], {
      date: '2026-11-25',
      chromiumVersion: '156.0.8078.79',
      runs: 3,
      load: 2.54,
      cores: 2,
    });
    expect(section.split('\n')[0]).toBe('## Observed');
    expect(section).toContain('Written by `npm run bench -- --observed` on 2026-11-25');
    expect(section).toContain('150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower');
    expect(section).toContain('median of 3 runs');
    expect(section).toContain('load average then: 2.5 on 2 cores');
    expect(section).toContain('| orderDetail | 1.17 s          |');
    expect(section).toContain(
      "Goals, worker on: cold LCP at most the floor's + 0.80 s, warm at most the floor's + 0.35 s; the worker costs a warm visit at most 0.05 s.",
    );
    expect(section).not.toContain('Against');

    const lighthouse = '# Bench\n\nLighthouse table\n';
    const both = withObservedSection(lighthouse, section);
    expect(both).toBe(`# Bench\n\nLighthouse table\n\n${section}`);
    expect(observedSectionOf(both)).toBe(section);
    // A new section replaces the old; Lighthouse's new table keeps the observed one.
    const newer = section.replace('2026-11-25', '2026-11-26');
    expect(withObservedSection(both, newer)).toBe(`# Bench\n\nLighthouse table\n\n${newer}`);
    expect(withObservedSection('# Bench\n\nNew table\n', observedSectionOf(both))).toBe(
      `# Bench\n\nNew table\n\n${section}`,
    );
    expect(observedSectionOf(lighthouse)).toBe('');
    expect(withObservedSection(lighthouse, '')).toBe(lighthouse);
  });

  it('reports the tap from Order Details to the repayment page against its 0.6 s', () => {
    const run = { date: '2026-11-26', chromiumVersion: '156', runs: 3, load: 1, cores: 2 };
    const label = "REPAY on orderDetail to repay's largest paint";
    expect(observedSection([], { ...run, tapMs: 934 })).toContain(
      `The next screen: ${label}, on a warm phone with its next pages fetched ahead, 0.93 s from the tap (goal 0.60 s).`,
    );
    expect(observedSection([], run)).not.toContain('The next screen');
    expect(observedMisses([], 600)).toEqual([]);
    expect(observedMisses([], 601)).toEqual([`${label}: 0.60 s > 0.60 s`]);
    expect(observedMisses([])).toEqual([]);
  });
});

describe('the observed bench --against another commit', () => {
  const pair = (cold: number, warm: number) => ({
    cold: { lcp: cold, callStart: 300, callEnd: 600 },
    warm: { lcp: warm, callStart: 150, callEnd: 420 },
  });
  const against: Against = {
    ref: '2817fca',
    commit: '2817fca',
    results: [
      { page: 'orderDetail', own: pair(2440, 1570), ref: pair(2050, 1270) },
      { page: 'repay', own: pair(2000, 1000), ref: pair(2000, 1250) },
      { page: 'repaymentOfCode2', own: pair(1500, 1100) },
      { page: observedFloorPage, own: pair(700, 560), ref: pair(640, 520) },
    ],
  };

  it('reads the commit after --against, with --observed only', () => {
    expect(benchOptions(['--observed', '--against', '2817fca', '--runs', '5'], {})).toEqual({
      build: true,
      outDir: 'dist',
      runs: 5,
      observed: true,
      against: '2817fca',
    });
    expect(benchOptions(['--observed'], {}).against).toBeUndefined();
    expect(() => benchOptions(['--observed', '--against'], {})).toThrow(
      '--against needs a git commit',
    );
    expect(() => benchOptions(['--observed', '--against', '--runs', '5'], {})).toThrow(
      '--against needs a git commit',
    );
    expect(() => benchOptions(['--against', 'main'], {})).toThrow('--against goes with --observed');
  });

  it('reads the CPU tier after --tier, mid or low, with --observed only', () => {
    expect(benchOptions(['--observed', '--tier', 'low'], {}).tier).toBe('low');
    expect(benchOptions(['--observed'], {}).tier).toBeUndefined();
    expect(() => benchOptions(['--observed', '--tier', 'high'], {})).toThrow(
      '--tier is mid or low',
    );
    expect(() => benchOptions(['--tier', 'mid'], {})).toThrow('--tier goes with --observed');
  });

  it("divides this build's LCP by the other's", () => {
    expect(lcpRatio(2440, 2050)).toBeCloseTo(1.19, 2);
    expect(lcpRatio(1000, 1250)).toBe(0.8);
    expect(lcpRatio(1000, Number.NaN)).toBeNaN();
    expect(lcpRatio(Number.NaN, 1000)).toBeNaN();
    expect(lcpRatio(1000, 0)).toBeNaN();
  });

  it('prints both builds and the ratio per page, cold and warm', () => {
    expect(againstTable(against.results, '2817fca')).toBe(
      [
        '| page             | cold, this build | cold, 2817fca | cold ratio | warm, this build | warm, 2817fca | warm ratio |',
        '| ---------------- | ---------------- | ------------- | ---------- | ---------------- | ------------- | ---------- |',
        '| orderDetail      | 2.44 s           | 2.05 s        | 1.19       | 1.57 s           | 1.27 s        | 1.24       |',
        '| repay            | 2.00 s           | 2.00 s        | 1.00       | 1.00 s           | 1.25 s        | 0.80       |',
        '| repaymentOfCode2 | 1.50 s           | n/a           | n/a        | 1.10 s           | n/a           | n/a        |',
        '| aboutUs          | 0.70 s           | 0.64 s        | 1.09       | 0.56 s           | 0.52 s        | 1.08       |',
      ].join('\n'),
    );
  });

  it('misses every data page slower than the other build, not a page it lacks nor the floor', () => {
    expect(observedMisses([], undefined, against)).toEqual([
      'orderDetail: cold LCP 2.44 s against 2.05 s at 2817fca (ratio 1.19)',
      'orderDetail: warm LCP 1.57 s against 1.27 s at 2817fca (ratio 1.24)',
    ]);
  });

  it('writes the comparison under the observed table, naming the commit and the pages it lacks', () => {
    const section = observedSection([], {
      date: '2026-11-27',
      chromiumVersion: '156',
      runs: 5,
      load: 0.4,
      cores: 2,
      against,
    });
    expect(section).toContain('Written by `npm run bench -- --observed --against 2817fca` on');
    expect(section).toContain('Against 2817fca (2817fca), built aside');
    expect(section).toContain('2817fca has no repaymentOfCode2.');
    expect(section).toContain(
      '| orderDetail      | 2.44 s           | 2.05 s        | 1.19       |',
    );
  });
});
