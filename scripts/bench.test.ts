// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findPage } from '../shared/config/pages.ts';
import { findProduct, loan } from '../shared/mock/catalogue.ts';
import { budgets, kb } from './byte-report.ts';
import {
  benchFailures,
  benchMarkdown,
  benchOptions,
  benchPath,
  benchResult,
  type BenchResult,
  benchTable,
  lcpElementText,
  median,
  medianRun,
  medianVisit,
  observedFloorPage,
  observedMisses,
  observedPages,
  type ObservedResult,
  observedSection,
  observedSectionOf,
  observedTable,
  withObservedSection,
  notesHeading,
} from './bench.ts';

const scores = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };

/** A page that meets every threshold. */
function result(overrides: Partial<BenchResult> = {}): BenchResult {
  return {
    page: 'aboutUs',
    jsGzip: 0,
    fcp: 800,
    lcp: 800,
    lcpElement: 'About us',
    tbt: 0,
    cls: 0,
    scores,
    hostIndex: 1500,
    ...overrides,
  };
}

describe('benchPath', () => {
  it('opens Order Details on an order the default mock scenario knows', () => {
    const url = new URL(benchPath(findPage('orderDetail')), 'http://localhost');
    expect(url.pathname).toBe('/orderDetail');
    expect(findProduct(url.searchParams.get('productId'))).toBeDefined();
    expect(url.searchParams.get('orderId')).toBe(loan.orderNo);
  });

  it('gives the failure page its order and opens other pages at their clean path', () => {
    expect(benchPath(findPage('error'))).toBe(`/error?orderId=${loan.orderNo}`);
    expect(benchPath(findPage('landing'))).toBe('/');
    expect(benchPath(findPage('customerService'))).toBe('/customerService');
  });
});

describe('benchOptions', () => {
  it('builds into dist/ unless told otherwise', () => {
    expect(benchOptions([], {})).toEqual({ build: true, outDir: 'dist', runs: 3 });
    expect(benchOptions(['--no-build'], { BUILD_DIR: 'dist-x' })).toEqual({
      build: false,
      outDir: 'dist-x',
      runs: 3,
    });
    expect(benchOptions(['--out', 'dist-bench'], { BUILD_DIR: 'dist-x' }).outDir).toBe(
      'dist-bench',
    );
    expect(() => benchOptions(['--out'], {})).toThrow('--out needs a folder');
  });

  it('measures only the pages named after --pages', () => {
    expect(benchOptions(['--no-build', '--pages', 'orderDetail,error'], {})).toEqual({
      build: false,
      outDir: 'dist',
      pages: ['orderDetail', 'error'],
      runs: 3,
    });
    expect(() => benchOptions(['--pages'], {})).toThrow('--pages needs page names');
  });

  it('changes only the simulated settings named after --throttle', () => {
    expect(
      benchOptions(['--throttle', 'throughputKbps=100000,cpuSlowdownMultiplier=1'], {}),
    ).toEqual({
      build: true,
      outDir: 'dist',
      runs: 3,
      throttle: { throughputKbps: 100000, cpuSlowdownMultiplier: 1 },
    });
    expect(benchOptions(['--throttle', 'rttMs=0'], {}).throttle).toEqual({ rttMs: 0 });
    for (const bad of [
      '',
      'rtt=0',
      'rttMs=',
      'rttMs=fast',
      'rttMs=-1',
      'rttMs=0=5',
      'requestLatencyMs=0',
    ]) {
      expect(() => benchOptions(['--throttle', bad], {})).toThrow('--throttle');
    }
    expect(() => benchOptions(['--throttle'], {})).toThrow('--throttle needs name=number pairs');
  });

  it('measures in Chromium with the load applied with --observed', () => {
    expect(benchOptions(['--observed', '--no-build'], {})).toEqual({
      build: false,
      outDir: 'dist',
      runs: 3,
      observed: true,
    });
    expect(benchOptions([], {}).observed).toBeUndefined();
  });

  it('serves over HTTP/2 with --h2', () => {
    expect(benchOptions(['--h2'], {}).h2).toBe(true);
    expect(benchOptions([], {}).h2).toBeUndefined();
  });

  it('audits each page --runs times', () => {
    expect(benchOptions(['--runs', '5'], {}).runs).toBe(5);
    expect(benchOptions(['--runs', '1'], {}).runs).toBe(1);
    for (const bad of [['--runs'], ['--runs', '0'], ['--runs', 'two'], ['--runs', '2.5']]) {
      expect(() => benchOptions(bad, {})).toThrow('--runs needs a whole number, 1 or more');
    }
  });
});

describe('medianRun', () => {
  const run = (score: number | null, name: string) => ({
    name,
    lhr: { categories: { performance: { score } } },
  });

  it('reports the run with the median performance score', () => {
    expect(medianRun([run(0.91, 'a'), run(0.99, 'b'), run(0.97, 'c')]).name).toBe('c');
    expect(medianRun([run(0.97, 'a')]).name).toBe('a');
    // An even count takes the lower middle run; a run without a score counts as 0.
    expect(medianRun([run(0.99, 'a'), run(null, 'b'), run(0.95, 'c'), run(0.98, 'd')]).name).toBe(
      'c',
    );
  });

  it('needs a run', () => {
    expect(() => medianRun([])).toThrow('no runs');
  });
});

describe('benchResult', () => {
  it('reads the metrics and rounds the category scores of a Lighthouse result', () => {
    const lhr = {
      audits: {
        'first-contentful-paint': { numericValue: 912.4 },
        'largest-contentful-paint': { numericValue: 1500 },
        'total-blocking-time': { numericValue: 20 },
        'cumulative-layout-shift': { numericValue: 0.0123 },
        'largest-contentful-paint-element': {
          details: {
            type: 'list',
            items: [
              {
                type: 'table',
                items: [
                  {
                    node: {
                      type: 'node',
                      snippet: '<p class="_DOytBZ">',
                      nodeLabel: 'Your payment is due on 2026-11-30.',
                    },
                  },
                ],
              },
            ],
          },
        },
      },
      categories: {
        performance: { score: 0.976 },
        accessibility: { score: 1 },
        'best-practices': { score: 0.96 },
        seo: { score: null },
      },
      environment: { benchmarkIndex: 1424.5 },
    };
    expect(benchResult('orderDetail', 61_000, lhr)).toEqual({
      page: 'orderDetail',
      jsGzip: 61_000,
      fcp: 912.4,
      lcp: 1500,
      lcpElement: 'Your payment is due on 2026-11-30.',
      tbt: 20,
      cls: 0.0123,
      scores: { performance: 98, accessibility: 100, 'best-practices': 96, seo: 0 },
      hostIndex: 1424.5,
    });
    expect(benchResult('orderDetail', 61_000, { ...lhr, environment: {} }).hostIndex).toBeNaN();
  });
});

describe('lcpElementText', () => {
  it('gives the text of the element, shortened, or its tag when it has none', () => {
    const node = (fields: object) => ({
      type: 'list',
      items: [{ items: [{ node: { type: 'node', ...fields } }] }],
    });
    expect(lcpElementText(node({ nodeLabel: ' Status \n  text ' }))).toBe('Status text');
    expect(lcpElementText(node({ nodeLabel: 'x'.repeat(50) }))).toBe(`${'x'.repeat(39)}…`);
    expect(lcpElementText(node({ snippet: '<img src="a.png">' }))).toBe('<img src="a.png">');
    expect(lcpElementText(undefined)).toBe('n/a');
  });
});

describe('benchTable', () => {
  it('renders one padded markdown row per page', () => {
    const table = benchTable([
      result({
        page: 'landing',
        jsGzip: 0,
        fcp: 812,
        lcp: 1234.5,
        lcpElement: 'Fast loans | no fees',
        tbt: 0,
        cls: 0,
      }),
      result({
        page: 'orderDetail',
        jsGzip: 61_234,
        fcp: 1456,
        lcp: Number.NaN,
        lcpElement: 'n/a',
        tbt: 37.6,
        cls: 0.0456,
        scores: { performance: 91, accessibility: 100, 'best-practices': 96, seo: 92 },
        hostIndex: 1117.5,
      }),
    ]);
    expect(table).toBe(
      [
        '| page        | JS gzip | FCP    | LCP    | LCP element           | TBT   | CLS   | performance | accessibility | best practices | SEO | host index |',
        '| ----------- | ------- | ------ | ------ | --------------------- | ----- | ----- | ----------- | ------------- | -------------- | --- | ---------- |',
        '| landing     | 0.0 kB  | 0.81 s | 1.23 s | Fast loans \\| no fees | 0 ms  | 0.000 | 100         | 100           | 100            | 100 | 1500       |',
        '| orderDetail | 61.2 kB | 1.46 s | n/a    | n/a                   | 38 ms | 0.046 | 91          | 100           | 96             | 92  | 1118       |',
      ].join('\n'),
    );
  });

  it('writes docs/bench.md with the command, the versions and the date', () => {
    const markdown = benchMarkdown([result()], {
      date: '2025-06-11',
      lighthouseVersion: '13.5.0',
      chromiumVersion: '156.0.8078.79',
      runs: 3,
    });
    expect(markdown.split('\n').slice(0, 4)).toEqual([
      '# Bench',
      '',
      'Written by `npm run bench` on 2025-06-11: Lighthouse 13.5.0 mobile (simulated throttling), Chromium 156.0.8078.79; of 3 runs per page, the one with the median performance score.',
      '',
    ]);
    expect(markdown).toContain('| aboutUs | 0.0 kB  | 0.80 s | 0.80 s | About us    | 0 ms |');
  });

  it('keeps the measurements written by hand under their heading, and only those', () => {
    const run = {
      date: '2025-06-12',
      lighthouseVersion: '13.5.0',
      chromiumVersion: '156',
      runs: 3,
    };
    const previous = `${benchMarkdown([result({ page: 'error' })], run)}\n${notesHeading}\n\nA note.\n\n### Its table\n\n## Another section\n`;
    const markdown = benchMarkdown([result()], run, previous);
    expect(markdown.endsWith(`\n${notesHeading}\n\nA note.\n\n### Its table\n`)).toBe(true);
    expect(markdown).not.toContain('| error ');
    expect(benchMarkdown([result()], run, '# Bench\n\nno notes\n')).not.toContain(notesHeading);
  });
});

describe('benchFailures', () => {
  it('passes pages that meet every threshold, the limits included', () => {
    expect(
      benchFailures([
        result(),
        result({
          page: 'orderDetail',
          fcp: 800,
          lcp: 1300,
          cls: 0.02,
          tbt: 50,
          scores: { ...scores, performance: 98 },
        }),
        // LCP is held to 1.3 s on the data pages only.
        result({ page: 'landing', lcp: 2500, jsGzip: budgets.firstVisitJsGzip }),
      ]),
    ).toEqual([]);
  });

  it('lists every missed threshold of every page', () => {
    expect(
      benchFailures([
        result({
          page: 'orderDetail',
          fcp: 1456,
          lcp: 2100,
          cls: 0.0456,
          tbt: 51,
          scores: { ...scores, performance: 91, seo: 94 },
        }),
        result({
          page: 'customerService',
          fcp: Number.NaN,
          lcp: Number.NaN,
          scores: { ...scores, performance: 97 },
        }),
        result({
          page: 'landing',
          jsGzip: budgets.firstVisitJsGzip + 1,
          scores: { ...scores, performance: 94 },
        }),
      ]),
    ).toEqual([
      'orderDetail: performance 91 < 95',
      'orderDetail: seo 94 < 95',
      'orderDetail: FCP 1.46 s > 0.80 s',
      'orderDetail: LCP 2.10 s > 1.30 s',
      'orderDetail: CLS 0.046 > 0.020',
      'orderDetail: TBT 51 ms > 50 ms',
      'orderDetail: performance 91 < 98',
      'customerService: FCP n/a > 0.80 s',
      'customerService: LCP n/a > 1.30 s',
      'customerService: performance 97 < 98',
      'landing: performance 94 < 95',
      'landing: performance 94 < 98',
      `landing: JS ${kb(budgets.firstVisitJsGzip + 1)} gzip > ${kb(budgets.firstVisitJsGzip)}`,
    ]);
  });
});

describe('the observed bench', () => {
  const visit = (lcp: number, callStart = 300, callEnd = 600) => ({ lcp, callStart, callEnd });
  const observed = (page: string, cold: number, warm: number): ObservedResult => ({
    page,
    cold: visit(cold),
    warm: visit(warm, 150, 420),
  });

  it('takes the median of the values measured', () => {
    expect(median([1170, 980, 1400])).toBe(1170);
    expect(median([400, 500])).toBe(450);
    expect(median([Number.NaN, 700, 900, 800])).toBe(800);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
  });

  it('takes each number of the visits on its own median', () => {
    expect(
      medianVisit([visit(900, 320, 700), visit(1100, 280, 650), visit(1000, 300, 900)]),
    ).toEqual({ lcp: 1000, callStart: 300, callEnd: 700 });
  });

  it('prints cold and warm, each its LCP and when the first call left and was answered', () => {
    expect(
      observedTable([
        observed('orderDetail', 1172, 690),
        { page: 'promotion', cold: visit(Number.NaN), warm: visit(410, 120, 380) },
      ]),
    ).toBe(
      [
        '| page        | cold LCP | call left (cold) | data answered (cold) | warm LCP | call left (warm) | data answered (warm) |',
        '| ----------- | -------- | ---------------- | -------------------- | -------- | ---------------- | -------------------- |',
        '| orderDetail | 1.17 s   | 0.30 s           | 0.60 s               | 0.69 s   | 0.15 s           | 0.42 s               |',
        '| promotion   | n/a      | 0.30 s           | 0.60 s               | 0.41 s   | 0.12 s           | 0.38 s               |',
      ].join('\n'),
    );
  });

  it('lists the pages over 1.0 s cold or 0.45 s warm, the limits met', () => {
    expect(observedMisses([observed('repay', 1000, 450)])).toEqual([]);
    expect(
      observedMisses([observed('repay', 1001, 451), observed('error', Number.NaN, 300)]),
    ).toEqual([
      'repay: cold LCP 1.00 s > 1.00 s',
      'repay: warm LCP 0.45 s > 0.45 s',
      'error: cold LCP n/a > 1.00 s',
    ]);
  });

  it('measures the floor beside the data pages and holds it to no goal', () => {
    expect(observedPages).not.toContain(observedFloorPage);
    expect(observedMisses([observed(observedFloorPage, 1520, 1520)])).toEqual([]);
  });

  it("keeps its section in docs/bench.md apart from Lighthouse's table", () => {
    const section = observedSection([observed('orderDetail', 1172, 690)], {
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
    expect(section).toContain('| orderDetail | 1.17 s   |');

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
