// The bench's tables, its failures and goals missed, and docs/bench.md.
import type { PageName } from '../../shared/config/pages.ts';
import { type Calibration, calibrationText } from './bench-calibrate.ts';
import {
  type BenchResult,
  categories,
  dataPageLimits,
  dataPages,
  minimumScore,
  pageLimits,
} from './bench-lighthouse.ts';
import {
  type Against,
  type AgainstResult,
  lcpRatio,
  observedFloorPage,
  observedGoals,
  observedPhone,
  observedTap,
  type ObservedResult,
  type Visit,
  type VisitPair,
} from './bench-observed.ts';
import { budgets } from './byte-budgets.ts';
import { kb } from './byte-report.ts';
import { paddedTable } from '../docs/markdown-table.ts';
import { amountTiming } from '../../shared/ui/loan-header/loanHeader.ts';

const measured = (value: number, text: string) => (Number.isFinite(value) ? text : 'n/a');
export const seconds = (ms: number) => measured(ms, `${(ms / 1000).toFixed(2)} s`);

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

const hostIndexText =
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

export function tapLabel(): string {
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

const observedHeading = '## Observed';

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

export function againstText(against: Against): string[] {
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
