// The nginx configuration of the site (contract §4), generated from the page table, the base path
// and the headers module: one concern per file, as h5bp's server configs do. Installed as
// /etc/nginx/conf.d/cash-loan.conf (http level), /etc/nginx/cash-loan/ (its parts) and
// /etc/nginx/sites-enabled/cash-loan.conf (the server). Every header is added once, at server
// level, from a map on the final $uri (after try_files and error_page): a location that used
// add_header itself would drop them all.
import type { AppConfig } from '../../shared/config/config.ts';
import { cleanPathOf, type PageRow } from '../../shared/config/pages.ts';
import { workerFile } from '../../shared/page/serviceWorker.ts';
import type { BuiltPage } from './hostRules.ts';
import { basePrefix } from './hostRules.ts';
import {
  contentSecurityPolicy,
  everyResponseHeaders,
  filePolicy,
  longCache,
  permissionsPolicy,
  reportingHeaders,
  revalidate,
  strictTransportSecurityValue,
  workerPolicy,
} from './securityHeaders.ts';

/** Where the server block expects the site: `dist/` uploaded as <root><base>. */
export const nginxRoot = '/var/www/cash-loan';
export const nginxListen = 'listen 80;';
/** The file the build writes (dist-info/nginx/) and the deployment copies beside the others. */
export const cspFile = 'cash-loan/http/content-security-policy.conf';

/** Types nginx compresses (text/html always); Debian's mime.types names JS application/javascript. */
const compressedTypes = [
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'text/css',
  'text/javascript',
  'text/plain',
].join(' ');

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

function header(lines: string[]): string {
  return `${lines.map((line) => `# ${line}`).join('\n')}\n`;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function pageFile(page: PageRow, base: string): string {
  return `${basePrefix(base)}/${page.file}`;
}

/**
 * The map of each page file to its Content-Security-Policy, and the endpoint its reports go to
 * beside each policy (none unless the build names one): written by the build.
 */
export function nginxContentSecurityPolicy(
  config: AppConfig,
  base: string,
  pages: readonly BuiltPage[],
): string {
  const endpoints = reportingHeaders(config)['Reporting-Endpoints'];
  return [
    header([
      "Each page's Content-Security-Policy, with the hashes of its inline styles and scripts, and where its",
      'breaches are reported: written by the build (dist-info/nginx/), installed beside the',
      'other files at every release.',
    ]),
    'map $uri $cash_loan_content_security_policy {',
    '  default "";',
    ...pages.map(
      ({ page, styleHashes, scriptHashes }) =>
        `  ${pageFile(page, base)} ${quoted(contentSecurityPolicy(config, styleHashes, base, scriptHashes))};`,
    ),
    '}',
    '',
    'map $cash_loan_content_security_policy $cash_loan_reporting_endpoints {',
    '  default "";',
    ...(endpoints ? [`  ~. ${quoted(endpoints)};`] : []),
    '}',
    '',
  ].join('\n');
}

/** The files of deploy/nginx/, by path, for a base path; the build adds cspFile. */
export function nginxFiles(options: {
  pages: readonly PageRow[];
  notFound: PageRow;
  base: string;
}): Record<string, string> {
  const { pages, notFound, base } = options;
  const prefix = basePrefix(base);
  const regexPrefix = escapeRegex(prefix);
  const landing = pages.find((page) => cleanPathOf(page) === '/');
  const others = pages.filter((page) => page !== landing);
  const withPermissions = [...pages, notFound].filter((page) => page.permissions?.length);
  return {
    'conf.d/cash-loan.conf': [
      header(['The http-level parts of the site: maps and the access log format.']),
      'include cash-loan/http/*.conf;',
      '',
    ].join('\n'),

    'cash-loan/http/access-log.conf': [
      header([
        'The access log leaves out the query string: session parameters travel there. The',
        "referrer is left out too: it is the previous page's address, query included.",
      ]),
      'map $request_uri $cash_loan_request_path {',
      '  ~^(?<path>[^?]*) $path;',
      '}',
      '',
      'log_format cash_loan \'$remote_addr [$time_local] "$request_method $cash_loan_request_path $server_protocol" \'',
      '                     \'$status $body_bytes_sent $request_time "$http_user_agent"\';',
      '',
    ].join('\n'),

    'cash-loan/http/cache-control.conf': [
      header([
        'Hashed assets never change: cached for a year. Pages, the not-found page, the service',
        'worker script and the other public files are asked again every time (no-cache).',
      ]),
      'map $uri $cash_loan_cache_control {',
      `  default ${quoted(revalidate)};`,
      `  ~^${regexPrefix}/assets/ ${quoted(longCache)};`,
      '}',
      '',
    ].join('\n'),

    'cash-loan/http/file-policy.conf': [
      header([
        "Every answer that is not a page (the build's map of page policies leaves it empty): a",
        'policy that allows nothing, the service worker script a fetch of its own origin.',
      ]),
      'map $uri $cash_loan_file_policy {',
      `  default ${quoted(filePolicy)};`,
      `  ${prefix}/${workerFile} ${quoted(workerPolicy)};`,
      '}',
      '',
      'map $cash_loan_content_security_policy $cash_loan_policy {',
      '  "" $cash_loan_file_policy;',
      '  default $cash_loan_content_security_policy;',
      '}',
      '',
    ].join('\n'),

    'cash-loan/http/permissions-policy.conf': [
      header([
        'Pages may use no sensitive browser feature but the ones their row of the page table',
        'names (shared/config/pages.ts).',
      ]),
      'map $uri $cash_loan_permissions_policy {',
      `  default ${quoted(permissionsPolicy({}))};`,
      ...withPermissions.map(
        (page) => `  ${pageFile(page, base)} ${quoted(permissionsPolicy(page))};`,
      ),
      '}',
      '',
    ].join('\n'),

    'cash-loan/http/strict-transport-security.conf': [
      header([
        'HTTPS only, sent on an answer over https: by this server, or by the proxy in front of it',
        'that ended TLS and says so in X-Forwarded-Proto (a browser ignores the header over',
        'plain http, so a client that sends it falsely gains nothing).',
      ]),
      'map "$scheme:$http_x_forwarded_proto" $cash_loan_strict_transport_security {',
      '  default "";',
      `  ~^https: ${quoted(strictTransportSecurityValue)};`,
      `  ~:https$ ${quoted(strictTransportSecurityValue)};`,
      '}',
      '',
    ].join('\n'),

    'cash-loan/server/compression.conf': [
      header([
        'gzip, and brotli (Debian: libnginx-mod-http-brotli-filter) where the browser asks.',
      ]),
      'gzip on;',
      'gzip_vary on;',
      'gzip_comp_level 5;',
      'gzip_min_length 256;',
      'gzip_proxied any;',
      `gzip_types ${compressedTypes};`,
      '',
      'brotli on;',
      'brotli_comp_level 5;',
      'brotli_min_length 256;',
      `brotli_types ${compressedTypes};`,
      '',
    ].join('\n'),

    'cash-loan/server/security-headers.conf': [
      header([
        'Every header of every answer (scripts/deploy/securityHeaders.ts), errors included',
        '(always). The maps are in cash-loan/http/.',
      ]),
      ...Object.entries(everyResponseHeaders).map(
        ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
      ),
      'add_header Cache-Control $cash_loan_cache_control always;',
      'add_header Content-Security-Policy $cash_loan_policy always;',
      'add_header Permissions-Policy $cash_loan_permissions_policy always;',
      'add_header Reporting-Endpoints $cash_loan_reporting_endpoints always;',
      'add_header Strict-Transport-Security $cash_loan_strict_transport_security always;',
      'server_tokens off;',
      '',
    ].join('\n'),

    'cash-loan/server/build-files.conf': [
      header([
        "Never served: dot files and folders (a build's .vite/ among them) and the rule files of",
        'other hosts; /.well-known/ stays reachable.',
      ]),
      'location ~ /\\.(?!well-known/) {',
      '  return 404;',
      '}',
      '',
      'location ~ /_(headers|redirects)$ {',
      '  return 404;',
      '}',
      '',
    ].join('\n'),

    'cash-loan/server/pages.conf': [
      header([
        'Pages at their clean path and their file; a trailing slash is taken off a clean path',
        '(301, query kept); anything else is the not-found page with status 404. Redirects are',
        'relative, so they stay right behind a proxy or on another port, and name only a path of',
        'the page table, never one read from the request: `/\\evil.example/` or',
        '`/%09/evil.example/` would otherwise send the browser to another host.',
      ]),
      'absolute_redirect off;',
      `error_page 404 ${pageFile(notFound, base)};`,
      // An address nginx cannot read (`/..%2F/` climbs above the root) is refused before any
      // location: the borrower sees the not-found page, not nginx's own.
      `error_page 400 =404 ${pageFile(notFound, base)};`,
      '',
      `location = ${pageFile(notFound, base)} {`,
      '  internal;',
      '}',
      '',
      ...(prefix
        ? [`location = ${prefix} {`, `  return 301 ${prefix}/$is_args$args;`, '}', '']
        : []),
      ...(landing
        ? [`location = ${prefix}/ {`, `  try_files ${pageFile(landing, base)} =404;`, '}', '']
        : []),
      ...others.flatMap((page) => [
        `location = ${prefix}${cleanPathOf(page)} {`,
        `  try_files ${pageFile(page, base)} =404;`,
        '}',
        '',
      ]),
      `location ~ ^(?<cash_loan_slashless>${regexPrefix}(?:${others.map((page) => escapeRegex(cleanPathOf(page))).join('|')}))/+$ {`,
      '  return 301 $cash_loan_slashless$is_args$args;',
      '}',
      '',
      // Any other address ending in a slash (a folder such as assets/ among them).
      'location ~ /$ {',
      '  return 404;',
      '}',
      '',
      `location ${prefix}/ {`,
      '  try_files $uri =404;',
      '}',
      ...(prefix ? ['', 'location / {', '  return 404;', '}'] : []),
      '',
    ].join('\n'),

    'sites-available/cash-loan.conf': [
      header([
        `The site: dist/ uploaded into ${nginxRoot}${prefix}/, assets first and pages last.`,
        'An API served from this origin goes in cash-loan/api/*.conf (proxy_pass locations); such',
        'a location that adds headers of its own takes none of the ones above.',
      ]),
      'server {',
      `  ${nginxListen}`,
      '  server_name _;',
      `  root ${nginxRoot};`,
      '  charset utf-8;',
      '  charset_types text/css application/javascript application/json image/svg+xml;',
      '  access_log /var/log/nginx/cash-loan.access.log cash_loan;',
      '',
      '  include cash-loan/server/*.conf;',
      '  include cash-loan/api/*.conf;',
      '}',
      '',
    ].join('\n'),
  };
}
