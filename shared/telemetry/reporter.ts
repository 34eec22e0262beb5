// The field reports of a page view (loaded by gate.ts once the page is idle): each error, failure
// view, missing chunk and policy violation heard becomes a report (report.ts) sent with
// navigator.sendBeacon, once per kind of error and at most a few per page (reportLimit.ts); a
// share of page views also loads web-vitals and reports the page's speed (vitals.ts).
import type { TelemetrySettings } from '../config/config.ts';
import { queryValue } from '../navigation/pageQuery.ts';
import type { Heard } from './gate.ts';
import {
  buildReport,
  engineOf,
  type Happening,
  pageNameOf,
  type Report,
  type ReportContext,
  versionOf,
  vitalReport,
} from './report.ts';
import { createReportLimit, sampled } from './reportLimit.ts';

/** What the browser's event (or a noted failure) says, as a happening to report. */
export function happeningOf(event: Heard): Happening | undefined {
  if (!(event instanceof Event))
    return { type: 'failure', failure: event.failure, error: event.error };
  switch (event.type) {
    case 'error': {
      const { error, message } = event as ErrorEvent;
      return { type: 'error', error, message };
    }
    case 'unhandledrejection':
      return { type: 'rejection', reason: (event as PromiseRejectionEvent).reason };
    case 'vite:preloadError':
      return { type: 'chunk', error: (event as Event & { payload?: unknown }).payload };
    case 'securitypolicyviolation': {
      const violation = event as SecurityPolicyViolationEvent;
      return {
        type: 'csp',
        directive: violation.effectiveDirective || violation.violatedDirective,
        blocked: violation.blockedURI,
        source: violation.sourceFile,
        line: violation.lineNumber,
        column: violation.columnNumber,
      };
    }
    default:
      return undefined;
  }
}

/** What every report of this page view carries: the build, the page, the engine, the app version. */
function contextOf(
  settings: Pick<TelemetrySettings, 'build'>,
  place: Pick<Location, 'pathname' | 'search'> = globalThis.location,
  userAgent: string = globalThis.navigator.userAgent,
): ReportContext {
  const app = versionOf(queryValue('appVersion', place.search));
  return {
    build: settings.build,
    page: pageNameOf(place.pathname),
    engine: engineOf(userAgent),
    ...(app === undefined ? {} : { app }),
  };
}

/** Sends one report: a POST of its JSON (as text/plain, which needs no preflight on any origin). */
export function sendReport(url: string, report: Report): void {
  globalThis.navigator.sendBeacon?.(url, JSON.stringify(report));
}

/**
 * Reports what the gate kept and returns what to do with each event heard from now on (gate.ts
 * listens); loads web-vitals for a sampled page view.
 */
export function startReporting(
  heard: readonly Heard[],
  settings: TelemetrySettings | false = __TELEMETRY_SETTINGS__,
  send: (report: Report) => void = (report) => settings && sendReport(settings.url, report),
): (event: Heard) => void {
  if (!settings) return () => undefined;
  const context = contextOf(settings);
  const allowed = createReportLimit();
  const hear = (event: Heard) => {
    const happening = happeningOf(event);
    if (!happening) return;
    const report = buildReport(happening, context);
    if (allowed(report)) send(report);
  };
  for (const event of heard) hear(event);
  if (sampled(settings.sample)) {
    import('./vitals.ts').then(
      (vitals) => vitals.reportVitals((vital) => send(vitalReport(vital, context))),
      () => undefined,
    );
  }
  return hear;
}
