// Tracking events for a third-party statistics service (spec §7 'Promotion (public)': its details
// are not shown). Pages report events here; by default nothing is sent. A deployment that uses a
// service plugs its adapter in once with setStatisticsAdapter, loading the service's script in its
// own time (never before the first paint). A failing adapter never breaks the page.

export type StatisticsData = Readonly<Record<string, string | number | boolean>>;

export interface StatisticsAdapter {
  track(event: string, data: StatisticsData): void;
}

const noStatistics: StatisticsAdapter = { track: () => undefined };

let adapter: StatisticsAdapter = noStatistics;

/** The one place to plug a real service in; undefined puts the no-op back. */
export function setStatisticsAdapter(next: StatisticsAdapter | undefined): void {
  adapter = next ?? noStatistics;
}

/** Reports one event. Never throws. */
export function trackStatistic(event: string, data: StatisticsData = {}): void {
  try {
    adapter.track(event, data);
  } catch {
    // Statistics are never worth a broken page.
  }
}
