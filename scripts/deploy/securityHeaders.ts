// The response headers of the site (contract §4), the one place they are decided: every server
// configuration in deploy/ and every host rule file the build writes is generated from here.
// A page's Content-Security-Policy allows its own scripts only (no inline script, no eval), and
// styles from the site plus the exact inline <style> blocks of that page, by hash, computed from
// the HTML the build emitted.
import { createHash } from 'node:crypto';
import { type AppConfig, telemetryOrigin } from '../../shared/config/config.ts';
import type { PageRow } from '../../shared/config/pages.ts';

/** Headers on every response: assets, pages and errors alike. */
export const everyResponseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * HTTPS only, for a year, on every subdomain too: a borrower's session parameters travel in the
 * query, which a network that downgrades the first visit to plain http would read. Browsers take
 * it only from an answer over https; each host sends it there (docs/deploy.md).
 */
export const strictTransportSecurity = { maxAge: 31_536_000, includeSubDomains: true } as const;

/** The header's value: `max-age=31536000; includeSubDomains`. */
export const strictTransportSecurityValue = [
  `max-age=${strictTransportSecurity.maxAge}`,
  ...(strictTransportSecurity.includeSubDomains ? ['includeSubDomains'] : []),
].join('; ');

/** The name the policy's report-to gives the reporting endpoint (`Reporting-Endpoints`). */
const reportEndpointName = 'csp-endpoint';

/**
 * Where a page's browser sends a report of a breach of its policy, when VITE_CSP_REPORT_URL names
 * an endpoint: `Reporting-Endpoints` for browsers that read `report-to`, which then skip
 * `report-uri`. The address is checked by createConfig (https, no `;`, `,` or quote in it).
 */
export function reportingHeaders(config: Pick<AppConfig, 'cspReportUrl'>): Record<string, string> {
  return config.cspReportUrl
    ? { 'Reporting-Endpoints': `${reportEndpointName}="${config.cspReportUrl}"` }
    : {};
}

export const longCache = 'public, max-age=31536000, immutable';
/** Pages and the service worker script: always asked again, so a release shows at once. */
export const revalidate = 'no-cache';

/** The `'sha256-…'` source of each text, in order, without repeats. */
function hashSources(texts: readonly string[]): string[] {
  const hashes = texts.map(
    (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** The `'sha256-…'` source of each inline <style> block of a page, in order, without repeats. */
export function styleHashes(html: string): string[] {
  return hashSources(
    [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? ''),
  );
}

/**
 * The `'sha256-…'` source of each inline <script> of a page (one without a src: the figures script,
 * scripts/build/early-page-load.ts), in order, without repeats.
 */
export function scriptHashes(html: string): string[] {
  return hashSources(
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
      .filter((match) => !/\ssrc=/i.test(match[1] ?? ''))
      .map((match) => match[2] ?? ''),
  );
}

/**
 * Where pictures may come from: the site (its data: and blob: previews included), the API (the
 * captcha) and the configured image hosts (shared/navigation/imageUrl.ts shows no other).
 */
function imageSources(config: AppConfig): string[] {
  return ["'self'", 'data:', 'blob:', ...optional(config.apiOrigin), ...config.imageHosts];
}

/** The host of a full-URL base (`https://cdn.example/h5/`), where the scripts and styles are. */
function assetOrigin(base: string): string[] {
  return /^https?:\/\//i.test(base) ? [new URL(base).origin] : [];
}

function optional(origin: string): string[] {
  return origin ? [origin] : [];
}

/**
 * The Content-Security-Policy of a page whose inline styles have the given hashes, and its inline
 * scripts the given `scripts` hashes.
 */
export function contentSecurityPolicy(
  config: AppConfig,
  hashes: readonly string[],
  base = '/',
  scripts: readonly string[] = [],
): string {
  const assets = assetOrigin(base);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...assets, ...scripts],
    ['style-src', "'self'", ...assets, ...hashes],
    ['img-src', ...imageSources(config), ...assets],
    // The field reports' endpoint (shared/telemetry/), when it is on another origin.
    ['connect-src', "'self'", ...optional(config.apiOrigin), ...assets, ...telemetryOrigin(config)],
    // The agreement popup frames pages of the API origin too (urlPolicy.ts trusts it).
    ['frame-src', "'self'", ...optional(config.apiOrigin), ...config.trustedOrigins],
    ['frame-ancestors', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    // Where breaches are reported: named only here, so the endpoint's origin may not load,
    // connect or frame anything.
    ...(config.cspReportUrl
      ? [
          ['report-uri', config.cspReportUrl] satisfies [string, string],
          ['report-to', reportEndpointName] satisfies [string, string],
        ]
      : []),
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/**
 * The policy of every answer that is not a page (scripts, styles, pictures, the service worker
 * script, the manifest): none of them runs or draws under the site's rules, so none may load
 * anything. An SVG opened at its own address is a document of its own under it; the site's SVGs
 * need no inline style (tests/browser/nginx.test.ts checks each), so none is allowed.
 */
export const filePolicy = "default-src 'none'";

/**
 * The service worker script's: its policy governs the worker itself, which fetches the site's own
 * pages and scripts (navigations and the offline copies) and nothing else.
 */
export const workerPolicy = `${filePolicy}; connect-src 'self'`;

/** Features no page uses unless its row of the page table says so. */
const features = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
] as const satisfies readonly string[];

/** The Permissions-Policy of a page: its own features for its own origin, the rest for none. */
export function permissionsPolicy(page: Pick<PageRow, 'permissions'>): string {
  const allowed = new Set<string>(page.permissions);
  return features
    .map((feature) => `${feature}=${allowed.has(feature) ? '(self)' : '()'}`)
    .join(', ');
}

/** Every header a page is served with (besides the ones on every response). */
export function pageHeaders(
  config: AppConfig,
  page: Pick<PageRow, 'permissions'>,
  hashes: readonly string[],
  base = '/',
  scripts: readonly string[] = [],
): Record<string, string> {
  return {
    'Cache-Control': revalidate,
    'Content-Security-Policy': contentSecurityPolicy(config, hashes, base, scripts),
    'Permissions-Policy': permissionsPolicy(page),
    ...reportingHeaders(config),
  };
}
