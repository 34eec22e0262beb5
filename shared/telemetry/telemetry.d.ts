// The build's telemetry constants (scripts/build/pages-plugin.ts defines them from shared/config/config.ts).
import type { TelemetrySettings } from '../config/config.ts';

declare global {
  /**
   * Whether the build reports from the field (VITE_TELEMETRY_URL is set). Code behind
   * `if (__TELEMETRY__)` is left out of any other build, with every module only it imports.
   */
  const __TELEMETRY__: boolean;
  /** Where to report and what: only the reporter, loaded once the page is idle, reads it. */
  const __TELEMETRY_SETTINGS__: TelemetrySettings | false;
}
