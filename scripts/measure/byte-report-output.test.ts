// @vitest-environment node
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatTable,
  measurePages,
  type PageBytes,
  telemetryLine,
  telemetryScripts,
} from './byte-report.ts';
import { fakeBuild, writeMaps, removeFakeBuilds } from './byte-fixture.ts';

afterEach(removeFakeBuilds);

describe('formatTable', () => {
  const rows: PageBytes[] = [
    {
      page: 'orderDetail',
      file: 'orderDetail.html',
      static: false,
      dataPage: true,
      ownJs: { raw: 20_000, gzip: 6_543, brotli: 6_000 },
      ownJsFiles: ['assets/orderDetail-A1.js'],
      js: { raw: 123_456, gzip: 45_678, brotli: 40_000 },
      css: { raw: 5_000, gzip: 1_500, brotli: 1_200 },
      html: { raw: 800, gzip: 400, brotli: 350 },
      inlineJs: { raw: 0, gzip: 0, brotli: 0 },
      jsFiles: ['assets/orderDetail-A1.js', 'assets/react-B2c3D4e5.js'],
      cssFiles: [],
      overBudget: [],
    },
    {
      page: 'repay',
      file: 'repay.html',
      static: false,
      dataPage: true,
      ownJs: { raw: 250_000, gzip: 51_635, brotli: 48_000 },
      ownJsFiles: ['assets/repay-E5.js'],
      js: { raw: 300_000, gzip: 96_500, brotli: 80_000 },
      css: { raw: 0, gzip: 0, brotli: 0 },
      html: { raw: 820, gzip: 410, brotli: 360 },
      inlineJs: { raw: 12_000, gzip: 5_432, brotli: 5_000 },
      jsFiles: ['assets/repay-E5.js', 'assets/react-B2c3D4e5.js'],
      cssFiles: [],
      overBudget: ['JS 96.5 kB > 95.0 kB'],
    },
  ];

  it('prints a row per page, the shared baseline, the worst move and the budgets', () => {
    const worst = { from: 'orderDetail.html', to: 'repay.html', files: [], gzip: 51_635 };
    expect(formatTable(rows, worst).split('\n')).toEqual([
      '| page             | JS raw   | JS gzip | own JS gzip | JS br   | CSS raw | CSS gzip | CSS br | HTML gzip | inline JS gzip | scripts | budget                     |',
      '| ---------------- | -------- | ------- | ----------- | ------- | ------- | -------- | ------ | --------- | -------------- | ------- | -------------------------- |',
      '| orderDetail.html | 123.5 kB | 45.7 kB | 6.5 kB      | 40.0 kB | 5.0 kB  | 1.5 kB   | 1.2 kB | 0.4 kB    | 0.0 kB         | 2       | ok                         |',
      '| repay.html       | 300.0 kB | 96.5 kB | 51.6 kB     | 80.0 kB | 0.0 kB  | 0.0 kB   | 0.0 kB | 0.4 kB    | 5.4 kB         | 2       | OVER: JS 96.5 kB > 95.0 kB |',
      '',
      'Shared baseline, the JS every data page loads (orderDetail, repay): 39.1 kB gzip in 1 files (react).',
      'Worst move: orderDetail.html to repay.html, 51.6 kB gzip of new JS (OVER: > 15.0 kB).',
      "Budgets: first visit JS <= 98.0 kB gzip, own JS beyond the shared baseline <= 15.0 kB, new JS on any move between pages <= 15.0 kB, static pages 0.0 kB of JS, CSS <= 10.0 kB gzip, inline JS <= 4.9 kB gzip; per page, the scripts of its first visit and its HTML's gzip (without its inline JS) at most its ceiling (pageCeilings).",
    ]);
  });

  it('prints the measured pages of a build', () => {
    const table = formatTable(measurePages(fakeBuild(['orderDetail', 'repay'])));
    const lines = table.split('\n');

    expect(lines).toHaveLength(8);
    expect(lines[2]?.startsWith('| orderDetail.html |')).toBe(true);
    expect(lines[2]).toMatch(/\| ok +\|$/);
    expect(lines[3]?.startsWith('| repay.html       |')).toBe(true);
    expect(lines[3]).toMatch(
      /\| OVER: JS \d+\.\d kB > 98\.0 kB, own JS \d+\.\d kB > 15\.0 kB, CSS \d+\.\d kB > 10\.0 kB \|$/,
    );
    expect(lines[5]).toBe(
      'Shared baseline: none (no page declares its first call in pages/<page>/pageLoad.ts).',
    );
    expect(lines[6]).toBe('Worst move: none (no page runs JS).');
  });
});

describe('telemetry in the byte report', () => {
  it('finds none in a build without an endpoint, and says so', () => {
    const dist = writeMaps(fakeBuild(['orderDetail']), {
      'assets/orderDetail-A1.js': ['../../pages/orderDetail/main.tsx'],
      'assets/shared-B2.js': ['../../shared/page/delivery.ts', '../../shared/data/usePageData.ts'],
    });
    expect(telemetryScripts(dist)).toEqual({ gate: [], lazy: [] });
    expect(telemetryLine(telemetryScripts(dist), () => 0)).toBe(
      'Telemetry: none in this build (VITE_TELEMETRY_URL unset): no script holds its code, so no page fetches any.',
    );
  });

  it('names the scripts fetched once the page is idle, and where the gate is', () => {
    const dist = writeMaps(fakeBuild(['orderDetail']), {
      'assets/shared-B2.js': ['../../shared/page/delivery.ts', '../../shared/telemetry/gate.ts'],
      'assets/reporter-R1.js': [
        '../../shared/telemetry/report.ts',
        '../../shared/telemetry/reporter.ts',
      ],
      'assets/vitals-V1.js': ['../../node_modules/web-vitals/dist/web-vitals.js'],
    });
    const found = telemetryScripts(dist);
    expect(found).toEqual({
      gate: ['assets/shared-B2.js'],
      lazy: ['assets/reporter-R1.js', 'assets/vitals-V1.js'],
    });
    expect(telemetryLine(found, (file) => (file.includes('reporter') ? 1_990 : 3_350))).toBe(
      "Telemetry: reporter-R1.js (2.0 kB gzip), vitals-V1.js (3.4 kB gzip), fetched once the page is idle, in no page's first visit; the first visit carries its gate, in shared-B2.js.",
    );
    const [orderDetail] = measurePages(path.dirname(dist));
    expect(orderDetail?.overBudget).toEqual([]);
  });

  it('fails a page whose first visit holds the reporter', () => {
    const dist = writeMaps(fakeBuild(['orderDetail']), {
      'assets/ui-C3.js': ['../../shared/ui/x.tsx', '../../shared/telemetry/reporter.ts'],
    });
    const [orderDetail] = measurePages(path.dirname(dist));
    expect(orderDetail?.overBudget).toEqual(['telemetry ui-C3.js in the first visit']);
  });

  it('says when it could not look (a build without source maps)', () => {
    const root = fakeBuild(['orderDetail']);
    expect(telemetryScripts(path.join(root, 'dist'))).toBeUndefined();
    expect(telemetryLine(undefined, () => 0)).toBe(
      'Telemetry: not looked for (the build wrote no source maps).',
    );
  });
});
