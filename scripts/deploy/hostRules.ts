// Cloudflare Pages and Netlify read `_headers` and `_redirects` from the uploaded folder; the build
// writes both into it (contract §4). Both hosts serve /<page> from <page>.html and answer an unknown
// path with 404.html and status 404 by themselves, so `_redirects` holds no page rule: a rewrite
// to the .html file loops against their own redirect, and a `/* /404.html 404` rule is refused.
// Each header is set by one rule only: where two rules match, the hosts join their values.
import type { AppConfig } from '../../shared/config/config.ts';
import { cleanPathOf, type PageRow } from '../../shared/config/pages.ts';
import { workerFile } from '../../shared/deploy/serviceWorker.ts';
import { pagesBasePath } from '../../shared/navigation/basePath.ts';
import { bootCheckFile } from '../boot-check.ts';
import { everyResponseHeaders, longCache, pageHeaders, revalidate } from './securityHeaders.ts';

/** A page of a build with the hashes of its inline styles. */
export interface BuiltPage {
  page: PageRow;
  styleHashes: readonly string[];
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

export function headersFile(config: AppConfig, base: string, pages: readonly BuiltPage[]): string {
  const prefix = basePrefix(base);
  return `${[
    ...block('/*', everyResponseHeaders),
    ...block(`${prefix}/assets/*`, { 'Cache-Control': longCache }),
    // Fixed names whose content changes with each deploy: the service worker script (a stale one
    // would pin a release) and the boot check.
    ...[workerFile, bootCheckFile].flatMap((file) =>
      block(`${prefix}/${file}`, { 'Cache-Control': revalidate }),
    ),
    ...pages.flatMap(({ page, styleHashes }) =>
      pageAddresses(page, base).flatMap((address) =>
        block(address, pageHeaders(config, page, styleHashes, base)),
      ),
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
