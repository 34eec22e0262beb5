// Cloudflare Pages and Netlify read `_headers` and `_redirects` from the uploaded folder; the build
// writes both into it (contract §4). Both hosts serve /<page> from <page>.html and answer an unknown
// path with 404.html and status 404 by themselves, so `_redirects` holds no page rule: a rewrite
// to the .html file loops against their own redirect, and a `/* /404.html 404` rule is refused.
// Both match header rules against the address asked for, not the file served: the not-found page,
// answered at any address, takes its policy from `/*`. Where two rules set one header, Cloudflare
// Pages joins their values (two policies, both enforced) unless the later rule detaches it
// (`! Name`), and Netlify keeps the later rule's value (it skips a line without a colon). So a
// page's rule detaches the policy of `/*` and sets its own; every other header is set once.
import type { AppConfig } from '../../shared/config/config.ts';
import { cleanPathOf, notFoundPage, type PageRow } from '../../shared/config/pages.ts';
import { workerFile } from '../../shared/page/serviceWorker.ts';
import { pagesBasePath } from '../../shared/navigation/basePath.ts';
import { bootCheckFile } from '../build/boot-check.ts';
import {
  everyResponseHeaders,
  longCache,
  pageHeaders,
  revalidate,
  strictTransportSecurityValue,
} from './securityHeaders.ts';

/** A page of a build with the hashes of its inline styles and scripts. */
export interface BuiltPage {
  page: PageRow;
  styleHashes: readonly string[];
  scriptHashes?: readonly string[];
}

/**
 * The path of the pages under the base, without its trailing slash: '' for `/`, `/h5` for `/h5/`
 * and for `https://cdn.example/h5/` (a full-URL base puts only the assets on the CDN).
 */
export function basePrefix(base: string): string {
  return pagesBasePath(base).replace(/\/+$/, '');
}

/** The addresses a page answers at under the base: its file and its clean path. */
export function pageAddresses(page: PageRow, base: string): string[] {
  const prefix = basePrefix(base);
  const clean = cleanPathOf(page) === '/' ? `${prefix}/` : `${prefix}${cleanPathOf(page)}`;
  return page.file === '404.html' ? [`${prefix}/404.html`] : [clean, `${prefix}/${page.file}`];
}

function block(path: string, headers: Readonly<Record<string, string>>): string[] {
  return [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
}

/** The headers a page sets over those of `/*` (the not-found page's), where the build has them. */
const perPageHeaders = ['Content-Security-Policy', 'Permissions-Policy', 'Reporting-Endpoints'];

export function headersFile(config: AppConfig, base: string, pages: readonly BuiltPage[]): string {
  const prefix = basePrefix(base);
  const headersOf = ({ page, styleHashes, scriptHashes }: BuiltPage) =>
    pageHeaders(config, page, styleHashes, base, scriptHashes);
  const notFound = pages.find(({ page }) => page.file === notFoundPage.file);
  const perPage = perPageHeaders.filter((name) =>
    pages.some((built) => headersOf(built)[name] !== undefined),
  );
  const notFoundPolicy = notFound
    ? Object.fromEntries(perPage.map((name) => [name, headersOf(notFound)[name] ?? '']))
    : {};
  return `${[
    // Neither host tells the rules which scheme was asked; both send plain http to https, and a
    // browser ignores the header over http.
    ...block('/*', {
      ...everyResponseHeaders,
      'Strict-Transport-Security': strictTransportSecurityValue,
      ...notFoundPolicy,
    }),
    ...block(`${prefix}/assets/*`, { 'Cache-Control': longCache }),
    // Fixed names whose content changes with each deploy: the service worker script (a stale one
    // would pin a release) and the boot check.
    ...[workerFile, bootCheckFile].flatMap((file) =>
      block(`${prefix}/${file}`, { 'Cache-Control': revalidate }),
    ),
    ...pages.flatMap((built) =>
      pageAddresses(built.page, base).flatMap((address) => [
        address,
        ...perPage.map((name) => `  ! ${name}`),
        ...block(address, headersOf(built)).slice(1),
      ]),
    ),
  ].join('\n')}\n`;
}

export function redirectsFile(base: string): string {
  const prefix = basePrefix(base);
  return [
    '# Cloudflare Pages and Netlify serve /<page> from <page>.html and answer an unknown path with',
    '# 404.html and status 404 themselves: a rule for either would loop or be refused.',
    ...(prefix ? [`${prefix} ${prefix}/ 301`] : []),
    '',
  ].join('\n');
}
