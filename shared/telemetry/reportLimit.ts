// How many reports one page view sends: an error that repeats (a failing timer, a retried call
// that fails the same way) is sent once, and a page sends at most `maxReports` in all, so a page
// in a loop cannot flood the endpoint or the borrower's connection.
import { firstFrame, type Report } from './report.ts';

export const maxReports = 10;

/** What tells one report from another: its kind, its message or kind of failure, its first frame. */
function reportKey(report: Report): string {
  return [
    report.type,
    report.failure ?? '',
    report.message ?? '',
    report.directive ?? '',
    report.blocked ?? '',
    report.source ?? '',
    firstFrame(report.stack),
  ].join('\n');
}

/** A gate for one page view: true for a report to send, false for a repeat or one too many. */
export function createReportLimit(max = maxReports): (report: Report) => boolean {
  const sent = new Set<string>();
  return (report) => {
    const key = reportKey(report);
    if (sent.has(key) || sent.size >= max) return false;
    sent.add(key);
    return true;
  };
}

/** Whether this page view reports its speed: a share `rate` of page views do. */
export function sampled(rate: number, random: () => number = Math.random): boolean {
  return random() < rate;
}
