// Bench: builds the site, serves it with `vite preview` and the mock backend, and runs Lighthouse's
// mobile audit (default settings: simulated slow 4G and a slow CPU) in Chromium on every page. For
// each page it prints first-visit JS (gzip, from the byte report), FCP, LCP and what Lighthouse found
// as the largest paint, TBT, CLS and the four category scores, writes that table to docs/bench.md
// and the JSON reports to test-results/lighthouse/, and fails when a page misses a threshold below.
// Usage: npm run bench [-- --no-build] [-- --out <dir>] (or BUILD_DIR=<dir>; dist/ by default)
// [-- --pages orderDetail,error] (only those pages, printed; docs/bench.md is left as it is)
// [-- --runs 5]. What-if runs, printed only (no bench.md, no verdict, their JSON reports in
// test-results/lighthouse-what-if/): [-- --throttle throughputKbps=100000,cpuSlowdownMultiplier=1]
// makes one part of the simulated phone free, to see what a metric waits for; [-- --h2] serves the
// site over HTTP/2 with TLS, as a CDN serves it, with a throwaway certificate made by openssl.
// Lighthouse's simulated numbers move by several points from one run to the next on the same
// build, so each page is audited three times (--runs), the runs alternating between pages, and the
// run with the median performance score is the one reported, with the host's speed then.
// The browser is Debian's chromium (CHROME_PATH to use another).
// `-- --observed` measures instead what a phone does (docs/bench.md, 'Observed'): see observedBench;
// `-- --observed --against <commit>` measures that commit's build beside this one; `-- --observed
// --tier mid|low` slows the CPU to that tier's benchmark index on this host (scripts/measure/bench-calibrate.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { build, loadEnv, preview } from 'vite';
import { allowSampleLenderVariable, createConfig } from '../../shared/config/readConfig.ts';
import { cleanPathOf, type PageName, type PageRow } from '../../shared/config/pages.ts';
import { buildInfoDir } from '../build/build-info.ts';
import {
  type Calibration,
  calibrateCpu,
  calibrationText,
  type CpuTier,
} from './bench-calibrate.ts';
import { type PhoneLoad, PhoneBrowser, type PhoneProfile } from './bench-phone.ts';
import { budgets, kb, measurePages } from './byte-report.ts';
import { cspFile, nginxContentSecurityPolicy } from '../deploy/nginx.ts';
import type { ServedSite } from '../deploy/serve-nginx.ts';
import { paddedTable } from '../docs/markdown-table.ts';
import { builtPages } from '../build/pages-plugin.ts';
import { amountTiming } from '../../shared/ui/first-figures/firstFigures.ts';

/** Every category on every page scores at least this. */
export const minimumScore = 95;
/** Every page: first paint, layout shift, blocking time and the performance score. */
export const pageLimits = { fcpSeconds: 0.8, cls: 0.02, tbtMs: 50, performance: 98 };
/** The data pages borrowers open most from the app: their content (LCP) soon after. */
export const dataPages: readonly PageName[] = ['orderDetail', 'error', 'customerService'];
export const dataPageLimits = { lcpSeconds: 1.3 };

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/**
 * The query a page needs to show its content, as the shell opens it. The default mock scenario
 * answers for this product and order (shared/mock/catalogue.ts). Pages not listed open bare.
 */
export const pageQueries: Partial<Record<PageName, string>> = {
  orderDetail: 'productId=1001&orderId=PA2025061104170',
  error: 'orderId=PA2025061104170',
  confirm: 'productId=1001',
  confirmV2: 'productId=1001',
  promotion: 'id=7&app_from=fb&user_from=ad12&utm_tag=summer&links_id=L5&invite_code=INV9',
  bindCard: 'productId=12',
  repay: 'productId=1001&orderId=PA2025061104170',
  repayDelay: 'productId=1001&orderId=PA2025061104170',
  repaymentOfCode: 'showType=1&payCode=730061204175&repayAmount=450500',
  legacyRepay: 'orderId=PA2025061104170',
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
  /** Only these pages (printed, docs/bench.md left alone); every built page when absent. */
  pages?: string[];
  /** Lighthouse runs per page; the median one is reported. */
  runs: number;
  /** Simulated-throttling settings changed from Lighthouse's mobile defaults (a what-if run). */
  throttle?: Partial<Record<ThrottleSetting, number>>;
  /** Serve over HTTP/2 with TLS (a what-if run: the bench's own table is over HTTP/1.1). */
  h2?: boolean;
  /** Measure the data pages in Chromium with the load applied, instead of Lighthouse. */
  observed?: boolean;
  /** With `observed`: a git commit (or anything git names one by) built aside and measured beside. */
  against?: string;
  /** With `observed`: the CPU slowed to this tier's benchmark index on this host, not a fixed 4x. */
  tier?: CpuTier;
}

/** What `--throttle` may change in Lighthouse's simulated phone. */
export const throttleSettings = ['rttMs', 'throughputKbps', 'cpuSlowdownMultiplier'] as const;
export type ThrottleSetting = (typeof throttleSettings)[number];

/** `rttMs=0,cpuSlowdownMultiplier=1` as settings; throws on a name or a number it cannot take. */
export function throttleOverrides(text: string): Partial<Record<ThrottleSetting, number>> {
  const overrides: Partial<Record<ThrottleSetting, number>> = {};
  for (const pair of text.split(',').filter(Boolean)) {
    const [name = '', value = '', ...rest] = pair.split('=');
    const setting = throttleSettings.find((known) => known === name);
    const number = Number(value);
    if (
      !setting ||
      rest.length > 0 ||
      value.trim() === '' ||
      !Number.isFinite(number) ||
      number < 0
    ) {
      throw new Error(
        `--throttle takes name=number pairs, names from ${throttleSettings.join(', ')}: ${pair}`,
      );
    }
    overrides[setting] = number;
  }
  if (Object.keys(overrides).length === 0) throw new Error('--throttle needs name=number pairs');
  return overrides;
}

export const defaultRuns = 3;

/** `--no-build` reuses the build; `--out <dir>` (or BUILD_DIR) picks a folder other than dist/. */
export function benchOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): BenchOptions {
  const out = argv.indexOf('--out');
  const outDir = out === -1 ? env.BUILD_DIR : argv[out + 1];
  if (out !== -1 && (!outDir || outDir.startsWith('--'))) throw new Error('--out needs a folder');
  const pages = argv.indexOf('--pages');
  const only = pages === -1 ? undefined : argv[pages + 1];
  if (pages !== -1 && (!only || only.startsWith('--'))) throw new Error('--pages needs page names');
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt === -1 ? defaultRuns : Number(argv[runsAt + 1]);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error('--runs needs a whole number, 1 or more');
  const throttleAt = argv.indexOf('--throttle');
  const throttle = throttleAt === -1 ? undefined : throttleOverrides(argv[throttleAt + 1] ?? '');
  const againstAt = argv.indexOf('--against');
  const against = againstAt === -1 ? undefined : argv[againstAt + 1];
  if (againstAt !== -1 && (!against || against.startsWith('--'))) {
    throw new Error('--against needs a git commit');
  }
  // Only the observed bench alternates two builds; Lighthouse's table is of this one.
  if (against && !argv.includes('--observed')) throw new Error('--against goes with --observed');
  const tierAt = argv.indexOf('--tier');
  const tier = tierAt === -1 ? undefined : argv[tierAt + 1];
  if (tierAt !== -1 && !(tier === 'mid' || tier === 'low')) throw new Error('--tier is mid or low');
  if (tier && !argv.includes('--observed')) throw new Error('--tier goes with --observed');
  return {
    build: !argv.includes('--no-build'),
    outDir: outDir || 'dist',
    ...(only ? { pages: only.split(',').filter(Boolean) } : {}),
    runs,
    ...(throttle ? { throttle } : {}),
    ...(argv.includes('--h2') ? { h2: true } : {}),
    ...(argv.includes('--observed') ? { observed: true } : {}),
    ...(against ? { against } : {}),
    ...(tier === 'mid' || tier === 'low' ? { tier } : {}),
  };
}

/** Of several runs of one page, the one with the median performance score (the lower middle one
 * for an even count). */
export function medianRun<
  Run extends { lhr: { categories: Record<string, { score: number | null } | undefined> } },
>(runs: readonly Run[]): Run {
  const sorted = [...runs].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('medianRun: no runs');
  return median;
}

export interface BenchResult {
  page: string;
  /** First-visit JS, gzip bytes. */
  jsGzip: number;
  /** Milliseconds (NaN when Lighthouse could not measure it). */
  fcp: number;
  lcp: number;
  /** What Lighthouse found as the largest contentful paint (its text or tag). */
  lcpElement: string;
  tbt: number;
  cls: number;
  /** 0-100. */
  scores: Record<Category, number>;
  /** Lighthouse's benchmark of the host's CPU during the run (higher is faster; NaN if absent). */
  hostIndex: number;
}

/** The parts of a Lighthouse result the bench reads. */
export interface LighthouseNumbers {
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  categories: Record<string, { score: number | null } | undefined>;
  environment?: { benchmarkIndex?: number };
}

/** The first node item in an audit's details (Lighthouse nests it in a list of tables). */
function firstNode(details: unknown): { nodeLabel?: string; snippet?: string } | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const item = details as Record<string, unknown>;
  if (item.type === 'node') return item as { nodeLabel?: string; snippet?: string };
  for (const value of Object.values(item)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const inner of values) {
      const found = firstNode(inner);
      if (found) return found;
    }
  }
  return undefined;
}

/** The LCP element in a few words: its text when it has one, else its opening tag. */
export function lcpElementText(details: unknown, maxLength = 40): string {
  const node = firstNode(details);
  const text = (node?.nodeLabel || node?.snippet || '').replace(/\s+/g, ' ').trim();
  if (!text) return 'n/a';
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text;
}

export function benchResult(page: string, jsGzip: number, lhr: LighthouseNumbers): BenchResult {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    page,
    jsGzip,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    lcpElement: lcpElementText(lhr.audits['largest-contentful-paint-element']?.details),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    hostIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
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
    'LCP element',
    'TBT',
    'CLS',
    'performance',
    'accessibility',
    'best practices',
    'SEO',
    'host index',
  ];
  const lines = results.map((result) => [
    result.page,
    kb(result.jsGzip),
    seconds(result.fcp),
    seconds(result.lcp),
    result.lcpElement.replace(/\|/g, '\\|'),
    measured(result.tbt, `${Math.round(result.tbt)} ms`),
    measured(result.cls, result.cls.toFixed(3)),
    ...categories.map((category) => String(result.scores[category])),
    measured(result.hostIndex, String(Math.round(result.hostIndex))),
  ]);
  return paddedTable(header, lines);
}

export function thresholdsText(): string {
  return (
    `Fails when a score is below ${minimumScore}, FCP > ${pageLimits.fcpSeconds.toFixed(2)} s, ` +
    `CLS > ${pageLimits.cls.toFixed(3)}, TBT > ${pageLimits.tbtMs} ms or performance < ` +
    `${pageLimits.performance} on any page; on ${dataPages.join(', ')} when LCP > ` +
    `${dataPageLimits.lcpSeconds.toFixed(2)} s; and when a page's first-visit JS is over ` +
    `${kb(budgets.firstVisitJsGzip)} gzip.`
  );
}

export const hostIndexText =
  "Host index: Lighthouse's benchmark of this machine's CPU during the reported run (higher is " +
  'faster). Lighthouse multiplies the main-thread time it observes by 4, so the same page reports ' +
  'more blocking time, and a lower performance score, on a slower moment of a shared machine. The ' +
  'runs alternate between pages, so that a slow minute does not take all the runs of one page.';

export interface BenchRun {
  /** YYYY-MM-DD. */
  date: string;
  lighthouseVersion: string;
  chromiumVersion: string;
  /** Lighthouse runs per page. */
  runs: number;
}

/** The part of docs/bench.md written by hand, which a new bench keeps: dated one-off measurements. */
export const notesHeading = '## Measurements behind the design';

/** docs/bench.md, keeping the notes of the `previous` one. */
export function benchMarkdown(
  results: readonly BenchResult[],
  run: BenchRun,
  previous = '',
): string {
  const notesAt = previous.indexOf(`\n${notesHeading}\n`);
  // The notes run to the next section of their level, or to the end.
  const nextAt = previous.indexOf('\n## ', notesAt + 1);
  const notes =
    notesAt === -1
      ? []
      : [previous.slice(notesAt + 1, nextAt === -1 ? undefined : nextAt).trimEnd(), ''];
  return [
    '# Bench',
    '',
    `Written by \`npm run bench\` on ${run.date}: Lighthouse ${run.lighthouseVersion} mobile ` +
      `(simulated throttling), Chromium ${run.chromiumVersion}; of ${run.runs} runs per page, the ` +
      `one with the median performance score.`,
    '',
    benchTable(results),
    '',
    thresholdsText(),
    '',
    hostIndexText,
    '',
    ...notes,
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
    // Written as "not within" so a metric Lighthouse could not measure (NaN) fails too.
    if (!(result.fcp <= pageLimits.fcpSeconds * 1000)) {
      failures.push(`FCP ${seconds(result.fcp)} > ${pageLimits.fcpSeconds.toFixed(2)} s`);
    }
    if (
      dataPages.includes(result.page as PageName) &&
      !(result.lcp <= dataPageLimits.lcpSeconds * 1000)
    ) {
      failures.push(`LCP ${seconds(result.lcp)} > ${dataPageLimits.lcpSeconds.toFixed(2)} s`);
    }
    if (!(result.cls <= pageLimits.cls)) {
      failures.push(
        `CLS ${measured(result.cls, result.cls.toFixed(3))} > ${pageLimits.cls.toFixed(3)}`,
      );
    }
    if (!(result.tbt <= pageLimits.tbtMs)) {
      failures.push(
        `TBT ${measured(result.tbt, `${Math.round(result.tbt)} ms`)} > ${pageLimits.tbtMs} ms`,
      );
    }
    if (result.scores.performance < pageLimits.performance) {
      failures.push(`performance ${result.scores.performance} < ${pageLimits.performance}`);
    }
    if (result.jsGzip > budgets.firstVisitJsGzip) {
      failures.push(`JS ${kb(result.jsGzip)} gzip > ${kb(budgets.firstVisitJsGzip)}`);
    }
    return failures.map((failure) => `${result.page}: ${failure}`);
  });
}

/** A throwaway self-signed certificate for 127.0.0.1, for `--h2` (openssl, as Debian ships it). */
function localCertificate(folder: string): { key: Buffer; cert: Buffer } {
  fs.mkdirSync(folder, { recursive: true });
  const key = path.join(folder, 'bench-key.pem');
  const cert = path.join(folder, 'bench-cert.pem');
  const request = ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'];
  const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
  execFileSync('openssl', [...request, '-keyout', key, '-out', cert, ...subject], {
    stdio: 'ignore',
  });
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
}

// The observed bench: what a phone does, not what Lighthouse simulates. Lighthouse's simulated
// LCP cannot credit a first call that leaves before React arrives; here Chromium runs with the
// load applied through the DevTools protocol, with no test tool's page attached to the tab
// (scripts/measure/bench-phone.ts says what one costs), the production build is served through the
// shipped nginx configuration (its cache headers), and the page itself reports its largest paint
// (PerformanceObserver) and when its first call left and was answered (Resource Timing).

/** The pages that ask the server for their content as they open. */
export const observedPages: readonly PageName[] = [
  'orderDetail',
  'error',
  'confirm',
  'confirmV2',
  'repay',
  'repayDelay',
  'complaint',
  'complaintList',
  'complainDetails',
  'bindCard',
  'customerService',
  'promotion',
  'legacyRepay',
  'repaymentOfCode2',
];

/**
 * Measured beside them: a page with no script and no call, whose largest paint is its own HTML.
 * No data page can paint sooner on the same host under the same load: the floor of the table.
 */
export const observedFloorPage: PageName = 'aboutUs';

/** The phone: a 150 ms round trip, 1.6 Mbps down, 750 kbps up, a CPU four times slower. */
export const observedPhone = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
};

/**
 * Held to the floor measured in the same run, not to absolute times: on a shared host even the
 * page with no script moves by tenths of a second from one hour to the next. Cold (a fresh
 * profile) leaves room for React's bytes and evaluation and the data's round trip, warm (the same
 * page opened again, its assets cached) for the data's round trip and a render. The worker may
 * cost a warm visit next to nothing: the HTTP cache already answers what it would.
 */
export const observedGoals = {
  coldOverFloorSeconds: 0.8,
  warmOverFloorSeconds: 0.35,
  workerCostSeconds: 0.05,
};

/**
 * The next screen ready before the tap: on a warm phone, Order Details open and idle (its next
 * pages fetched ahead), a tap on REPAY, and the time until the repayment page's largest paint.
 */
export const observedTap = {
  from: 'orderDetail' as PageName,
  button: 'REPAY',
  /** The repay action's button: 'REPAY', or 'Repayment' on an order that cannot roll over. */
  buttonName: /^(REPAY|Repayment)$/,
  to: 'repay' as PageName,
  goalSeconds: 0.6,
};

/** One visit, in milliseconds from the start of the navigation (NaN when not seen). */
export interface Visit {
  lcp: number;
  /** The first backend call: when it left and when its answer had arrived. */
  callStart: number;
  callEnd: number;
  /**
   * When the borrower's amount was first on screen: Element Timing of the figures band's amount
   * (`elementtiming="first-figure"`, shared/ui/first-figures/). A page without the band has none.
   */
  figure?: number;
}

/** A page opened in a fresh profile (cold), then again in the same profile (warm). */
export interface VisitPair {
  cold: Visit;
  warm: Visit;
}

/**
 * A page's medians. `cold` and `warm` with the service worker on, as a borrower has it: the cold
 * visit is followed by a wait for the worker to install, so the warm one is answered through it.
 * `blocked`: the same two visits in a profile where the page cannot register the worker.
 */
export interface ObservedResult extends VisitPair {
  page: string;
  blocked: VisitPair;
}

/** The middle value (the mean of the two middle ones for an even count); NaN values are left out. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each number of several visits taken on its own median. */
export function medianVisit(visits: readonly Visit[]): Visit {
  return {
    lcp: median(visits.map((visit) => visit.lcp)),
    callStart: median(visits.map((visit) => visit.callStart)),
    callEnd: median(visits.map((visit) => visit.callEnd)),
    figure: median(visits.map((visit) => visit.figure ?? Number.NaN)),
  };
}

/** Cold and warm of several runs, each on its own median. */
export function medianPair(pairs: readonly VisitPair[]): VisitPair {
  return {
    cold: medianVisit(pairs.map((pair) => pair.cold)),
    warm: medianVisit(pairs.map((pair) => pair.warm)),
  };
}

/**
 * The pages of an observed run: every data page, or those named, and the floor after them, named
 * or not: the goals are read over it, so a run without it could judge nothing.
 */
export function observedPageList(named?: readonly string[]): string[] {
  const pages = named ? [...new Set(named)] : [...observedPages];
  return pages.includes(observedFloorPage)
    ? [...pages.filter((page) => page !== observedFloorPage), observedFloorPage]
    : [...pages, observedFloorPage];
}

/** One profile of a page in a run: which build, and whether the page may register the worker. */
export interface ObservedSlot {
  build: 'this' | 'ref';
  worker: 'on' | 'blocked';
}

/**
 * A page's profiles in one run, in the order they are opened. The two builds compared
 * (`--against`) sit side by side, worker on, and which goes first is swapped every run, as is the
 * order of worker blocked and on: a host that is slower for a minute, or a disk cache that a first
 * visit warms for the second, then weighs on both sides alike over the runs.
 */
export function observedSlots(run: number, against: boolean): ObservedSlot[] {
  const slots: ObservedSlot[] = [
    { build: 'this', worker: 'blocked' },
    { build: 'this', worker: 'on' },
    ...(against ? [{ build: 'ref', worker: 'on' } as const] : []),
  ];
  return run % 2 === 0 ? slots : slots.reverse();
}

/** A difference of two times, signed: `+0.35 s`, `-0.02 s`. */
function signedSeconds(ms: number): string {
  return measured(ms, `${ms < 0 ? '-' : '+'}${(Math.abs(ms) / 1000).toFixed(2)} s`);
}

/** The floor's medians among the results (NaN when it was not measured). */
function floorOf(results: readonly ObservedResult[]): VisitPair {
  const floor = results.find((result) => result.page === observedFloorPage);
  const none = { lcp: Number.NaN, callStart: Number.NaN, callEnd: Number.NaN };
  return floor ? { cold: floor.cold, warm: floor.warm } : { cold: none, warm: none };
}

/**
 * One row per page: LCP cold and warm, worker on and blocked, and over the floor (worker on); what
 * the worker costs a warm visit; when the first call left and was answered (worker on); when the
 * borrower's amount was first on screen (worker on), where the page has the figures band.
 */
export function observedTable(results: readonly ObservedResult[]): string {
  const floor = floorOf(results);
  const header = [
    'page',
    'cold, worker on',
    'cold, worker blocked',
    'cold over floor',
    'warm, worker on',
    'warm, worker blocked',
    "warm, worker's cost",
    'warm over floor',
    'call left (cold)',
    'data answered (cold)',
    'call left (warm)',
    'data answered (warm)',
    'amount on screen (cold)',
    'amount on screen (warm)',
  ];
  const callCells = (visit: Visit) => [seconds(visit.callStart), seconds(visit.callEnd)];
  return paddedTable(
    header,
    results.map((result) => [
      result.page,
      seconds(result.cold.lcp),
      seconds(result.blocked.cold.lcp),
      signedSeconds(result.cold.lcp - floor.cold.lcp),
      seconds(result.warm.lcp),
      seconds(result.blocked.warm.lcp),
      signedSeconds(result.warm.lcp - result.blocked.warm.lcp),
      signedSeconds(result.warm.lcp - floor.warm.lcp),
      ...callCells(result.cold),
      ...callCells(result.warm),
      seconds(result.cold.figure ?? Number.NaN),
      seconds(result.warm.figure ?? Number.NaN),
    ]),
  );
}

/** A page of both builds of `--against`, worker on, medians; `ref` is absent where it has no such page. */
export interface AgainstResult {
  page: string;
  own: VisitPair;
  ref?: VisitPair;
}

/** This build's time over the other's (over 1: this build is slower); NaN when either is missing. */
export function lcpRatio(own: number, ref: number): number {
  return ref > 0 ? own / ref : Number.NaN;
}

/** One row per page: cold and warm LCP of both builds, and their ratio. */
export function againstTable(results: readonly AgainstResult[], ref: string): string {
  const none = { lcp: Number.NaN, callStart: Number.NaN, callEnd: Number.NaN };
  const cells = (own: Visit, other: Visit = none) => [
    seconds(own.lcp),
    seconds(other.lcp),
    measured(lcpRatio(own.lcp, other.lcp), lcpRatio(own.lcp, other.lcp).toFixed(2)),
  ];
  return paddedTable(
    [
      'page',
      'cold, this build',
      `cold, ${ref}`,
      'cold ratio',
      'warm, this build',
      `warm, ${ref}`,
      'warm ratio',
    ],
    results.map((result) => [
      result.page,
      ...cells(result.own.cold, result.ref?.cold),
      ...cells(result.own.warm, result.ref?.warm),
    ]),
  );
}

/** `--against`: the other build, named as asked and by its commit, and the pages of both. */
export interface Against {
  ref: string;
  commit: string;
  results: readonly AgainstResult[];
}

/** Every goal a page misses, one line each (an LCP not measured misses too). */
export function observedMisses(
  results: readonly ObservedResult[],
  tapMs?: number,
  against?: Against,
): string[] {
  const tapMiss =
    tapMs === undefined || tapMs <= observedTap.goalSeconds * 1000
      ? []
      : [`${tapLabel()}: ${seconds(tapMs)} > ${observedTap.goalSeconds.toFixed(2)} s`];
  return [...pageMisses(results), ...(against ? againstMisses(against) : []), ...tapMiss];
}

function tapLabel(): string {
  return `${observedTap.button} on ${observedTap.from} to ${observedTap.to}'s largest paint`;
}

function pageMisses(results: readonly ObservedResult[]): string[] {
  const floor = floorOf(results);
  return results.flatMap((result) => {
    if (result.page === observedFloorPage) return [];
    const misses: string[] = [];
    const goals = [
      ['cold LCP', result.cold.lcp, floor.cold.lcp, observedGoals.coldOverFloorSeconds, 'floor'],
      ['warm LCP', result.warm.lcp, floor.warm.lcp, observedGoals.warmOverFloorSeconds, 'floor'],
      [
        'warm LCP',
        result.warm.lcp,
        result.blocked.warm.lcp,
        observedGoals.workerCostSeconds,
        'worker blocked',
      ],
    ] as const;
    // Written as "not within" so that a time not measured, the page's or the floor's, misses too.
    for (const [what, lcp, base, goal, over] of goals) {
      if (!(lcp - base <= goal * 1000)) {
        misses.push(
          `${result.page}: ${what} ${seconds(lcp)}, ${signedSeconds(lcp - base)} over ${over} ` +
            `${seconds(base)} (goal +${goal.toFixed(2)} s)`,
        );
      }
    }
    return misses;
  });
}

/** Goal 1 of the speed work: no page slower than the other build, cold or warm, worker on. */
function againstMisses({ ref, results }: Against): string[] {
  return results.flatMap((result) => {
    if (result.page === observedFloorPage || !result.ref) return [];
    const { own, ref: other } = result;
    return (['cold', 'warm'] as const).flatMap((kind) =>
      own[kind].lcp <= other[kind].lcp
        ? []
        : [
            `${result.page}: ${kind} LCP ${seconds(own[kind].lcp)} against ${seconds(other[kind].lcp)} ` +
              `at ${ref} (ratio ${measured(lcpRatio(own[kind].lcp, other[kind].lcp), lcpRatio(own[kind].lcp, other[kind].lcp).toFixed(2))})`,
          ],
    );
  });
}

export const observedHeading = '## Observed';

export interface ObservedRun {
  /** YYYY-MM-DD. */
  date: string;
  chromiumVersion: string;
  runs: number;
  /** The host's load average over the last minute, and its cores: real time waits on both. */
  load: number;
  cores: number;
  /** From the tap (observedTap) to the next page's largest paint, median, in ms; absent: not measured. */
  tapMs?: number;
  /** The other build measured beside this one (`--against`); absent: none. */
  against?: Against;
  /** The CPU calibrated for a tier (`--tier`); absent: the fixed slowdown of observedPhone. */
  calibration?: Calibration;
}

/** docs/bench.md's observed section. */
export function observedSection(results: readonly ObservedResult[], run: ObservedRun): string {
  const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = observedPhone;
  const { coldOverFloorSeconds, warmOverFloorSeconds, workerCostSeconds } = observedGoals;
  return [
    observedHeading,
    '',
    `Written by \`npm run bench -- --observed${run.against ? ` --against ${run.against.ref}` : ''}\` ` +
      `on ${run.date}: Chromium ${run.chromiumVersion} ` +
      `with the load applied, not simulated (${latencyMs} ms round trip, ${downloadKbps / 1000} ` +
      `Mbps down, ${uploadKbps} kbps up, ` +
      `${run.calibration ? calibrationText(run.calibration) : `CPU ${cpuSlowdown}x slower`}), over its DevTools pipe with ` +
      `no test tool's page attached (scripts/measure/bench-phone.ts), the production build served ` +
      `through the shipped nginx configuration; median of ${run.runs} runs. Cold is a fresh ` +
      `profile, warm the same page opened again (cached assets). Worker on: the cold visit waits ` +
      `for the service worker to install, so the warm one goes through it; worker blocked: a ` +
      `profile in which the page cannot register it. Times from the start of the navigation; the ` +
      `call is the page's first backend call. The host's load average then: ` +
      `${run.load.toFixed(1)} on ${run.cores} cores. ${observedFloorPage} has no script and no ` +
      `call: no data page can paint sooner under this load, and it is measured in the same run as ` +
      `the floor; over floor is a page's LCP minus the floor's, worker on. Amount on screen: when ` +
      `the figures band's amount was drawn (Element Timing, \`elementtiming="${amountTiming}"\`), ` +
      `worker on, on the pages with the band.`,
    '',
    observedTable(results),
    '',
    `Goals, worker on: cold LCP at most the floor's + ${coldOverFloorSeconds.toFixed(2)} s, warm ` +
      `at most the floor's + ${warmOverFloorSeconds.toFixed(2)} s; the worker costs a warm visit ` +
      `at most ${workerCostSeconds.toFixed(2)} s.`,
    '',
    ...(run.tapMs === undefined
      ? []
      : [
          `The next screen: ${tapLabel()}, on a warm phone with its next pages fetched ahead, ` +
            `${seconds(run.tapMs)} from the tap (goal ${observedTap.goalSeconds.toFixed(2)} s).`,
          '',
        ]),
    ...(run.against ? againstText(run.against) : []),
  ].join('\n');
}

function againstText(against: Against): string[] {
  const missing = against.results.filter((result) => !result.ref).map((result) => result.page);
  return [
    `Against ${against.ref} (${against.commit}), built aside and served the same way in the same ` +
      `run, the two builds opened one after the other for each page (which goes first swapped ` +
      `every run), worker on; the ratio is this build's LCP over ${against.ref}'s (over 1.00: ` +
      `slower). Goal: no data page over 1.00.` +
      (missing.length ? ` ${against.ref} has no ${missing.join(', ')}.` : ''),
    '',
    againstTable(against.results, against.ref),
    '',
  ];
}

/** The markdown with its observed section replaced by this one ('' to drop it). */
export function withObservedSection(markdown: string, section: string): string {
  const at = markdown.indexOf(`\n${observedHeading}\n`);
  const before = (at === -1 ? markdown : markdown.slice(0, at)).trimEnd();
  return section ? `${before}\n\n${section.trimEnd()}\n` : `${before}\n`;
}

/** The observed section of a markdown file, or ''. */
export function observedSectionOf(markdown: string): string {
  const at = markdown.indexOf(`\n${observedHeading}\n`);
  return at === -1 ? '' : markdown.slice(at + 1);
}

/**
 * Read in the page once its content is drawn: the last largest-contentful-paint entry, the first
 * call to the backend among the resources, and when the figures band's amount was drawn (Element
 * Timing). A string, so that no compiled helper rides along.
 */
const readVisitScript = (apiPrefixes: readonly string[]) => `new Promise((resolve) => {
  const prefixes = ${JSON.stringify(apiPrefixes)};
  const call = performance
    .getEntriesByType('resource')
    .filter((entry) => prefixes.some((prefix) => new URL(entry.name).pathname.startsWith(prefix)))
    .sort((a, b) => a.startTime - b.startTime)[0];
  let figure = NaN;
  if (PerformanceObserver.supportedEntryTypes.includes('element')) {
    new PerformanceObserver((list) => {
      const drawn = list.getEntries().find((entry) => entry.identifier === '${amountTiming}');
      if (drawn && Number.isNaN(figure)) figure = drawn.renderTime || drawn.loadTime;
    }).observe({ type: 'element', buffered: true });
  }
  const visit = (lcp) => ({ lcp, callStart: call ? call.startTime : NaN, callEnd: call ? call.responseEnd : NaN, figure });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    // A task later, so that the buffered element entries above have been read too.
    setTimeout(() => resolve(visit(entries[entries.length - 1].startTime)), 0);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(visit(NaN)), 1000);
})`;

/**
 * Waits (20 s at most) until the service worker the page registered is active. A page registers it
 * after its load and an idle moment (a second at most), from a chunk of its own; one that has not
 * within 5 s has none (the floor, a blocked profile, an older build), and is not waited for longer.
 */
const workerReadyScript = `new Promise((resolve) => {
  const container = navigator.serviceWorker;
  if (!container) return resolve(false);
  const deadline = Date.now() + 5000;
  const look = () =>
    container.getRegistration().then((registration) => {
      if (registration) {
        setTimeout(() => resolve(false), 20000);
        container.ready.then(() => resolve(true));
      } else if (Date.now() > deadline) resolve(false);
      else setTimeout(look, 100);
    });
  look();
})`;

/** The phone the observed bench opens its pages on: its load and its screen. */
const phoneLoad: PhoneLoad = {
  ...observedPhone,
  width: 390,
  height: 844,
  deviceScaleFactor: 2,
};

/** Opens the address in a new tab of the profile with the phone's load applied, and measures it. */
async function observeVisit(
  profile: PhoneProfile,
  url: string,
  apiPrefixes: readonly string[],
  { waitForWorker = false } = {},
): Promise<Visit> {
  const tab = await profile.open(url);
  try {
    // The content is drawn when the page is no longer busy; a page without that state is at once.
    await tab
      .waitFor(`!document.querySelector('main[aria-busy="true"]')`, 30_000, 'content')
      .catch(() => undefined);
    await delay(500);
    const visit = await tab.evaluate<Visit>(readVisitScript(apiPrefixes));
    if (waitForWorker) await tab.evaluate(workerReadyScript);
    return visit;
  } finally {
    await tab.close();
  }
}

/**
 * A page opened cold in a fresh profile and again warm, with the worker on (the cold visit waits
 * for it to install) or blocked (the profile's pages cannot register one).
 */
async function observePair(
  browser: PhoneBrowser,
  url: string,
  apiPrefixes: readonly string[],
  worker: ObservedSlot['worker'],
): Promise<VisitPair> {
  const profile = await browser.newProfile({ blockWorker: worker === 'blocked' });
  try {
    const cold = await observeVisit(profile, url, apiPrefixes, { waitForWorker: worker === 'on' });
    const warm = await observeVisit(profile, url, apiPrefixes);
    return { cold, warm };
  } finally {
    await profile.close();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the page has fetched ahead every page it names: each one's HTML and its scripts. */
const fetchedAheadScript = (nextPath: string) => `new Promise((resolve) => {
  const done = () => {
    const fetched = new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
    const links = [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname);
    return fetched.has(${JSON.stringify(nextPath)}) && links.length > 0 && links.every((path) => fetched.has(path));
  };
  const deadline = Date.now() + 20000;
  const check = () => (done() || Date.now() > deadline ? resolve(done()) : setTimeout(check, 100));
  check();
})`;

/** The next page's largest paint, as a time since the epoch (ms). */
const paintedAtScript = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(performance.timeOrigin + entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(NaN), 1000);
})`;

/** The centre of the first button whose name matches, on screen; null when there is none. */
const buttonCentreScript = (name: RegExp) => `(() => {
  const pattern = new RegExp(${JSON.stringify(name.source)});
  const button = [...document.querySelectorAll('button, [role="button"]')].find((element) =>
    pattern.test((element.getAttribute('aria-label') || element.textContent || '').trim()));
  if (!button) return null;
  const box = button.getBoundingClientRect();
  return box.width > 0 && box.height > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
})()`;

/**
 * On a warm phone (the worker installed by a first visit): the tap's page opened and idle until
 * it has fetched ahead, then a tap on the button; ms from the tap to the next page's largest paint.
 */
async function observeTap(profile: PhoneProfile, root: string, origin: string): Promise<number> {
  const fromUrl = `${origin}${benchPath(findBuiltPage(root, observedTap.from))}`;
  await observeVisit(profile, fromUrl, [], { waitForWorker: true });
  const tab = await profile.open(fromUrl);
  try {
    // The app opens its pages at their files (contract §1), and fetches them ahead there too.
    const nextPath = `/${findBuiltPage(root, observedTap.to).file}`;
    if (!(await tab.evaluate<boolean>(fetchedAheadScript(nextPath)))) {
      throw new Error(`${observedTap.from} did not fetch ${observedTap.to} ahead within 20 s`);
    }
    const centre = buttonCentreScript(observedTap.buttonName);
    await tab.waitFor(centre, 30_000, `${observedTap.button} on screen`);
    const point = await tab.evaluate<{ x: number; y: number }>(centre);
    const tappedAt = Date.now();
    await tab.tap(point.x, point.y);
    await tab.waitFor(`location.pathname === ${JSON.stringify(nextPath)}`, 30_000, 'the next page');
    await tab
      .waitFor(
        `document.readyState === 'complete' && !document.querySelector('main[aria-busy="true"]')`,
        30_000,
        'its content',
      )
      .catch(() => undefined);
    await delay(500);
    return (await tab.evaluate<number>(paintedAtScript)) - tappedAt;
  } finally {
    await tab.close();
  }
}

/**
 * Whether every package the other lock installs is installed here at the same path and version
 * (this checkout only added packages since): its build then reads the same code from this
 * checkout's node_modules as from an install of its own lock.
 */
export function installedHere(otherLock: string, ownLock: string): boolean {
  type Lock = { packages?: Record<string, { version?: string }> };
  const other = (JSON.parse(otherLock) as Lock).packages ?? {};
  const own = (JSON.parse(ownLock) as Lock).packages ?? {};
  return Object.entries(other).every(
    ([at, entry]) => at === '' || own[at]?.version === entry.version,
  );
}

/** A commit built aside for `--against`: its own checkout, build and policies. */
interface AsideBuild {
  /** The commit, abbreviated. */
  commit: string;
  dist: string;
  /** The Content-Security-Policy file to serve it with. */
  csp: string;
  /** Removes the checkout and its build; safe to call twice. */
  remove(): void;
}

/**
 * Checks the commit out in a detached worktree under the temporary folder and builds it there with
 * its own Vite configuration, into its own dist/. Its node_modules is this checkout's (a link) when
 * the two package-locks are the same, and its own `npm ci` when they differ: a link makes the
 * build read the same packages, at their real paths, as an install of the same lock would.
 */
function buildAside(root: string, ref: string): AsideBuild {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const full = git('rev-parse', '--verify', `${ref}^{commit}`).trim();
  const commit = full.slice(0, 7);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cash-loan-against-'));
  const tree = path.join(folder, 'tree');
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    // Unlinked first, so that nothing removing the checkout follows it into this one's packages.
    const modules = path.join(tree, 'node_modules');
    if (fs.lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) fs.unlinkSync(modules);
    try {
      git('worktree', 'remove', '--force', tree);
    } catch {
      // Not (or no longer) a worktree: the folder goes, and git forgets it.
      fs.rmSync(tree, { recursive: true, force: true });
      git('worktree', 'prune');
    }
    fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    console.log(`Building ${ref} (${commit}) aside in ${tree}`);
    git('worktree', 'add', '--detach', tree, full);
    const lock = (at: string) => fs.readFileSync(path.join(at, 'package-lock.json'), 'utf8');
    if (lock(tree) === lock(root) || installedHere(lock(tree), lock(root))) {
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
    } else {
      console.log(`${ref} has another package-lock: npm ci there`);
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: tree, stdio: 'inherit' });
    }
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: tree, stdio: 'inherit' });
    const dist = path.join(tree, 'dist');
    const built = path.join(buildInfoDir(dist), 'nginx', path.basename(cspFile));
    const csp = path.join(folder, path.basename(cspFile));
    if (fs.existsSync(built)) fs.copyFileSync(built, csp);
    else {
      // A build older than the per-page policies: served without them, as it was then, by the
      // shipped generator's file with no page in it (the configuration reads its variables).
      const config = createConfig(loadEnv('production', root, 'VITE_'));
      fs.writeFileSync(csp, nginxContentSecurityPolicy(config, '/', []));
    }
    return { commit, dist, csp, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/**
 * `npm run bench -- --observed`: every data page (or --pages) and the floor, --runs times, the
 * runs alternating between pages; each page cold then warm, with the worker blocked and on, and
 * with `--against <ref>` that commit's build beside it. Prints the medians and, when every data
 * page was measured, writes them to docs/bench.md's observed section.
 */
async function observedBench(root: string, options: BenchOptions): Promise<void> {
  const started = Date.now();
  const pages = observedPageList(options.pages);
  if (options.pages && !options.pages.includes(observedFloorPage)) {
    console.log(`${observedFloorPage} is measured too: the goals are over it.`);
  }
  const config = createConfig(loadEnv('production', root, 'VITE_'));
  const apiPrefixes = [config.servicePrefix.replace(/\/?$/, '/'), '/api/'];
  // A stopped bench leaves no checkout and no nginx behind. Listened for before the build aside,
  // which a stop then ends through its own clean-up.
  const held: { aside?: AsideBuild; sites: ServedSite[] } = { sites: [] };
  const onSignal = () => {
    void Promise.allSettled(held.sites.map((served) => served.stop())).finally(() => {
      held.aside?.remove();
      process.exit(130);
    });
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const aside = options.against ? buildAside(root, options.against) : undefined;
    held.aside = aside;
    // Imported here: the unit tests of this file load it in a page-like environment.
    const { serveWithNginx } = await import('../deploy/serve-nginx.ts');
    // Both builds served at once, each by its own nginx and mock backend, so that they alternate
    // page by page instead of one build's runs taking one stretch of the host's time.
    const site = await serveWithNginx({ dist: options.outDir });
    held.sites.push(site);
    const refSite = aside
      ? await serveWithNginx({ dist: aside.dist, csp: aside.csp }).catch(async (error: unknown) => {
          await site.stop();
          throw error;
        })
      : undefined;
    if (refSite) held.sites.push(refSite);
    // No test tool's page: a tab of its own makes every script that creates an Error slower
    // (scripts/measure/bench-phone.ts), and no phone has one.
    const browser = await PhoneBrowser.launch(
      process.env.CHROME_PATH ?? '/usr/bin/chromium',
      phoneLoad,
    );
    const chromiumVersion = browser.version;
    const calibration = options.tier ? await calibrateCpu(browser, options.tier) : undefined;
    if (calibration) console.log(`${calibrationText(calibration)}.`);
    const slotsOf = () => ({
      on: [] as VisitPair[],
      blocked: [] as VisitPair[],
      ref: [] as VisitPair[],
    });
    const visits = new Map(pages.map((name) => [name, slotsOf()]));
    // The pages the other build has: the page table may have grown since.
    const refPages = aside
      ? pages.filter((name) => fs.existsSync(path.join(aside.dist, findBuiltPage(root, name).file)))
      : [];
    const measuresTap = pages.includes(observedTap.from);
    const taps: number[] = [];
    try {
      for (let count = 0; count < options.runs; count += 1) {
        for (const name of pages) {
          const pagePath = benchPath(findBuiltPage(root, name));
          const line: string[] = [];
          for (const slot of observedSlots(count, Boolean(refSite))) {
            const served = slot.build === 'ref' ? refSite : site;
            if (!served || (slot.build === 'ref' && !refPages.includes(name))) continue;
            const pair = await observePair(
              browser,
              `${served.origin}${pagePath}`,
              apiPrefixes,
              slot.worker,
            );
            visits.get(name)?.[slot.build === 'ref' ? 'ref' : slot.worker].push(pair);
            const label =
              slot.build === 'ref' ? `${aside?.commit}, worker on` : `worker ${slot.worker}`;
            line.push(`${label} ${seconds(pair.cold.lcp)} / ${seconds(pair.warm.lcp)}`);
          }
          console.log(`run ${count + 1} ${name} (cold / warm LCP): ${line.join('; ')}`);
        }
        if (measuresTap) {
          const profile = await browser.newProfile();
          try {
            const tap = await observeTap(profile, root, site.origin);
            taps.push(tap);
            console.log(`run ${count + 1} ${observedTap.button}: ${seconds(tap)} from the tap`);
          } finally {
            await profile.close();
          }
        }
      }
    } finally {
      await browser.close();
      await site.stop();
      await refSite?.stop();
    }
    const tapMs = measuresTap ? median(taps) : undefined;
    // Only a bench that finished reports: a failed run writes nothing.
    const results: ObservedResult[] = pages.map((page) => ({
      page,
      ...medianPair(visits.get(page)?.on ?? []),
      blocked: medianPair(visits.get(page)?.blocked ?? []),
    }));
    const against: Against | undefined =
      aside && options.against
        ? {
            ref: options.against,
            commit: aside.commit,
            results: results.map((result) => ({
              page: result.page,
              own: { cold: result.cold, warm: result.warm },
              ...(refPages.includes(result.page)
                ? { ref: medianPair(visits.get(result.page)?.ref ?? []) }
                : {}),
            })),
          }
        : undefined;
    const load = os.loadavg()[0] ?? Number.NaN;
    console.log(`\n${observedTable(results)}`);
    if (tapMs !== undefined) console.log(`${tapLabel()}: ${seconds(tapMs)} from the tap.`);
    if (against) console.log(`\n${againstText(against).join('\n').trimEnd()}`);
    console.log(`Load average ${load.toFixed(1)} on ${os.availableParallelism()} cores.`);
    if (calibration) console.log(`${calibrationText(calibration)}.`);
    const took = `${Math.round((Date.now() - started) / 1000)} s`;
    if (options.pages) {
      console.log(`Measured ${pages.join(', ')} in ${took}; docs/bench.md left as it is.`);
    } else {
      const file = path.join(root, 'docs', 'bench.md');
      const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Bench\n';
      const section = observedSection(results, {
        date: new Date().toISOString().slice(0, 10),
        chromiumVersion,
        runs: options.runs,
        load,
        cores: os.availableParallelism(),
        ...(tapMs === undefined ? {} : { tapMs }),
        ...(against ? { against } : {}),
        ...(calibration ? { calibration } : {}),
      });
      fs.writeFileSync(file, withObservedSection(existing, section));
      console.log(`Wrote docs/bench.md (observed) in ${took}.`);
    }
    const misses = observedMisses(results, tapMs, against);
    if (misses.length) {
      console.error(`\nMissed:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
      process.exitCode = 1;
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    held.aside?.remove();
  }
}

function findBuiltPage(root: string, name: string): PageRow {
  const page = builtPages(root, { production: true }).find((row) => row.name === name);
  if (!page) throw new Error(`--pages names a page this build does not have: ${name}`);
  return page;
}

async function main() {
  const started = Date.now();
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const configFile = path.join(root, 'vite.config.ts');
  const options = benchOptions(process.argv.slice(2), process.env);
  // The builds it makes (this one, and another commit's aside) are measured, never released: they
  // may keep the sample lender (shared/config/config.ts).
  process.env[allowSampleLenderVariable] ??= '1';
  const outDir = path.resolve(root, options.outDir);
  if (options.build) {
    await build({ root, configFile, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  }
  if (options.observed) {
    await observedBench(root, options);
    return;
  }
  const bytes = new Map(measurePages(root, outDir).map((row) => [row.page, row.js.gzip]));

  const server = await preview({
    root,
    configFile,
    logLevel: 'warn',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port: 4190,
      strictPort: false,
      open: false,
      // Vite serves HTTP/2 when it has a certificate.
      ...(options.h2 ? { https: localCertificate(path.join(root, 'test-results')) } : {}),
    },
  });
  const baseUrl = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!baseUrl) throw new Error('vite preview did not report its address');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      ...(options.h2 ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const whatIf = Boolean(options.throttle || options.h2);
  const reports = path.join(root, 'test-results', whatIf ? 'lighthouse-what-if' : 'lighthouse');
  fs.mkdirSync(reports, { recursive: true });
  const results: BenchResult[] = [];
  let run: BenchRun | undefined;
  try {
    // The user agent reports a reduced version (major.0.0.0); the DevTools endpoint the full one.
    const version = (await fetch(`http://127.0.0.1:${chrome.port}/json/version`).then((answer) =>
      answer.json(),
    )) as { Browser?: string };
    const chromiumVersion = /\/([\d.]+)$/.exec(version.Browser ?? '')?.[1] ?? 'unknown';
    const pages = builtPages(root, { production: true }).filter(
      (page) => !options.pages || options.pages.includes(page.name),
    );
    if (options.pages && pages.length !== options.pages.length) {
      throw new Error(`--pages names a page this build does not have: ${options.pages.join(', ')}`);
    }
    // Run 1 of every page, then run 2 of every page ...: the host's speed changes from one minute
    // to the next, and this spreads a slow spell over several pages instead of one page's runs.
    const runsOf = new Map<string, RunnerResult[]>(pages.map((page) => [page.name, []]));
    for (let count = 0; count < options.runs; count += 1) {
      for (const page of pages) {
        const pagePath = benchPath(page);
        const result = await lighthouse(`${baseUrl}${pagePath}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          ...(options.throttle
            ? { throttling: { ...throttling.mobileSlow4G, ...options.throttle } }
            : {}),
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
        runsOf.get(page.name)?.push(result);
      }
    }
    for (const page of pages) {
      const runs = runsOf.get(page.name) ?? [];
      const result = medianRun(runs);
      const { lhr } = result;
      fs.writeFileSync(path.join(reports, `${page.name}.json`), String(result.report));
      results.push(benchResult(page.name, bytes.get(page.name) ?? 0, lhr));
      run ??= {
        date: new Date().toISOString().slice(0, 10),
        lighthouseVersion: lhr.lighthouseVersion,
        chromiumVersion,
        runs: options.runs,
      };
      const ofRuns = runs.map(
        (one) =>
          `${Math.round((one.lhr.categories.performance?.score ?? 0) * 100)} ` +
          `(host ${Math.round(one.lhr.environment.benchmarkIndex)})`,
      );
      console.log(`${benchPath(page)} (performance in ${runs.length} runs: ${ofRuns.join(', ')})`);
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

  console.log(`\n${benchTable(results)}${whatIf ? '' : `\n\n${thresholdsText()}`}`);
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (whatIf) {
    // A what-if run: not the bench's phone or server, so neither its table nor its verdict.
    const changed = { ...options.throttle, ...(options.h2 ? { protocol: 'HTTP/2 with TLS' } : {}) };
    console.log(
      `Measured with ${JSON.stringify(changed)} in ${took}; docs/bench.md left as it is.`,
    );
    return;
  }
  if (options.pages) {
    console.log(`Measured ${options.pages.join(', ')} in ${took}; docs/bench.md left as it is.`);
  } else {
    const benchFile = path.join(root, 'docs', 'bench.md');
    const previous = fs.existsSync(benchFile) ? fs.readFileSync(benchFile, 'utf8') : '';
    fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
    // The observed section (--observed) is the other mode's: kept as it is.
    const observed = observedSectionOf(previous);
    fs.writeFileSync(
      benchFile,
      withObservedSection(benchMarkdown(results, run, previous), observed),
    );
    console.log(`Wrote docs/bench.md in ${took}.`);
  }
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
