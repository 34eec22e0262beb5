// @vitest-environment node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInfoDir, manifestPath, sourceMapsDir } from '../build/build-info.ts';
import { builtPages } from '../build/pages-plugin.ts';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { budgets, pageCeilings } from './byte-budgets.ts';
import { inlinedFiles, inlineStyles } from './byte-html.ts';
import {
  ceilingsPassed,
  formatTable,
  gzipOfFiles,
  measurePages,
  moves,
  type PageBytes,
  sharedBaseline,
  telemetryLine,
  telemetryScripts,
  worstMove,
} from './byte-report.ts';

const tempRoots: string[] = [];

afterEach(() => {
  for (const root of tempRoots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** Text that compresses well, distinct per label. */
function text(label: string, repeat: number): Buffer {
  return Buffer.from(`console.log(${JSON.stringify(label)}, [1, 2, 3]);\n`.repeat(repeat));
}

/** Bytes that do not compress (a fixed pseudo-random sequence). */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

function sizes(contents: Buffer[]) {
  return {
    raw: contents.reduce((sum, content) => sum + content.length, 0),
    gzip: contents.reduce((sum, content) => sum + gzipSync(content, { level: 9 }).length, 0),
    brotli: contents.reduce(
      (sum, content) =>
        sum +
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      0,
    ),
  };
}

const assets = {
  'assets/orderDetail-A1.js': text('orderDetail entry', 300),
  'assets/orderDetail-A1.css': text('.order{color:red}', 100),
  'assets/shared-B2.js': text('shared chunk', 500),
  'assets/shared-B2.css': text('.shared{margin:0}', 80),
  'assets/ui-C3.js': text('ui chunk', 200),
  'assets/lazy-D4.js': text('lazy chunk', 400),
  'assets/lazy-D4.css': text('.lazy{padding:0}', 60),
  'assets/repay-E5.js': noise(99_000, 7),
  'assets/repay-E5.css': noise(12_000, 11),
  'assets/document-F6.css': text('.document{margin:0}', 50),
};

/** Page HTML as Vite writes it (base /h5/): the lazy chunk is not referenced, only imported later. */
const pagesHtml = {
  'orderDetail.html': `<!doctype html><html><head>
    <link rel="icon" href="/h5/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/h5/assets/orderDetail-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/h5/assets/shared-B2.js">
    <link rel="modulepreload" crossorigin href="/h5/assets/ui-C3.js">
    <link rel="stylesheet" crossorigin href="/h5/assets/shared-B2.css">
    <link rel="stylesheet" crossorigin href="/h5/assets/orderDetail-A1.css">
  </head><body><div id="root"></div></body></html>`,
  'repay.html': `<!doctype html><html><head>
    <script type="module" crossorigin src="/h5/assets/repay-E5.js"></script>
    <link rel="modulepreload" crossorigin href="/h5/assets/shared-B2.js">
    <link rel="modulepreload" crossorigin href="/h5/assets/ui-C3.js">
    <link rel="stylesheet" crossorigin href="/h5/assets/shared-B2.css">
    <link rel="stylesheet" crossorigin href="/h5/assets/repay-E5.css">
  </head><body><div id="root"></div></body></html>`,
  'aboutUs.html': `<!doctype html><html><head>
    <link rel="stylesheet" crossorigin href="/h5/assets/document-F6.css">
  </head><body><div id="root"><h1>About us</h1></div></body></html>`,
};

/** Vite's manifest for the same build (aboutUs lost its entry when its script was removed). */
const manifest = {
  'orderDetail.html': {
    file: 'assets/orderDetail-A1.js',
    isEntry: true,
    imports: ['_shared-B2.js', '_ui-C3.js'],
    dynamicImports: ['pages/orderDetail/Lazy.tsx'],
    css: ['assets/orderDetail-A1.css'],
  },
  '_shared-B2.js': {
    file: 'assets/shared-B2.js',
    imports: ['_ui-C3.js'],
    css: ['assets/shared-B2.css'],
  },
  '_ui-C3.js': { file: 'assets/ui-C3.js', imports: ['_shared-B2.js'] },
  'pages/orderDetail/Lazy.tsx': {
    file: 'assets/lazy-D4.js',
    isDynamicEntry: true,
    imports: ['_shared-B2.js'],
    css: ['assets/lazy-D4.css'],
  },
  'repay.html': {
    file: 'assets/repay-E5.js',
    isEntry: true,
    imports: ['_shared-B2.js'],
    css: ['assets/repay-E5.css'],
  },
};

const files: Record<string, Buffer> = {
  ...assets,
  ...Object.fromEntries(Object.entries(pagesHtml).map(([file, html]) => [file, Buffer.from(html)])),
};

function fakeBuild(pageNames: readonly string[], dataPages: readonly string[] = []): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'byte-report-'));
  tempRoots.push(root);
  for (const name of pageNames) {
    fs.mkdirSync(path.join(root, 'pages', name), { recursive: true });
    fs.writeFileSync(path.join(root, 'pages', name, 'main.tsx'), 'export {};\n');
    if (dataPages.includes(name)) {
      fs.writeFileSync(path.join(root, 'pages', name, 'pageLoad.ts'), 'export {};\n');
    }
  }
  const dist = path.join(root, 'dist');
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  fs.mkdirSync(buildInfoDir(dist), { recursive: true });
  fs.writeFileSync(manifestPath(dist), JSON.stringify(manifest));
  for (const [file, content] of Object.entries(files)) {
    fs.writeFileSync(path.join(dist, file), content);
  }
  return root;
}

describe('inlineStyles', () => {
  it('reads the rules of every style element of a page', () => {
    const html = `<head><style>:root{--brand:#123}</style>
      <style data-href="/assets/style-A1.css">body{margin:0}</style></head>`;
    expect(inlineStyles(html)).toEqual([':root{--brand:#123}', 'body{margin:0}']);
  });
});

describe('inlinedFiles', () => {
  it('names the build files whose rules a page carries inline', () => {
    const html = `<head><style>:root{--brand:#123}</style>
      <style data-href="/h5/assets/pageKit-A1.css">body{margin:0}</style>
      <style data-href="assets/Dialog-B2.css">.dialog{margin:0}</style></head>`;
    expect([...inlinedFiles(html)]).toEqual(['assets/pageKit-A1.css', 'assets/Dialog-B2.css']);
  });
});

describe('measurePages', () => {
  it('counts the rules inlined in the page as its CSS', () => {
    const root = fakeBuild(['privacyPolicy']);
    const rules = text('.document{margin:0}', 40);
    fs.writeFileSync(
      path.join(root, 'dist', 'privacyPolicy.html'),
      `<!doctype html><html><head><style data-href="/assets/style-A1.css">${rules.toString()}</style></head><body></body></html>`,
    );
    const [privacyPolicy] = measurePages(root);
    expect(privacyPolicy?.cssFiles).toEqual([]);
    expect(privacyPolicy?.css).toEqual(sizes([rules]));
    expect(privacyPolicy?.js.raw).toBe(0);
  });

  it("counts a page's inline script apart, as its inline JS, outside its HTML and its script files", () => {
    const root = fakeBuild(['repay']);
    const script = text('go();', 400);
    const page = (inline: string) =>
      `<!doctype html><html><head>${inline && `<script>${inline}</script>`}<script type="module" src="/assets/repay-E5.js"></script></head><body></body></html>`;
    fs.writeFileSync(path.join(root, 'dist', 'repay.html'), page(''));
    const [without] = measurePages(root);
    fs.writeFileSync(path.join(root, 'dist', 'repay.html'), page(script.toString()));
    const [repay] = measurePages(root);
    expect(repay?.inlineJs).toEqual(sizes([script]));
    expect(without?.inlineJs.gzip).toBe(0);
    // The HTML's bytes without the script: the empty element's tags stay.
    expect(repay?.html.raw).toBe((without?.html.raw ?? 0) + '<script></script>'.length);
    expect(repay?.js).toEqual(without?.js);
    // Text that gzip cannot shrink much: over the inline script's budget.
    const over = Buffer.from(`go("${randomBytes(9_000).toString('base64')}")`);
    fs.writeFileSync(path.join(root, 'dist', 'repay.html'), page(over.toString()));
    expect(measurePages(root)[0]?.overBudget).toContain(
      `inline JS ${(sizes([over]).gzip / 1000).toFixed(1)} kB > 4.7 kB`,
    );
  });

  it('measures one row per built page, in page-table order', () => {
    const rows = measurePages(fakeBuild(['repay', 'orderDetail']));
    expect(rows.map((row) => [row.page, row.file])).toEqual([
      ['orderDetail', 'orderDetail.html'],
      ['repay', 'repay.html'],
    ]);
  });

  it('counts what the HTML loads: the entry, its preloads and stylesheets, not later imports', () => {
    const [orderDetail] = measurePages(fakeBuild(['orderDetail']));

    expect(orderDetail?.jsFiles).toEqual([
      'assets/orderDetail-A1.js',
      'assets/shared-B2.js',
      'assets/ui-C3.js',
    ]);
    expect(orderDetail?.cssFiles).toEqual(['assets/shared-B2.css', 'assets/orderDetail-A1.css']);
    expect(orderDetail?.js).toEqual(
      sizes([
        assets['assets/orderDetail-A1.js'],
        assets['assets/shared-B2.js'],
        assets['assets/ui-C3.js'],
      ]),
    );
    expect(orderDetail?.js.raw).toBe(
      assets['assets/orderDetail-A1.js'].length +
        assets['assets/shared-B2.js'].length +
        assets['assets/ui-C3.js'].length,
    );
    expect(orderDetail?.css).toEqual(
      sizes([assets['assets/shared-B2.css'], assets['assets/orderDetail-A1.css']]),
    );
    expect(orderDetail?.html).toEqual(sizes([files['orderDetail.html'] as Buffer]));
  });

  it('reports compressed sizes below the raw ones for text', () => {
    const [orderDetail] = measurePages(fakeBuild(['orderDetail']));

    expect(orderDetail?.js.gzip).toBeGreaterThan(0);
    expect(orderDetail?.js.gzip).toBeLessThan(orderDetail?.js.raw ?? 0);
    expect(orderDetail?.js.brotli).toBeLessThan(orderDetail?.js.raw ?? 0);
    expect(orderDetail?.css.gzip).toBeLessThan(orderDetail?.css.raw ?? 0);
    expect(orderDetail?.overBudget).toEqual([]);
  });

  it('lists what is over budget', () => {
    const [, repay] = measurePages(fakeBuild(['orderDetail', 'repay']));
    const js = sizes([
      assets['assets/repay-E5.js'],
      assets['assets/shared-B2.js'],
      assets['assets/ui-C3.js'],
    ]);
    const css = sizes([assets['assets/shared-B2.css'], assets['assets/repay-E5.css']]);

    expect(repay?.jsFiles).toEqual([
      'assets/repay-E5.js',
      'assets/shared-B2.js',
      'assets/ui-C3.js',
    ]);
    expect(repay?.cssFiles).toEqual(['assets/shared-B2.css', 'assets/repay-E5.css']);
    expect(repay?.js).toEqual(js);
    expect(js.gzip).toBeGreaterThan(budgets.firstVisitJsGzip);
    expect(css.gzip).toBeGreaterThan(budgets.cssGzip);
    // Without data pages there is no shared baseline: all of a page's JS is its own.
    expect(repay?.ownJs).toEqual(js);
    expect(repay?.overBudget).toEqual([
      `JS ${(js.gzip / 1000).toFixed(1)} kB > 98.0 kB`,
      `own JS ${(js.gzip / 1000).toFixed(1)} kB > 15.0 kB`,
      `CSS ${(css.gzip / 1000).toFixed(1)} kB > 10.0 kB`,
    ]);
  });

  it('fails a page whose first visit fetches more scripts, or whose HTML is larger, than its ceiling', () => {
    const [orderDetail] = measurePages(fakeBuild(['orderDetail']));
    if (!orderDetail || !pageCeilings.orderDetail) throw new Error('no orderDetail row');
    const row = { ...orderDetail, overBudget: [] };
    const ceiling = pageCeilings.orderDetail;
    expect(row.jsFiles.length).toBeLessThanOrEqual(ceiling.scripts);
    const many = Array.from({ length: ceiling.scripts + 1 }, (_, index) => `assets/x-${index}.js`);
    expect(ceilingsPassed({ ...row, jsFiles: many })).toEqual([
      `${ceiling.scripts + 1} scripts > ${ceiling.scripts}`,
    ]);
    const html = { raw: 20_000, gzip: ceiling.htmlGzip + 1, brotli: 0 };
    expect(ceilingsPassed({ ...row, html })).toEqual([
      `HTML ${((ceiling.htmlGzip + 1) / 1000).toFixed(1)} kB > ${(ceiling.htmlGzip / 1000).toFixed(1)} kB`,
    ]);
  });

  it('has a ceiling for every page of the production build', () => {
    const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
    const pages = builtPages(projectRoot, { production: true }).map((page) => page.name);
    expect(Object.keys(pageCeilings).sort()).toEqual([...pages].sort());
  });

  it('has the budgets of the project', () => {
    expect(budgets).toEqual({
      firstVisitJsGzip: 98_000,
      ownJsGzip: 15_000,
      moveJsGzip: 15_000,
      staticJsGzip: 0,
      cssGzip: 10_000,
      inlineJsGzip: 4_700,
    });
  });

  it("counts a page's own JS beyond the chunks every data page loads", () => {
    const rows = measurePages(fakeBuild(['orderDetail', 'repay'], ['orderDetail', 'repay']));
    expect(rows.map((row) => row.dataPage)).toEqual([true, true]);
    expect(sharedBaseline(rows)).toEqual(['assets/shared-B2.js', 'assets/ui-C3.js']);
    const [orderDetail, repay] = rows;
    expect(orderDetail?.ownJsFiles).toEqual(['assets/orderDetail-A1.js']);
    expect(orderDetail?.ownJs).toEqual(sizes([assets['assets/orderDetail-A1.js']]));
    expect(repay?.ownJsFiles).toEqual(['assets/repay-E5.js']);
    // 96 kB of noise: over the first-visit and the own budget.
    expect(repay?.overBudget.some((line) => line.startsWith('own JS'))).toBe(true);
  });

  it('fails a static page that ships JS', () => {
    const root = fakeBuild(['aboutUs']);
    fs.writeFileSync(
      path.join(root, 'dist', 'aboutUs.html'),
      '<html><head><script type="module" src="/h5/assets/ui-C3.js"></script></head></html>',
    );
    const [aboutUs] = measurePages(root);
    expect(aboutUs?.static).toBe(true);
    expect(aboutUs?.overBudget).toEqual([
      `JS ${(sizes([assets['assets/ui-C3.js'], assets['assets/shared-B2.js']]).gzip / 1000).toFixed(1)} kB on a static page`,
      '2 scripts > 0',
    ]);
  });

  it('counts no JavaScript for a page whose HTML has no script, only its stylesheets', () => {
    const [aboutUs] = measurePages(fakeBuild(['aboutUs']));

    expect(aboutUs?.jsFiles).toEqual([]);
    expect(aboutUs?.js).toEqual({ raw: 0, gzip: 0, brotli: 0 });
    expect(aboutUs?.cssFiles).toEqual(['assets/document-F6.css']);
    expect(aboutUs?.css).toEqual(sizes([assets['assets/document-F6.css']]));
  });

  it('follows static imports the HTML does not preload, from the manifest', () => {
    const root = fakeBuild(['repay']);
    // A build without module preloads: the HTML names only the entry script.
    fs.writeFileSync(
      path.join(root, 'dist', 'repay.html'),
      '<html><head><script type="module" crossorigin src="/h5/assets/repay-E5.js"></script></head></html>',
    );
    const [repay] = measurePages(root);

    expect(repay?.jsFiles).toEqual([
      'assets/repay-E5.js',
      'assets/shared-B2.js',
      'assets/ui-C3.js',
    ]);
    expect(repay?.cssFiles).toEqual(['assets/repay-E5.css', 'assets/shared-B2.css']);
  });

  it('asks for a build when there is no manifest', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'byte-report-'));
    tempRoots.push(root);
    expect(() => measurePages(root)).toThrow(
      'No dist-info/manifest.json: run `npm run build` first.',
    );
  });

  it('asks for a build when a page is not in dist/', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'byte-report-'));
    tempRoots.push(root);
    fs.mkdirSync(path.join(root, 'pages', 'repay'), { recursive: true });
    fs.writeFileSync(path.join(root, 'pages', 'repay', 'main.tsx'), 'export {};\n');
    fs.mkdirSync(buildInfoDir(path.join(root, 'dist')), { recursive: true });
    fs.writeFileSync(manifestPath(path.join(root, 'dist')), '{}');
    expect(() => measurePages(root)).toThrow(
      'repay.html is not in dist/: run `npm run build` first.',
    );
  });
});

describe('moves', () => {
  it('counts the JS the second page needs that the first did not load, and finds the worst', () => {
    const root = fakeBuild(['orderDetail', 'aboutUs', 'repay'], ['orderDetail', 'repay']);
    const rows = measurePages(root);
    const all = moves(rows, gzipOfFiles(path.join(root, 'dist')));
    const gzip = (file: keyof typeof assets) => sizes([assets[file]]).gzip;
    // From a static page nothing is cached: that is a first visit, not a move.
    expect(all.map((move) => `${move.from} > ${move.to}`)).toEqual([
      'orderDetail.html > repay.html',
      'orderDetail.html > aboutUs.html',
      'repay.html > orderDetail.html',
      'repay.html > aboutUs.html',
    ]);
    expect(all[1]).toMatchObject({ files: [], gzip: 0 });
    expect(all[0]).toMatchObject({
      files: ['assets/repay-E5.js'],
      gzip: gzip('assets/repay-E5.js'),
    });
    expect(all[2]).toMatchObject({
      files: ['assets/orderDetail-A1.js'],
      gzip: gzip('assets/orderDetail-A1.js'),
    });
    expect(worstMove(all)).toBe(all[0]);
    expect(worstMove([])).toBeUndefined();
  });

  it('starts moves only from data pages: a page without the shared baseline caches too little', () => {
    const root = fakeBuild(['orderDetail', 'aboutUs', 'repay'], ['orderDetail']);
    const all = moves(measurePages(root), gzipOfFiles(path.join(root, 'dist')));
    expect(all.map((move) => `${move.from} > ${move.to}`)).toEqual([
      'orderDetail.html > repay.html',
      'orderDetail.html > aboutUs.html',
    ]);
  });
});

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
      "Budgets: first visit JS <= 98.0 kB gzip, own JS beyond the shared baseline <= 15.0 kB, new JS on any move between pages <= 15.0 kB, static pages 0.0 kB of JS, CSS <= 10.0 kB gzip, inline JS <= 4.7 kB gzip; per page, the scripts of its first visit and its HTML's gzip (without its inline JS) at most its ceiling (pageCeilings).",
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

/** Writes a source map naming these modules for each script of a build. */
function writeMaps(root: string, sources: Record<string, string[]>): string {
  const dist = path.join(root, 'dist');
  for (const [file, modules] of Object.entries(sources)) {
    const map = path.join(sourceMapsDir(dist), `${file}.map`);
    fs.mkdirSync(path.dirname(map), { recursive: true });
    fs.writeFileSync(map, JSON.stringify({ version: 3, sources: modules, mappings: '' }));
  }
  return dist;
}

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
