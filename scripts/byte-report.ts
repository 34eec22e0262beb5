// Byte report: for every page of the build, the JS and CSS a first visit downloads (the entry and
// its static imports, from Vite's manifest), raw, gzip and brotli. Fails when a page is over budget.
// Usage: npm run bytes (after npm run build). `--json` prints the rows as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { builtPages } from './pages-plugin.ts';

/** Budgets per page, first visit, gzip bytes (1 kB = 1000 bytes). */
export const budgets = { jsGzip: 85_000, cssGzip: 10_000 };

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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

/** The chunks a first visit loads: the entry and everything it imports statically. */
function firstVisitChunks(manifest: Manifest, entryKey: string): ManifestChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  return [...seen].flatMap((key) => (manifest[key] ? [manifest[key]] : []));
}

export function measurePages(root: string): PageBytes[] {
  const dist = path.join(root, 'dist');
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath))
    throw new Error('No dist/.vite/manifest.json: run `npm run build` first.');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const read = (file: string) => fs.readFileSync(path.join(dist, file));

  return builtPages(root).map((page) => {
    if (!manifest[page.file] || !fs.existsSync(path.join(dist, page.file))) {
      throw new Error(`${page.file} is not in the build: run \`npm run build\` again.`);
    }
    const chunks = firstVisitChunks(manifest, page.file);
    const jsFiles = chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js'));
    const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
    const js = measure(jsFiles.map(read));
    const css = measure(cssFiles.map(read));
    const html = measure([read(page.file)]);
    const overBudget = [
      ...(js.gzip > budgets.jsGzip ? [`JS ${kb(js.gzip)} > ${kb(budgets.jsGzip)}`] : []),
      ...(css.gzip > budgets.cssGzip ? [`CSS ${kb(css.gzip)} > ${kb(budgets.cssGzip)}`] : []),
    ];
    return { page: page.name, file: page.file, js, css, html, jsFiles, cssFiles, overBudget };
  });
}

function kb(bytes: number): string {
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
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const render = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [
    render(header),
    render(widths.map((width) => '-'.repeat(width))),
    ...lines.map(render),
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
