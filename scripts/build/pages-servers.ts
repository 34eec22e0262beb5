// The pages plugin's dev and preview servers (scripts/build/pages-plugin.ts): every page at /<file>
// and at its clean path, and anything else the not-found page (404.html) with status 404, as the
// static-host rules the build writes do.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { PreviewServer, ResolvedConfig, ViteDevServer } from 'vite';
import type { AppConfig } from '../../shared/config/config.ts';
import { cleanPathOf, notFoundPage, type PageRow } from '../../shared/config/pages.ts';
import { pagesBasePath } from '../../shared/navigation/basePath.ts';
import { pageHeadersPath } from './build-info.ts';
import { everyResponseHeaders } from '../deploy/securityHeaders.ts';
import { renderPageHtml } from './page-html.ts';
import { devStaticPage, devStylesheets, fillRoot, prerenderPage } from './prerender.ts';

/** What the servers read of the plugin's build: its configuration, pages, and what Vite resolved. */
export interface ServedPages {
  config: AppConfig;
  pages: PageRow[];
  notFound: PageRow | undefined;
  resolved?: ResolvedConfig;
}

/**
 * Maps a request path (base already removed) to the page it names: `/<file>`, `/<name>` or `/` for
 * landing. Returns undefined for anything else.
 */
export function pageForPath(pathname: string, pages: readonly PageRow[]): PageRow | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return pages.find((page) => `/${page.file}` === clean || cleanPathOf(page) === clean);
}

type Next = (error?: unknown) => void;
type Headers = Readonly<Record<string, string>>;

function setHeaders(res: ServerResponse, headers: Headers): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

function splitUrl(url: string): { pathname: string; search: string } {
  const queryStart = url.search(/[?#]/);
  return queryStart === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, queryStart), search: url.slice(queryStart) };
}

/** Strips the base (`/h5/`) from a request path; undefined when the path is outside the base. */
function withoutBase(pathname: string, base: string): string | undefined {
  if (base === '/' || base === '') return pathname;
  const prefix = pagesBasePath(base).replace(/\/+$/, '');
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Rewrites a page's clean path to its file and hands the request on. */
const routePages =
  (
    site: ServedPages,
    serve: (page: PageRow, req: IncomingMessage, res: ServerResponse, next: Next) => void,
  ) =>
  (req: IncomingMessage, res: ServerResponse, next: Next) => {
    if (!req.url || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const { pathname, search } = splitUrl(req.url);
    const inBase = withoutBase(decodePath(pathname), site.resolved?.base ?? '/');
    if (inBase === undefined) return next();
    const page = pageForPath(inBase, site.pages);
    if (page) {
      req.url = `${pagesBasePath(site.resolved?.base ?? '/').replace(/\/+$/, '')}/${page.file}${search}`;
      return serve(page, req, res, next);
    }
    next();
  };

/**
 * The last handler of a server: whatever GET in the base nothing else answered (no page, module,
 * asset or mock call) gets the not-found page with status 404 (and its headers, where given).
 */
const answerNotFound =
  (site: ServedPages, render: () => Promise<string>, headersOf?: (page: PageRow) => Headers) =>
  async (req: IncomingMessage, res: ServerResponse, next: Next) => {
    const { notFound } = site;
    if (!notFound || !req.url || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const inBase = withoutBase(decodePath(splitUrl(req.url).pathname), site.resolved?.base ?? '/');
    if (inBase === undefined) return next();
    try {
      const html = await render();
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      if (headersOf) setHeaders(res, headersOf(notFound));
      res.end(req.method === 'HEAD' ? undefined : html);
    } catch (error) {
      next(error);
    }
  };

/** The dev server: every page prerendered at its file and clean path, and the not-found page. */
export function serveDevPages(site: ServedPages, server: ViteDevServer): () => void {
  // The same markup the build writes; scripts stay, since the dev server injects styles
  // through them, except on a static page, which has none in the build either: its styles
  // are linked instead.
  const render = async (page: PageRow, url: string) => {
    const prerendered = await prerenderPage(server, page);
    const html = fillRoot(
      await server.transformIndexHtml(url, renderPageHtml(page, site.config)),
      prerendered.html,
    );
    if (prerendered.kind !== 'static') return html;
    const base = (site.resolved?.base ?? '/').replace(/\/$/, '');
    return devStaticPage(
      html,
      devStylesheets(server, page).map((file) => `${base}${file}`),
    );
  };
  server.middlewares.use(
    routePages(site, async (page, req, res, next) => {
      try {
        const html = await render(page, req.url ?? '/');
        res.statusCode = 200;
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(html);
      } catch (error) {
        next(error);
      }
    }),
  );
  // Returned: runs after Vite's own handlers, so modules and public files are served first.
  return () => {
    server.middlewares.use(
      answerNotFound(site, () => render(notFoundPage, `/${notFoundPage.file}`)),
    );
  };
}

/** The preview server: the built pages at their clean paths, each with the headers the build wrote. */
export function servePreviewPages(site: ServedPages, server: PreviewServer): () => void {
  const outDir = path.resolve(server.config.root, server.config.build.outDir);
  // The headers nginx and the static hosts send (scripts/deploy/securityHeaders.ts), as the
  // build wrote them for each page, so the browser tests run every page under its policy.
  const headersOf = (page: PageRow): Headers => {
    const built = JSON.parse(fs.readFileSync(pageHeadersPath(outDir), 'utf8')) as Partial<
      Record<string, Headers>
    >;
    const headers = built[page.file];
    if (!headers) throw new Error(`The build in ${outDir} wrote no headers for ${page.file}`);
    return headers;
  };
  server.middlewares.use((_req, res, next) => {
    setHeaders(res, everyResponseHeaders);
    next();
  });
  server.middlewares.use(
    routePages(site, (page, _req, res, next) => {
      setHeaders(res, headersOf(page));
      next();
    }),
  );
  return () => {
    server.middlewares.use(
      answerNotFound(
        site,
        () => fs.promises.readFile(path.join(outDir, notFoundPage.file), 'utf8'),
        headersOf,
      ),
    );
  };
}
