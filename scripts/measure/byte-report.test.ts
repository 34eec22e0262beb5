// @vitest-environment node
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildInfoDir, manifestPath } from '../build/build-info.ts';
import { builtPages } from '../build/pages-plugin.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { budgets, pageCeilings } from './byte-budgets.ts';
import {
  ceilingsPassed,
  gzipOfFiles,
  measurePages,
  moves,
  sharedBaseline,
  worstMove,
} from './byte-report.ts';
import {
  text,
  sizes,
  assets,
  emptyRoot,
  files,
  fakeBuild,
  removeFakeBuilds,
} from './byte-fixture.ts';

afterEach(removeFakeBuilds);

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
    // Text that gzip cannot shrink much, cut to just over the inline script's budget, then to just
    // within it.
    const noise = randomBytes(9_000).toString('base64');
    const cut = (length: number) => Buffer.from(`go("${noise.slice(0, length)}")`);
    const gzip = (content: Buffer) => gzipSync(content, { level: 9 }).length;
    let length = Math.floor(budgets.inlineJsGzip * 1.2);
    while (gzip(cut(length)) <= budgets.inlineJsGzip) length += 1;
    const over = cut(length);
    const within = cut(length - 1);
    expect(sizes([within]).gzip).toBeLessThanOrEqual(budgets.inlineJsGzip);
    fs.writeFileSync(path.join(root, 'dist', 'repay.html'), page(over.toString()));
    const inlineLines = () =>
      measurePages(root)[0]?.overBudget.filter((line) => line.startsWith('inline JS'));
    expect(inlineLines()).toEqual([
      `inline JS ${(sizes([over]).gzip / 1000).toFixed(1)} kB > ${(budgets.inlineJsGzip / 1000).toFixed(1)} kB`,
    ]);
    fs.writeFileSync(path.join(root, 'dist', 'repay.html'), page(within.toString()));
    expect(inlineLines()).toEqual([]);
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
      inlineJsGzip: 4_900,
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
    const root = emptyRoot();
    expect(() => measurePages(root)).toThrow(
      'No dist-info/manifest.json: run `npm run build` first.',
    );
  });

  it('asks for a build when a page is not in dist/', () => {
    const root = emptyRoot();
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
