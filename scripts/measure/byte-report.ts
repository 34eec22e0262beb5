// Byte report: for every page of the build, the JS and CSS a first visit downloads (what its HTML
// references: module scripts, module preloads, stylesheets; plus whatever those scripts import
// statically, from Vite's manifest), raw, gzip and brotli; what each page adds beyond the chunks
// every data page shares (the shared baseline, printed on its own line); and the worst move from
// one page to another, counted as the JS the second page needs that the first did not load; and
// its inline script apart (the figures script, scripts/build/early-page-load.ts); and
// where the field reports' code is (shared/telemetry/, read from the source maps): none in a build
// without VITE_TELEMETRY_URL, and the reporter never in a first visit.
// Fails when a page or a move is over budget, or a first visit holds the reporter.
// Usage: npm run bytes (after npm run build). `--json` prints the rows as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { manifestPath, sourceMapsDir } from '../build/build-info.ts';
import { earlyLoadPages } from '../build/early-page-load.ts';
import { paddedTable } from '../docs/markdown-table.ts';
import { builtPages } from '../build/pages-plugin.ts';
import { budgets, pageCeilings } from './byte-budgets.ts';
import {
  firstVisitFiles,
  inlinedFiles,
  type Manifest,
  inlineScripts,
  inlineStyles,
  withStaticImports,
} from './byte-html.ts';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageBytes {
  page: string;
  file: string;
  /** The page table says it ships no JS. */
  static: boolean;
  /** It declares its first call in pages/<page>/pageLoad.ts. */
  dataPage: boolean;
  js: Sizes;
  /** Its JS beyond the shared baseline (the chunks every data page loads). */
  ownJs: Sizes;
  ownJsFiles: string[];
  css: Sizes;
  /** The HTML without its inline scripts, which are counted as `inlineJs`. */
  html: Sizes;
  /** Its inline scripts (the figures script). */
  inlineJs: Sizes;
  jsFiles: string[];
  cssFiles: string[];
  overBudget: string[];
}

/** Raw, gzip and brotli bytes of one file's contents. */
function measureOne(content: Buffer): Sizes {
  return {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      .length,
  };
}

/** Each file counts as sent on its own: the sum of the files' sizes. */
function total(sizes: Sizes[]): Sizes {
  return sizes.reduce<Sizes>(
    (sum, one) => ({
      raw: sum.raw + one.raw,
      gzip: sum.gzip + one.gzip,
      brotli: sum.brotli + one.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * The sizes of the built files in `dist`, each compressed once however many pages and moves load
 * it: brotli at its best quality is most of the report's time, and the shared chunks are on every
 * page.
 */
export function sizesOfFiles(dist: string): (file: string) => Sizes {
  const cache = new Map<string, Sizes>();
  return (file) => {
    let sizes = cache.get(file);
    if (!sizes) {
      sizes = measureOne(fs.readFileSync(path.join(dist, file)));
      cache.set(file, sizes);
    }
    return sizes;
  };
}

/** The JS files every data page loads; empty when the build has no data page. */
export function sharedBaseline(rows: readonly Pick<PageBytes, 'dataPage' | 'jsFiles'>[]): string[] {
  const dataPages = rows.filter((row) => row.dataPage);
  const [first, ...others] = dataPages;
  if (!first) return [];
  return first.jsFiles.filter((file) => others.every((row) => row.jsFiles.includes(file)));
}

/** Where the field reports' code (shared/telemetry/) is in a build, by script. */
export interface TelemetryScripts {
  /** What a first visit may carry: the gate (gate.ts), which hears errors until the reporter comes. */
  gate: string[];
  /** The reporter and web-vitals: loaded once the page is idle, never part of a first visit. */
  lazy: string[];
}

/**
 * The scripts of the build in `dist` that hold telemetry code, from their source maps
 * (dist-info/sourcemaps/): the maps name every module a script was made of, so a build without an
 * endpoint, whose code behind `__TELEMETRY__` the bundler left out, has none.
 */
export function telemetryScripts(dist: string): TelemetryScripts | undefined {
  const maps = sourceMapsDir(dist);
  if (!fs.existsSync(maps)) return undefined;
  const found: TelemetryScripts = { gate: [], lazy: [] };
  const scripts = fs
    .readdirSync(maps, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js.map'))
    .sort();
  for (const map of scripts) {
    const { sources = [] } = JSON.parse(fs.readFileSync(path.join(maps, map), 'utf8')) as {
      sources?: string[];
    };
    const file = map
      .replace(/\.map$/, '')
      .split(path.sep)
      .join('/');
    if (sources.some((source) => /(^|\/)shared\/telemetry\/gate\.ts$/.test(source))) {
      found.gate.push(file);
    }
    if (
      sources.some((source) =>
        /(^|\/)(shared\/telemetry\/(?!gate\.ts$)|node_modules\/web-vitals\/)/.test(source),
      )
    ) {
      found.lazy.push(file);
    }
  }
  return found;
}

/** The byte report's line on telemetry: what a first visit carries of it, and what comes later. */
export function telemetryLine(
  telemetry: TelemetryScripts | undefined,
  gzipOf: (file: string) => number,
): string {
  if (!telemetry) return 'Telemetry: not looked for (the build wrote no source maps).';
  if (telemetry.gate.length === 0 && telemetry.lazy.length === 0) {
    return 'Telemetry: none in this build (VITE_TELEMETRY_URL unset): no script holds its code, so no page fetches any.';
  }
  const names = (files: string[]) =>
    files.map((file) => `${path.basename(file)} (${kb(gzipOf(file))} gzip)`).join(', ');
  return (
    `Telemetry: ${names(telemetry.lazy) || 'no reporter'}, fetched once the page is idle, in no ` +
    `page's first visit; the first visit carries its gate, in ${telemetry.gate.map((file) => path.basename(file)).join(', ') || 'no script'}.`
  );
}

/**
 * Measures the build in `dist` (dist/ by default; another folder for a build beside it); `sizeOf`
 * is shared with the moves so that no file is compressed twice.
 */
export function measurePages(
  root: string,
  dist = path.join(root, 'dist'),
  sizeOf = sizesOfFiles(dist),
): PageBytes[] {
  const distName = path.relative(root, dist) || '.';
  const read = (file: string) => fs.readFileSync(path.join(dist, file));
  const measure = (files: string[]) => total(files.map(sizeOf));
  const manifestFile = manifestPath(dist);
  if (!fs.existsSync(manifestFile)) {
    const name = path.relative(root, manifestFile);
    throw new Error(`No ${name}: run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  // The production build: the developer's pages are not in it.
  const pages = builtPages(root, { production: true });
  const dataPages = new Set(earlyLoadPages(root, pages).map((page) => page.name));

  const measured = pages.map((page) => {
    if (!fs.existsSync(path.join(dist, page.file))) {
      throw new Error(`${page.file} is not in ${distName}/: run \`npm run build\` first.`);
    }
    const html = read(page.file);
    const markup = html.toString('utf8');
    const { jsFiles, cssFiles } = withStaticImports(firstVisitFiles(markup), manifest);
    const inlined = inlinedFiles(markup);
    const scripts = inlineScripts(markup);
    const withoutScripts = scripts.reduce((rest, script) => rest.replace(script, ''), markup);
    return {
      page: page.name,
      file: page.file,
      static: page.render === 'static',
      dataPage: dataPages.has(page.name),
      js: measure(jsFiles),
      css: total([
        // A stylesheet the prerender put into the page is counted once, as the page's own rules.
        ...cssFiles.filter((file) => !inlined.has(file)).map(sizeOf),
        ...inlineStyles(markup).map((rules) => measureOne(Buffer.from(rules))),
      ]),
      html: measureOne(Buffer.from(withoutScripts)),
      inlineJs: total(scripts.map((script) => measureOne(Buffer.from(script)))),
      jsFiles,
      cssFiles,
    };
  });
  const baseline = new Set(sharedBaseline(measured));
  const telemetry = telemetryScripts(dist);
  return measured.map((row) => {
    const ownJsFiles = row.jsFiles.filter((file) => !baseline.has(file));
    const ownJs = measure(ownJsFiles);
    const overBudget = [
      ...(row.static && row.js.gzip > budgets.staticJsGzip
        ? [`JS ${kb(row.js.gzip)} on a static page`]
        : []),
      ...(row.js.gzip > budgets.firstVisitJsGzip
        ? [`JS ${kb(row.js.gzip)} > ${kb(budgets.firstVisitJsGzip)}`]
        : []),
      ...(ownJs.gzip > budgets.ownJsGzip
        ? [`own JS ${kb(ownJs.gzip)} > ${kb(budgets.ownJsGzip)}`]
        : []),
      ...(row.css.gzip > budgets.cssGzip
        ? [`CSS ${kb(row.css.gzip)} > ${kb(budgets.cssGzip)}`]
        : []),
      ...(row.inlineJs.gzip > budgets.inlineJsGzip
        ? [`inline JS ${kb(row.inlineJs.gzip)} > ${kb(budgets.inlineJsGzip)}`]
        : []),
      ...ceilingsPassed(row),
      ...row.jsFiles
        .filter((file) => telemetry?.lazy.includes(file))
        .map((file) => `telemetry ${path.basename(file)} in the first visit`),
    ];
    return { ...row, ownJs, ownJsFiles, overBudget };
  });
}

/** What of a page's first visit is above its ceiling (pageCeilings); a page with none has none. */
export function ceilingsPassed(row: Pick<PageBytes, 'page' | 'jsFiles' | 'html'>): string[] {
  const ceiling = pageCeilings[row.page];
  if (!ceiling) return [];
  return [
    ...(row.jsFiles.length > ceiling.scripts
      ? [`${row.jsFiles.length} scripts > ${ceiling.scripts}`]
      : []),
    ...(row.html.gzip > ceiling.htmlGzip
      ? [`HTML ${kb(row.html.gzip)} > ${kb(ceiling.htmlGzip)}`]
      : []),
  ];
}

export interface Move {
  from: string;
  to: string;
  /** JS files the second page loads that the first did not. */
  files: string[];
  gzip: number;
}

/**
 * Every move from a data page to another page, with the JS it downloads: the second page's files
 * the first did not load. A page that has not loaded the shared baseline (a static page, the
 * landing page's islands) leaves too little in the cache to count: arriving from one costs the
 * baseline once, like a first visit, which has its own budget.
 */
export function moves(rows: readonly PageBytes[], gzipOf: (file: string) => number): Move[] {
  const withJs = rows.filter((row) => row.dataPage && row.jsFiles.length > 0);
  return withJs.flatMap((from) =>
    rows
      .filter((to) => to !== from)
      .map((to) => {
        const files = to.jsFiles.filter((file) => !from.jsFiles.includes(file));
        return {
          from: from.file,
          to: to.file,
          files,
          gzip: files.reduce((sum, file) => sum + gzipOf(file), 0),
        };
      }),
  );
}

/** The move that downloads the most new JS (the first of equals), if any page runs JS. */
export function worstMove(all: readonly Move[]): Move | undefined {
  return all.reduce<Move | undefined>(
    (worst, move) => (!worst || move.gzip > worst.gzip ? move : worst),
    undefined,
  );
}

/** gzip bytes of one built file (cached per build folder). */
export function gzipOfFiles(dist: string): (file: string) => number {
  const sizeOf = sizesOfFiles(dist);
  return (file) => sizeOf(file).gzip;
}

/** Bytes as kB with one decimal (1 kB = 1000 bytes). */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function formatTable(rows: PageBytes[], worst?: Move): string {
  const header = [
    'page',
    'JS raw',
    'JS gzip',
    'own JS gzip',
    'JS br',
    'CSS raw',
    'CSS gzip',
    'CSS br',
    'HTML gzip',
    'inline JS gzip',
    'scripts',
    'budget',
  ];
  const lines = rows.map((row) => [
    row.file,
    kb(row.js.raw),
    kb(row.js.gzip),
    kb(row.ownJs.gzip),
    kb(row.js.brotli),
    kb(row.css.raw),
    kb(row.css.gzip),
    kb(row.css.brotli),
    kb(row.html.gzip),
    kb(row.inlineJs.gzip),
    String(row.jsFiles.length),
    row.overBudget.length ? `OVER: ${row.overBudget.join(', ')}` : 'ok',
  ]);
  const baselineFiles = sharedBaseline(rows);
  const dataPages = rows.filter((row) => row.dataPage).map((row) => row.page);
  // Any data page's own JS is its first visit minus the baseline.
  const anyDataPage = rows.find((row) => row.dataPage);
  const baselineGzip = anyDataPage ? anyDataPage.js.gzip - anyDataPage.ownJs.gzip : 0;
  const names = baselineFiles.map((file) => path.basename(file).replace(/-[\w-]{8}\.js$/, ''));
  return [
    paddedTable(header, lines),
    '',
    dataPages.length
      ? `Shared baseline, the JS every data page loads (${dataPages.join(', ')}): ` +
        `${kb(baselineGzip)} gzip in ${baselineFiles.length} files (${names.join(', ')}).`
      : 'Shared baseline: none (no page declares its first call in pages/<page>/pageLoad.ts).',
    worst
      ? `Worst move: ${worst.from} to ${worst.to}, ${kb(worst.gzip)} gzip of new JS` +
        (worst.gzip > budgets.moveJsGzip ? ` (OVER: > ${kb(budgets.moveJsGzip)}).` : '.')
      : 'Worst move: none (no page runs JS).',
    `Budgets: first visit JS <= ${kb(budgets.firstVisitJsGzip)} gzip, own JS beyond the shared ` +
      `baseline <= ${kb(budgets.ownJsGzip)}, new JS on any move between pages <= ` +
      `${kb(budgets.moveJsGzip)}, static pages ${kb(budgets.staticJsGzip)} of JS, CSS <= ` +
      `${kb(budgets.cssGzip)} gzip, inline JS <= ${kb(budgets.inlineJsGzip)} gzip; per page, the ` +
      `scripts of its first visit and its HTML's gzip (without its inline JS) at most its ` +
      `ceiling (pageCeilings).`,
  ].join('\n');
}

function main() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const dist = path.join(root, 'dist');
  const sizeOf = sizesOfFiles(dist);
  const rows = measurePages(root, dist, sizeOf);
  const worst = worstMove(moves(rows, (file) => sizeOf(file).gzip));
  console.log(
    process.argv.includes('--json')
      ? JSON.stringify({ pages: rows, worstMove: worst }, null, 2)
      : `${formatTable(rows, worst)}\n${telemetryLine(telemetryScripts(dist), (file) => sizeOf(file).gzip)}`,
  );
  const over = rows.filter((row) => row.overBudget.length > 0).map((row) => row.file);
  if (worst && worst.gzip > budgets.moveJsGzip) over.push(`${worst.from} to ${worst.to}`);
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
