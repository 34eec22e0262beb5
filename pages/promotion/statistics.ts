// Tracking events for a third-party statistics service (spec §7 'Promotion (public)': its details
// are not shown). The page's policy lets no third-party script run, so a service hears of them from
// outside the page's code: each event is dispatched on the window as a `promotion:statistics`
// CustomEvent whose detail is `{ event, data }`, which the shell's injected script (or a
// deployment's module) forwards. Nothing listens by default; a failing listener never breaks the page.

export type StatisticsData = Readonly<Record<string, string | number | boolean>>;

export const statisticsEvent = 'promotion:statistics';

/** Reports one event. Never throws. */
export function trackStatistic(event: string, data: StatisticsData = {}): void {
  try {
    globalThis.dispatchEvent(new CustomEvent(statisticsEvent, { detail: { event, data } }));
  } catch {
    // No window (a build's prerender): nobody to tell.
  }
}
