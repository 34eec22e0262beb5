// Vite plugin: the page table becomes the site. One HTML template serves every page; entries are
// generated from the table (no HTML file per page on disk), emitted flat as dist/<file>; the dev
// and preview servers answer every page at /<file> and at its clean path, and anything else with
// the not-found page (404.html) and status 404, as the static-host rules the build writes do.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { type AppConfig, pageConfig, telemetrySettings } from '../../shared/config/config.ts';
import { lenderOf } from '../../shared/config/lender.ts';
import {
  cleanPathOf,
  notFoundPage,
  offlinePage,
  type PageRow,
  pageTable,
  shippedRows,
} from '../../shared/config/pages.ts';
import {
  bundleFiguresScript,
  earlyEntryName,
  earlyFiles,
  earlyModuleCode,
  earlyModuleId,
  earlyModulePages,
  figuresModuleCode,
  figuresModuleId,
  figuresPages,
  figuresScriptTag,
  pageOfEarlyModule,
  pageOfFiguresModule,
  withEarlyTags,
  withFiguresScript,
} from './early-page-load.ts';
import { scenarios } from '../../shared/mock/scenarios.ts';
import { pagesBasePath } from '../../shared/navigation/basePath.ts';
import {
  buildFilePath,
  buildId,
  buildInfoDir,
  keepSourceMapsBeside,
  manifestPath,
  pageHeadersPath,
} from './build-info.ts';
import { writeBuildFiles } from '../deploy/deploy-configs.ts';
import { everyResponseHeaders, scriptHashes, styleHashes } from '../deploy/securityHeaders.ts';
import {
  devStaticPage,
  devStylesheets,
  fillRoot,
  prerenderBuild,
  prerenderPage,
} from './prerender.ts';

const hasFolder = (root: string, page: PageRow) =>
  fs.existsSync(path.join(root, 'pages', page.name, 'main.tsx'));

/**
 * Rows of the page table whose folder (pages/<name>/main.tsx) exists: the pages a build ships. A
 * production build leaves out the developer's pages (`stagingOnly`); the staging build, the dev
 * server and the browser tests have them.
 */
export function builtPages(root: string, { production = false } = {}): PageRow[] {
  return shippedRows({ production }).filter((page) => hasFolder(root, page));
}

/**
 * Every HTML file the build writes: the built pages, and the not-found and offline pages if their
 * folders exist.
 */
export function builtEntries(root: string, options: { production?: boolean } = {}): PageRow[] {
  return [
    ...builtPages(root, options),
    ...[notFoundPage, offlinePage].filter((page) => hasFolder(root, page)),
  ];
}

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The one HTML template every page is made from. */
export function renderPageHtml(page: PageRow, config: AppConfig): string {
  const title = escapeHtml(page.title || config.appName);
  const description = escapeHtml(
    `${config.appEnglishName}: ${page.description ?? page.title ?? config.appName}`,
  );
  const background = escapeHtml(config.backgroundColor);
  const font = escapeHtml(config.fontColor);
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="${background}" />
    <meta name="color-scheme" content="only light" />
    <meta name="referrer" content="strict-origin-when-cross-origin" />
    <meta name="format-detection" content="telephone=no" />
    <meta name="description" content="${description}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>${title}</title>
    <style>:root{--brand-background:${background};--brand-font:${font}}</style>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/pages/${page.name}/main.tsx"></script>
  </body>
</html>
`;
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

export function pagesPlugin(options: {
  config: AppConfig;
  root: string;
  /** `npm run build`: no developer's page, and no build file left in the site folder. */
  production: boolean;
}): Plugin {
  const { config, root, production } = options;
  const pages = builtPages(root, { production });
  const entries = builtEntries(root, { production });
  const notFound = entries.find((page) => page === notFoundPage);
  const entryIds = new Map(entries.map((page) => [path.join(root, page.file), page]));
  // Pages that declare their first call in pages/<page>/pageLoad.ts start it from <head>: from an
  // inline script that also paints the figures where the page has a firstFigures.ts, else from an
  // early module.
  const earlyPages = earlyModulePages(root, pages);
  const withFigures = figuresPages(root, pages);
  /** Each figures page's inline script, bundled as the client build starts. */
  let figuresScripts: Promise<Map<PageRow, string>> | undefined;
  const build = buildId(root);
  const telemetry = telemetrySettings(config, build);
  let resolved: ResolvedConfig | undefined;

  /** Rewrites a page's clean path to its file and hands the request on. */
  const routePages =
    (serve: (page: PageRow, req: IncomingMessage, res: ServerResponse, next: Next) => void) =>
    (req: IncomingMessage, res: ServerResponse, next: Next) => {
      if (!req.url || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      const { pathname, search } = splitUrl(req.url);
      const inBase = withoutBase(decodePath(pathname), resolved?.base ?? '/');
      if (inBase === undefined) return next();
      const page = pageForPath(inBase, pages);
      if (page) {
        req.url = `${pagesBasePath(resolved?.base ?? '/').replace(/\/+$/, '')}/${page.file}${search}`;
        return serve(page, req, res, next);
      }
      next();
    };

  /**
   * The last handler of a server: whatever GET in the base nothing else answered (no page, module,
   * asset or mock call) gets the not-found page with status 404 (and its headers, where given).
   */
  const answerNotFound =
    (render: () => Promise<string>, headersOf?: (page: PageRow) => Headers) =>
    async (req: IncomingMessage, res: ServerResponse, next: Next) => {
      if (!notFound || !req.url || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
      const inBase = withoutBase(decodePath(splitUrl(req.url).pathname), resolved?.base ?? '/');
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

  return {
    name: 'cash-loan:pages',
    enforce: 'pre',
    config(_config, env) {
      return {
        appType: 'mpa',
        // Which rows of the page table this build ships (the test preview links only to those),
        // the configuration, resolved once here (shared/config/appConfig.ts; the lender's
        // registration apart, shared/config/lender.ts, read only by prerendered markup), whether the build
        // reports from the field and with what (shared/telemetry/telemetry.d.ts), the mock
        // scenarios and each page's file (shared/config/pageFiles.ts).
        define: {
          __BUILT_PAGES__: JSON.stringify(pages.map((page) => page.name)),
          __APP_CONFIG__: JSON.stringify(pageConfig(config)),
          __LENDER__: JSON.stringify(lenderOf(config)),
          __TELEMETRY__: JSON.stringify(telemetry !== false),
          __TELEMETRY_SETTINGS__: JSON.stringify(telemetry),
          // Names and lines only, for the test preview's picker: a page never imports the mock.
          __MOCK_SCENARIOS__: JSON.stringify(
            Object.entries(scenarios).map(([name, { description }]) => ({ name, description })),
          ),
          __PAGE_FILES__: JSON.stringify(
            Object.fromEntries(pageTable.map((page) => [page.name, page.file])),
          ),
        },
        // The entries are not HTML files on disk, so the dev server's dependency scan starts from
        // the page roots instead (no late discovery and full reload on a page's first visit).
        optimizeDeps: { entries: entries.map((page) => `pages/${page.name}/main.tsx`) },
        // The prerender's server build (scripts/build/prerender.ts) names its own entries, the pages'
        // main.tsx.
        build: env.isSsrBuild
          ? {}
          : {
              rollupOptions: {
                input: Object.fromEntries([
                  ...entries.map((page) => [page.name, path.join(root, page.file)]),
                  ...earlyPages.map((page) => [earlyEntryName(page), earlyModuleId(page)]),
                ]),
              },
            },
      };
    },
    configResolved(config) {
      resolved = config;
    },
    buildStart() {
      if (!resolved || resolved.command !== 'build' || resolved.build.ssr) return;
      const settings = {
        mode: resolved.mode,
        base: resolved.base,
        define: resolved.define ?? {},
        target: resolved.build.target === false ? 'es2020' : resolved.build.target,
      };
      figuresScripts = Promise.all(
        withFigures.map(
          async (page) => [page, await bundleFiguresScript(root, page, settings)] as const,
        ),
      ).then((built) => new Map(built));
    },
    resolveId(id) {
      const early = pageOfEarlyModule(id, earlyPages) ?? pageOfFiguresModule(id, withFigures);
      if (early) return early.resolvedId;
      const absolute = path.isAbsolute(id) && id.startsWith(root) ? id : path.join(root, id);
      return entryIds.has(absolute) ? absolute : undefined;
    },
    load(id) {
      const early = id.startsWith('\0') ? pageOfEarlyModule(id, earlyPages) : undefined;
      if (early) return earlyModuleCode(root, early.page);
      const figures = id.startsWith('\0') ? pageOfFiguresModule(id, withFigures) : undefined;
      if (figures) return figuresModuleCode(root, figures.page);
      const page = entryIds.get(id);
      return page ? renderPageHtml(page, config) : undefined;
    },
    transformIndexHtml: {
      // After Vite has put in the page's own script and preloads.
      order: 'post',
      async handler(html, context) {
        const base = resolved?.base ?? '/';
        const figuresPage = withFigures.find((row) => path.basename(context.filename) === row.file);
        if (figuresPage) {
          if (!context.bundle) {
            // The dev server serves the same code as a module, by its id (no policy there).
            const src = `${base}@id/__x00__${figuresModuleId(figuresPage)}`;
            return withFiguresScript(html, `<script type="module" src="${src}"></script>`);
          }
          const code = (await figuresScripts)?.get(figuresPage);
          if (!code) throw new Error(`No figures script in the build for ${figuresPage.file}`);
          return withFiguresScript(html, figuresScriptTag(code));
        }
        const page = earlyPages.find((row) => path.basename(context.filename) === row.file);
        if (!page) return undefined;
        if (!context.bundle) {
          // The dev server serves the early module by its id.
          const entry = `${base}@id/__x00__${earlyModuleId(page)}`;
          return withEarlyTags(html, { entry, imports: [] });
        }
        const files = earlyFiles(context.bundle, `\0${earlyModuleId(page)}`);
        if (!files) throw new Error(`No early module in the build for ${page.file}`);
        return withEarlyTags(html, {
          entry: `${base}${files.entry}`,
          imports: files.imports.map((file) => `${base}${file}`),
        });
      },
    },
    configureServer(server) {
      // The same markup the build writes; scripts stay, since the dev server injects styles
      // through them, except on a static page, which has none in the build either: its styles
      // are linked instead.
      const render = async (page: PageRow, url: string) => {
        const prerendered = await prerenderPage(server, page);
        const html = fillRoot(
          await server.transformIndexHtml(url, renderPageHtml(page, config)),
          prerendered.html,
        );
        if (prerendered.kind !== 'static') return html;
        const base = (resolved?.base ?? '/').replace(/\/$/, '');
        return devStaticPage(
          html,
          devStylesheets(server, page).map((file) => `${base}${file}`),
        );
      };
      server.middlewares.use(
        routePages(async (page, req, res, next) => {
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
        server.middlewares.use(answerNotFound(() => render(notFoundPage, `/${notFoundPage.file}`)));
      };
    },
    configurePreviewServer(server) {
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
        routePages((page, _req, res, next) => {
          setHeaders(res, headersOf(page));
          next();
        }),
      );
      return () => {
        server.middlewares.use(
          answerNotFound(
            () => fs.promises.readFile(path.join(outDir, notFoundPage.file), 'utf8'),
            headersOf,
          ),
        );
      };
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!resolved || resolved.build.ssr || resolved.command !== 'build') return;
        const outDir = path.resolve(resolved.root, resolved.build.outDir);
        await prerenderBuild({
          root,
          outDir,
          configFile: resolved.configFile ?? path.join(root, 'vite.config.ts'),
          mode: resolved.mode,
          pages: entries,
        });
        // The manifest and the source maps go beside the site, with the build's pieces of the
        // server configurations: the hashes of each page's inline styles and scripts, read from
        // the HTML as it ships.
        const info = buildInfoDir(outDir);
        fs.rmSync(info, { recursive: true, force: true });
        fs.mkdirSync(info, { recursive: true });
        fs.renameSync(path.join(outDir, '.vite', 'manifest.json'), manifestPath(outDir));
        fs.writeFileSync(buildFilePath(outDir), `${JSON.stringify({ build }, null, 2)}\n`);
        fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
        keepSourceMapsBeside(outDir);
        const built = entries.map((page) => {
          const html = fs.readFileSync(path.join(outDir, page.file), 'utf8');
          return { page, styleHashes: styleHashes(html), scriptHashes: scriptHashes(html) };
        });
        writeBuildFiles(outDir, config, resolved.base, built);
      },
    },
  };
}
