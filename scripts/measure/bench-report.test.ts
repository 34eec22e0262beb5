// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BenchResult } from './bench-lighthouse.ts';
import { benchFailures, benchMarkdown, benchTable, notesHeading } from './bench-report.ts';
import { budgets } from './byte-budgets.ts';
import { kb } from './byte-report.ts';

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
