import type { PageName } from '../../shared/config/pages.ts';

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
   * (`elementtiming="first-figure"`, shared/ui/loan-header/). A page without the band has none.
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

/** `--against`: the other build, named as asked and by its commit, and the pages of both. */
export interface Against {
  ref: string;
  commit: string;
  results: readonly AgainstResult[];
}
