// Byte report: for every page of the build, the JS and CSS a first visit downloads (what its HTML
// references: module script, module preloads, stylesheets; plus whatever those scripts import
// statically, from Vite's manifest), raw, gzip and brotli.
// Fails when a page is over budget.
// Usage: npm run bytes (after npm run build). `--json` prints the rows as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { paddedTable } from './markdown-table.ts';
import { builtPages } from './pages-plugin.ts';
import { buildFileOf } from './prerender.ts';

/** Budgets per page, first visit, gzip bytes (1 kB = 1000 bytes). */
export const budgets = { jsGzip: 85_000, cssGzip: 10_000 };

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface PageBytes {
  page: string;
  file: string;
  js: Sizes;
  css: Sizes;
  html: Sizes;
  jsFiles: string[];
  cssFiles: string[];
  overBudget: string[];
}

function measure(contents: Buffer[]): Sizes {
  return contents.reduce<Sizes>(
    (sum, content) => ({
      raw: sum.raw + content.length,
      gzip: sum.gzip + gzipSync(content, { level: 9 }).length,
      brotli:
        sum.brotli +
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/** The files a page's HTML makes the browser fetch at once: module scripts, their preloads, and
 * stylesheets. A prerendered static page has no scripts left, so its JS is zero. */
export function firstVisitFiles(html: string): { jsFiles: string[]; cssFiles: string[] } {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  // Hrefs carry the base path (/h5/assets/...); the files sit in dist/assets/.
  const inDist = buildFileOf;
  const jsFiles: string[] = [];
  const cssFiles: string[] = [];
  for (const tag of tags) {
    const rel = attribute(tag, 'rel');
    const source = tag.startsWith('<script') ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!source || source.startsWith('data:')) continue;
    if (tag.startsWith('<script') || rel === 'modulepreload') jsFiles.push(inDist(source));
    else if (rel === 'stylesheet') cssFiles.push(inDist(source));
  }
  return { jsFiles: [...new Set(jsFiles)], cssFiles: [...new Set(cssFiles)] };
}

/** The rules a page carries in its own <style> elements (the build inlines the site stylesheet). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Adds what the scripts import statically, from Vite's manifest: the browser fetches those before
 * running the page even when the HTML does not preload them. Dynamic imports are not first visit.
 */
export function withStaticImports(
  files: { jsFiles: string[]; cssFiles: string[] },
  manifest: Manifest,
): { jsFiles: string[]; cssFiles: string[] } {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const jsFiles = new Set(files.jsFiles);
  const cssFiles = new Set(files.cssFiles);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) cssFiles.add(css);
    for (const imported of chunk.imports ?? []) {
      const file = manifest[imported]?.file;
      if (!file || jsFiles.has(file)) continue;
      jsFiles.add(file);
      visit(imported);
    }
  };
  for (const file of files.jsFiles) {
    const key = byFile.get(file);
    if (key) visit(key);
  }
  return { jsFiles: [...jsFiles], cssFiles: [...cssFiles] };
}

/** Measures the build in `dist` (dist/ by default; another folder for a build beside it). */
export function measurePages(root: string, dist = path.join(root, 'dist')): PageBytes[] {
  const distName = path.relative(root, dist) || '.';
  const read = (file: string) => fs.readFileSync(path.join(dist, file));
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`No ${distName}/.vite/manifest.json: run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;

  return builtPages(root).map((page) => {
    if (!fs.existsSync(path.join(dist, page.file))) {
      throw new Error(`${page.file} is not in ${distName}/: run \`npm run build\` first.`);
    }
    const html = read(page.file);
    const { jsFiles, cssFiles } = withStaticImports(
      firstVisitFiles(html.toString('utf8')),
      manifest,
    );
    const js = measure(jsFiles.map(read));
    const css = measure([
      ...cssFiles.map(read),
      ...inlineStyles(html.toString('utf8')).map((rules) => Buffer.from(rules)),
    ]);
    const overBudget = [
      ...(js.gzip > budgets.jsGzip ? [`JS ${kb(js.gzip)} > ${kb(budgets.jsGzip)}`] : []),
      ...(css.gzip > budgets.cssGzip ? [`CSS ${kb(css.gzip)} > ${kb(budgets.cssGzip)}`] : []),
    ];
    return {
      page: page.name,
      file: page.file,
      js,
      css,
      html: measure([html]),
      jsFiles,
      cssFiles,
      overBudget,
    };
  });
}

/** Bytes as kB with one decimal (1 kB = 1000 bytes). */
export function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

export function formatTable(rows: PageBytes[]): string {
  const header = [
    'page',
    'JS raw',
    'JS gzip',
    'JS br',
    'CSS raw',
    'CSS gzip',
    'CSS br',
    'HTML gzip',
    'budget',
  ];
  const lines = rows.map((row) => [
    row.file,
    kb(row.js.raw),
    kb(row.js.gzip),
    kb(row.js.brotli),
    kb(row.css.raw),
    kb(row.css.gzip),
    kb(row.css.brotli),
    kb(row.html.gzip),
    row.overBudget.length ? `OVER: ${row.overBudget.join(', ')}` : 'ok',
  ]);
  return [
    paddedTable(header, lines),
    '',
    `Budgets per page, first visit: JS <= ${kb(budgets.jsGzip)} gzip, CSS <= ${kb(budgets.cssGzip)} gzip.`,
  ].join('\n');
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const rows = measurePages(root);
  console.log(process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : formatTable(rows));
  const over = rows.filter((row) => row.overBudget.length > 0);
  if (over.length > 0) {
    console.error(`\nOver budget: ${over.map((row) => row.file).join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
