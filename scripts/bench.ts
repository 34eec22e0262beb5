// Bench: builds the site, serves it with `vite preview` and the mock backend, and runs Lighthouse's
// mobile audit (default settings: simulated slow 4G and a slow CPU) in Chromium on every page. For
// each page it prints first-visit JS (gzip, from the byte report), FCP, LCP, TBT, CLS and the four
// category scores, writes that table to docs/bench.md and the JSON reports to
// test-results/lighthouse/, and fails when a page misses a threshold below.
// Usage: npm run bench [-- --no-build] [-- --out <dir>] (or BUILD_DIR=<dir>; dist/ by default).
// The browser is Debian's chromium (CHROME_PATH to use another).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build, preview } from 'vite';
import { cleanPathOf, type PageName, type PageRow } from '../shared/config/pages.ts';
import { budgets, kb, measurePages } from './byte-report.ts';
import { paddedTable } from './markdown-table.ts';
import { builtPages } from './pages-plugin.ts';

/** Every category on every page scores at least this. */
export const minimumScore = 95;
/** The pages borrowers open most from the app, held to a faster first paint. */
export const fastPages: readonly PageName[] = [
  'orderDetail',
  'customerService',
  'testPreview',
  'complaint',
  'complainPageNext',
  'complaintList',
  'complainDetails',
];
export const fastPageLimits = { fcpSeconds: 0.9, cls: 0.02, performance: 98 };

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/**
 * The query a page needs to show its content, as the shell opens it. The default mock scenario
 * answers for this product and order (shared/mock/fixtures.ts). Pages not listed open bare.
 */
export const pageQueries: Partial<Record<PageName, string>> = {
  orderDetail: 'productId=1001&orderId=PA2025061104170',
  error: 'orderId=PA2025061104170',
  complaint: 'orderId=PA2025061104170',
  complainPageNext:
    'problemType=1&problemSonType=2&orderNo=PA2025061104170&orderId=PA2025061104170',
  complainDetails: 'problemId=104',
};

/** The path Lighthouse opens for a page: its clean path plus the query it needs. */
export function benchPath(page: PageRow): string {
  const query = pageQueries[page.name as PageName];
  return query ? `${cleanPathOf(page)}?${query}` : cleanPathOf(page);
}

export interface BenchOptions {
  build: boolean;
  /** Build folder, relative to the project root. */
  outDir: string;
}

/** `--no-build` reuses the build; `--out <dir>` (or BUILD_DIR) picks a folder other than dist/. */
export function benchOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): BenchOptions {
  const out = argv.indexOf('--out');
  const outDir = out === -1 ? env.BUILD_DIR : argv[out + 1];
  if (out !== -1 && (!outDir || outDir.startsWith('--'))) throw new Error('--out needs a folder');
  return { build: !argv.includes('--no-build'), outDir: outDir || 'dist' };
}

export interface BenchResult {
  page: string;
  /** First-visit JS, gzip bytes. */
  jsGzip: number;
  /** Milliseconds (NaN when Lighthouse could not measure it). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** 0-100. */
  scores: Record<Category, number>;
}

/** The parts of a Lighthouse result the bench reads. */
export interface LighthouseNumbers {
  audits: Record<string, { numericValue?: number } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
}

export function benchResult(page: string, jsGzip: number, lhr: LighthouseNumbers): BenchResult {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    page,
    jsGzip,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
  };
}

const measured = (value: number, text: string) => (Number.isFinite(value) ? text : 'n/a');
const seconds = (ms: number) => measured(ms, `${(ms / 1000).toFixed(2)} s`);

/** One row per page. */
export function benchTable(results: readonly BenchResult[]): string {
  const header = [
    'page',
    'JS gzip',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
  ];
  const lines = results.map((result) => [
    result.page,
    kb(result.jsGzip),
    seconds(result.fcp),
    seconds(result.lcp),
    measured(result.tbt, `${Math.round(result.tbt)} ms`),
    measured(result.cls, result.cls.toFixed(3)),
    ...categories.map((category) => String(result.scores[category])),
  ]);
  return paddedTable(header, lines);
}

export function thresholdsText(): string {
  return (
    `Fails when a score is below ${minimumScore} on any page; on ${fastPages.join(', ')} when FCP > ` +
    `${fastPageLimits.fcpSeconds.toFixed(2)} s, CLS > ${fastPageLimits.cls.toFixed(3)} or ` +
    `performance < ${fastPageLimits.performance}; and when a page's first-visit JS is over ` +
    `${kb(budgets.jsGzip)} gzip.`
  );
}

export interface BenchRun {
  /** YYYY-MM-DD. */
  date: string;
  lighthouseVersion: string;
  chromiumVersion: string;
}

/** docs/bench.md. */
export function benchMarkdown(results: readonly BenchResult[], run: BenchRun): string {
  return [
    '# Bench',
    '',
    `Written by \`npm run bench\` on ${run.date}: Lighthouse ${run.lighthouseVersion} mobile ` +
      `(simulated throttling), Chromium ${run.chromiumVersion}.`,
    '',
    benchTable(results),
    '',
    thresholdsText(),
    '',
  ].join('\n');
}

/** Every threshold a result misses, one line each. */
export function benchFailures(results: readonly BenchResult[]): string[] {
  return results.flatMap((result) => {
    const failures: string[] = [];
    for (const category of categories) {
      const score = result.scores[category];
      if (score < minimumScore) failures.push(`${category} ${score} < ${minimumScore}`);
    }
    if (fastPages.includes(result.page as PageName)) {
      // Written as "not within" so a metric Lighthouse could not measure (NaN) fails too.
      if (!(result.fcp <= fastPageLimits.fcpSeconds * 1000)) {
        failures.push(`FCP ${seconds(result.fcp)} > ${fastPageLimits.fcpSeconds.toFixed(2)} s`);
      }
      if (!(result.cls <= fastPageLimits.cls)) {
        failures.push(
          `CLS ${measured(result.cls, result.cls.toFixed(3))} > ${fastPageLimits.cls.toFixed(3)}`,
        );
      }
      if (result.scores.performance < fastPageLimits.performance) {
        failures.push(`performance ${result.scores.performance} < ${fastPageLimits.performance}`);
      }
    }
    if (result.jsGzip > budgets.jsGzip) {
      failures.push(`JS ${kb(result.jsGzip)} gzip > ${kb(budgets.jsGzip)}`);
    }
    return failures.map((failure) => `${result.page}: ${failure}`);
  });
}

async function main() {
  const started = Date.now();
  const root = fileURLToPath(new URL('..', import.meta.url));
  const configFile = path.join(root, 'vite.config.ts');
  const options = benchOptions(process.argv.slice(2), process.env);
  const outDir = path.resolve(root, options.outDir);
  if (options.build) {
    await build({ root, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  const bytes = new Map(measurePages(root, outDir).map((row) => [row.page, row.js.gzip]));

  const server = await preview({
    root,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 4190, strictPort: false, open: false },
  });
  const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!baseUrl) throw new Error('vite preview did not report its address');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const reports = path.join(root, 'test-results', 'lighthouse');
  fs.mkdirSync(reports, { recursive: true });
  const results: BenchResult[] = [];
  let run: BenchRun | undefined;
  try {
    // The user agent reports a reduced version (major.0.0.0); the DevTools endpoint the full one.
    const version = (await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((answer) =>
      answer.json(),
    )) as { Browser?: string };
    const chromiumVersion = /\/([\d.]+)$/.exec(version.Browser ?? '')?.[1] ?? 'unknown';
    for (const page of builtPages(root)) {
      const pagePath = benchPath(page);
      const result = await lighthouse(`${baseUrl}${pagePath}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...categories],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { lhr } = result;
      fs.writeFileSync(path.join(reports, `${page.name}.json`), String(result.report));
      results.push(benchResult(page.name, bytes.get(page.name) ?? 0, lhr));
      run ??= {
        date: new Date().toISOString().slice(0, 10),
        lighthouseVersion: lhr.lighthouseVersion,
        chromiumVersion,
      };
      console.log(pagePath);
      for (const category of categories) {
        for (const ref of lhr.categories[category]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
            console.log(`  ${category}: ${audit.title} (${audit.displayValue ?? audit.score})`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  if (!run) throw new Error('No pages were audited');

  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs', 'bench.md'), benchMarkdown(results, run));
  console.log(`\n${benchTable(results)}\n\n${thresholdsText()}`);
  console.log(`Wrote docs/bench.md in ${Math.round((Date.now() - started) / 1000)} s.`);
  const failures = benchFailures(results);
  if (failures.length) {
    console.error(`\nFailed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
