// Vite plugin: the page table becomes the site. One HTML template serves every page; entries are
// generated from the table (no HTML file per page on disk), emitted flat as dist/<file>; the dev
// and preview servers answer every page at /<file> and at its clean path, and anything else with
// the not-found page (404.html) and status 404, as the static-host rules the build writes do.
import fs from 'node:fs';
import path from 'node:path';
import type { ConfigEnv, IndexHtmlTransformContext, Plugin, UserConfig } from 'vite';
import { type AppConfig, pageConfig, telemetrySettings } from '../../shared/config/config.ts';
import { lenderOf } from '../../shared/config/lender.ts';
import { loanOfferOf } from '../../shared/config/loanOffer.ts';
import {
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
import {
  buildFilePath,
  buildId,
  buildInfoDir,
  keepSourceMapsBeside,
  manifestPath,
} from './build-info.ts';
import { writeBuildFiles } from '../deploy/deploy-configs.ts';
import { scriptHashes, styleHashes } from '../deploy/securityHeaders.ts';
import { renderPageHtml } from './page-html.ts';
import { type ServedPages, serveDevPages, servePreviewPages } from './pages-servers.ts';
import { prerenderBuild } from './prerender.ts';

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

/** What the plugin's steps share: the pages it builds, their entries, and what Vite resolved. */
interface PagesBuild extends ServedPages {
  root: string;
  entries: PageRow[];
  entryIds: Map<string, PageRow>;
  earlyPages: PageRow[];
  withFigures: PageRow[];
  build: string;
  telemetry: ReturnType<typeof telemetrySettings>;
  /** Each figures page's inline script, bundled as the client build starts. */
  figuresScripts?: Promise<Map<PageRow, string>>;
}

/** The pages a build ships, the HTML entries made of them, and the pages that start early. */
function pagesBuild(config: AppConfig, root: string, production: boolean): PagesBuild {
  const pages = builtPages(root, { production });
  const entries = builtEntries(root, { production });
  const notFound = entries.find((page) => page === notFoundPage);
  const entryIds = new Map(entries.map((page) => [path.join(root, page.file), page]));
  // Pages that declare their first call in pages/<page>/pageLoad.ts start it from <head>: from an
  // inline script that also paints the figures where the page has a firstFigures.ts, else from an
  // early module. A page with a firstFigures.ts and no call gets the inline script alone.
  const earlyPages = earlyModulePages(root, pages);
  const withFigures = figuresPages(root, pages);
  const build = buildId(root);
  const telemetry = telemetrySettings(config, build);
  return {
    config,
    root,
    pages,
    entries,
    notFound,
    entryIds,
    earlyPages,
    withFigures,
    build,
    telemetry,
  };
}

/**
 * Vite's settings for the pages: what the pages read at build time, where the dev server's
 * dependency scan starts, and the build's entries.
 */
function pagesViteConfig(site: PagesBuild, env: ConfigEnv): UserConfig {
  const { config, root, pages, entries, earlyPages, telemetry } = site;
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
      // The loans on offer, read only by the landing's prerendered markup.
      __LOAN_OFFER__: JSON.stringify(loanOfferOf(config)),
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
}

/** As the client build starts: bundles each figures page's inline script. */
function bundleFiguresScripts(site: PagesBuild): void {
  const { resolved } = site;
  if (!resolved || resolved.command !== 'build' || resolved.build.ssr) return;
  const settings = {
    mode: resolved.mode,
    base: resolved.base,
    define: resolved.define ?? {},
    target: resolved.build.target === false ? 'es2020' : resolved.build.target,
  };
  site.figuresScripts = Promise.all(
    site.withFigures.map(
      async (page) => [page, await bundleFiguresScript(site.root, page, settings)] as const,
    ),
  ).then((built) => new Map(built));
}

/** The id of a page's entry (its HTML, not on disk) or of its early or figures module. */
function resolvePageId(site: PagesBuild, id: string): string | undefined {
  const { root } = site;
  const early = pageOfEarlyModule(id, site.earlyPages) ?? pageOfFiguresModule(id, site.withFigures);
  if (early) return early.resolvedId;
  const absolute = path.isAbsolute(id) && id.startsWith(root) ? id : path.join(root, id);
  return site.entryIds.has(absolute) ? absolute : undefined;
}

/** The HTML of each page, from the one template, and the code of its early or figures module. */
function loadPageModule(site: PagesBuild, id: string): string | undefined {
  const { root } = site;
  const early = id.startsWith('\0') ? pageOfEarlyModule(id, site.earlyPages) : undefined;
  if (early) return earlyModuleCode(root, early.page);
  const figures = id.startsWith('\0') ? pageOfFiguresModule(id, site.withFigures) : undefined;
  if (figures) return figuresModuleCode(root, figures.page);
  const page = site.entryIds.get(id);
  return page ? renderPageHtml(page, site.config) : undefined;
}

/**
 * A page's <head> once Vite has put in its own script and preloads: the figures page's inline
 * script, or the early page's module and its imports.
 */
async function withStartTags(
  site: PagesBuild,
  html: string,
  context: IndexHtmlTransformContext,
): Promise<string | undefined> {
  const base = site.resolved?.base ?? '/';
  const figuresPage = site.withFigures.find((row) => path.basename(context.filename) === row.file);
  if (figuresPage) {
    if (!context.bundle) {
      // The dev server serves the same code as a module, by its id (no policy there).
      const src = `${base}@id/__x00__${figuresModuleId(figuresPage)}`;
      return withFiguresScript(html, `<script type="module" src="${src}"></script>`);
    }
    const code = (await site.figuresScripts)?.get(figuresPage);
    if (!code) throw new Error(`No figures script in the build for ${figuresPage.file}`);
    return withFiguresScript(html, figuresScriptTag(code));
  }
  const page = site.earlyPages.find((row) => path.basename(context.filename) === row.file);
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
}

/**
 * After the client build: the pages prerendered into their HTML, then the manifest and the source
 * maps moved beside the site, with the build's pieces of the server configurations (policies and
 * headers).
 */
async function finishBuild(site: PagesBuild): Promise<void> {
  const { resolved, root, entries } = site;
  if (!resolved || resolved.build.ssr || resolved.command !== 'build') return;
  const outDir = path.resolve(resolved.root, resolved.build.outDir);
  await prerenderBuild({
    root,
    outDir,
    configFile: resolved.configFile ?? path.join(root, 'vite.config.ts'),
    mode: resolved.mode,
    pages: entries,
  });
  writeBuildInfo(site, outDir, resolved.base);
}

/**
 * The manifest and the source maps go beside the site, with the build's pieces of the server
 * configurations: the hashes of each page's inline styles and scripts, read from the HTML as it
 * ships.
 */
function writeBuildInfo(site: PagesBuild, outDir: string, base: string): void {
  const info = buildInfoDir(outDir);
  fs.rmSync(info, { recursive: true, force: true });
  fs.mkdirSync(info, { recursive: true });
  fs.renameSync(path.join(outDir, '.vite', 'manifest.json'), manifestPath(outDir));
  fs.writeFileSync(buildFilePath(outDir), `${JSON.stringify({ build: site.build }, null, 2)}\n`);
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  keepSourceMapsBeside(outDir);
  const built = site.entries.map((page) => {
    const html = fs.readFileSync(path.join(outDir, page.file), 'utf8');
    return { page, styleHashes: styleHashes(html), scriptHashes: scriptHashes(html) };
  });
  writeBuildFiles(outDir, site.config, base, built);
}

export function pagesPlugin(options: {
  config: AppConfig;
  root: string;
  /** `npm run build`: no developer's page, and no build file left in the site folder. */
  production: boolean;
}): Plugin {
  const site = pagesBuild(options.config, options.root, options.production);
  return {
    name: 'cash-loan:pages',
    enforce: 'pre',
    config: (_config, env) => pagesViteConfig(site, env),
    configResolved(config) {
      site.resolved = config;
    },
    buildStart: () => bundleFiguresScripts(site),
    resolveId: (id) => resolvePageId(site, id),
    load: (id) => loadPageModule(site, id),
    // After Vite has put in the page's own script and preloads.
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => withStartTags(site, html, context),
    },
    configureServer: (server) => serveDevPages(site, server),
    configurePreviewServer: (server) => servePreviewPages(site, server),
    writeBundle: { sequential: true, order: 'post', handler: () => finishBuild(site) },
  };
}
