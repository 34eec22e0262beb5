// Prerendering: every page's main.tsx exports a PrerenderedPage (staticPage, islandPage or
// hydratedPage, see shared/page/), of the kind the page table gives it. It is rendered to HTML
// with react-dom/server and written into its #root, so the first paint needs no JavaScript. Static
// pages then lose their scripts and keep their styles; the others keep them and hydrate.
// One renderer for every page: the dev server calls it per request on the module it loads, the build
// once per page on the page's server build, made after the browser bundle is written.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { build, type Plugin, type ViteDevServer } from 'vite';
import type { PageRender, PageRow } from '../../shared/config/pages.ts';
import { isPrerenderedPage, type PrerenderedPage } from '../../shared/page/prerenderedPage.ts';

export interface Prerendered {
  kind: PageRender;
  /** Markup for #root. */
  html: string;
}

const rootPlaceholder = '<div id="root"></div>';

/** Checks what a page's main.tsx exports against the page table; throws what is wrong. */
export function pageDefinition(
  page: PageRow,
  exported: unknown,
): PrerenderedPage & {
  element: NonNullable<PrerenderedPage['element']>;
} {
  const entry = `pages/${page.name}/main.tsx`;
  if (!isPrerenderedPage(exported) || !exported.element) {
    throw new Error(
      `${entry} must export default staticPage(...), islandPage(...) or hydratedPage(...)`,
    );
  }
  if (exported.kind !== page.render) {
    throw new Error(
      `${entry} exports a '${exported.kind}' page, but the page table says '${page.render}'`,
    );
  }
  return { kind: exported.kind, element: exported.element };
}

/** Renders what a page's main.tsx exports into the markup for its #root. */
function renderPage(page: PageRow, exported: unknown): Prerendered {
  const definition = pageDefinition(page, exported);
  // Hydrated pages and islands need React's markers; a static page never hydrates.
  const html =
    definition.kind === 'static'
      ? renderToStaticMarkup(definition.element)
      : renderToString(definition.element);
  return { kind: definition.kind, html };
}

/** The dev server's render of a page, from its main.tsx as the server loads it. */
export async function prerenderPage(server: ViteDevServer, page: PageRow): Promise<Prerendered> {
  const entry = await server.ssrLoadModule(`/pages/${page.name}/main.tsx`);
  return renderPage(page, entry.default);
}

const stylesheetModule = /\.s?css($|\?)/;

/**
 * The stylesheets a page's modules import, as the dev server serves them as CSS (`?direct`), in
 * import order, from the module graph its render (prerenderPage) loaded.
 */
export function devStylesheets(server: ViteDevServer, page: PageRow): string[] {
  const graph = server.environments.ssr.moduleGraph;
  const entry = graph.getModuleById(path.join(server.config.root, 'pages', page.name, 'main.tsx'));
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (module: typeof entry) => {
    if (!module || seen.has(module)) return;
    seen.add(module);
    if (stylesheetModule.test(module.url)) {
      found.push(`${module.url}${module.url.includes('?') ? '&' : '?'}direct`);
      return;
    }
    for (const imported of module.importedModules) visit(imported);
  };
  visit(entry);
  return found;
}

/**
 * A static page as the dev server serves it: as the build ships it, with no script (so in a
 * sandboxed frame, the loan confirm's agreement popup, nothing is refused and nothing logs an
 * error), its styles linked as stylesheets. An edit shows on reload.
 */
export function devStaticPage(document: string, stylesheets: readonly string[]): string {
  return withStylesheets(withoutScripts(document), stylesheets);
}

/**
 * Builds every page's main.tsx for the server (Vite's SSR build, with the project's configuration
 * and mode) and hands `render` a loader of each page's default export. The folder sits in node_modules/ so the
 * built modules import the project's own React (the one react-dom/server renders with), and goes
 * when done.
 */
async function withServerBuild<T>(
  options: { root: string; configFile: string; mode: string; pages: readonly PageRow[] },
  render: (load: (page: PageRow) => Promise<unknown>) => Promise<T>,
): Promise<T> {
  const parent = path.join(options.root, 'node_modules');
  fs.mkdirSync(parent, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(parent, '.prerender-'));
  try {
    await build({
      root: options.root,
      configFile: options.configFile,
      mode: options.mode,
      logLevel: 'warn',
      build: {
        ssr: true,
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        minify: false,
        rolldownOptions: {
          input: Object.fromEntries(
            options.pages.map((page) => [
              page.name,
              path.join(options.root, 'pages', page.name, 'main.tsx'),
            ]),
          ),
          // .mjs: no package.json under node_modules/ says these files are modules.
          output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
        },
      },
    });
    return await render(async (page) => {
      const entry = (await import(pathToFileURL(path.join(outDir, `${page.name}.mjs`)).href)) as {
        default?: unknown;
      };
      return entry.default;
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/** Puts prerendered markup into the page's #root. */
export function fillRoot(document: string, markup: string): string {
  if (!document.includes(rootPlaceholder)) {
    throw new Error('prerender: the page HTML has no empty #root to fill');
  }
  return document.replace(rootPlaceholder, () => `<div id="root">${markup}</div>`);
}

/** Removes every script and module preload: what is left is HTML and stylesheets. */
export function withoutScripts(document: string): string {
  return document
    .replace(/[ \t]*<script\b[^>]*>[\s\S]*?<\/script>\n?/g, '')
    .replace(/[ \t]*<link\b[^>]*rel="modulepreload"[^>]*>\n?/g, '');
}

/**
 * The file in the build folder a built page refers to (`/h5/assets/x.css` is `assets/x.css`,
 * `https://cdn.example/h5/boot-check.js` is `boot-check.js`).
 */
export function buildFileOf(href: string): string {
  const asset = /(?:^|\/)(assets\/.*)$/.exec(href);
  return asset?.[1] ?? href.slice(href.lastIndexOf('/') + 1);
}

/**
 * Puts each linked stylesheet's rules into the page itself, so the first paint waits for no
 * request (a few kB gzip: a page carries only the rules of the chunks it can load).
 */
export function inlineStylesheets(document: string, readStylesheet: (href: string) => string) {
  return document.replace(/<link\b[^>]*rel="stylesheet"[^>]*>/g, (tag) => {
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    if (!href) return tag;
    const css = readStylesheet(href);
    if (/<\/style/i.test(css))
      throw new Error(`prerender: ${href} cannot be inlined: it has </style`);
    return `<style data-href="${href}">${css.trim()}</style>`;
  });
}

/**
 * Marks the module scripts and their preloads low priority: the prerendered page paints without
 * them, so the browser fetches nothing ahead of what the first paint needs.
 */
export function scriptsAfterPaint(document: string): string {
  return document.replace(
    /<(script type="module"|link rel="modulepreload")(?=[\s>])(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The stylesheets of the chunks a page can load later (its dynamic imports, and what they import)
 * that its HTML does not link already. Vite links the stylesheets of the entry's static imports;
 * a lazy chunk's would be fetched when the chunk is, so a dialog would open unstyled on a slow
 * connection, and the small preload helper (scripts/build/preload-helper.ts) fetches none.
 */
export function lazyStylesheets(
  manifest: Record<string, ManifestChunk>,
  entryKey: string,
): string[] {
  const linked = new Set<string>();
  const staticSeen = new Set<string>();
  const collectStatic = (key: string) => {
    if (staticSeen.has(key)) return;
    staticSeen.add(key);
    const chunk = manifest[key];
    for (const css of chunk?.css ?? []) linked.add(css);
    for (const imported of chunk?.imports ?? []) collectStatic(imported);
  };
  collectStatic(entryKey);
  const lazy = new Set<string>();
  const seen = new Set<string>();
  const collectAll = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const css of chunk?.css ?? []) if (!linked.has(css)) lazy.add(css);
    for (const imported of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      collectAll(imported);
    }
  };
  collectAll(entryKey);
  return [...lazy];
}

/** Links the given stylesheets (build files, `assets/x.css`) at the end of the head. */
export function withStylesheets(document: string, files: readonly string[]): string {
  if (files.length === 0) return document;
  const links = files.map((file) => `<link rel="stylesheet" href="${file}">`).join('');
  return document.replace('</head>', `${links}</head>`);
}

/**
 * After the browser build: renders every prerendered page into its dist/ HTML. A static page's
 * entry script is removed from the HTML, from dist/ and from the manifest, so it ships no JS.
 */
export async function prerenderBuild(options: {
  root: string;
  outDir: string;
  configFile: string;
  mode: string;
  pages: readonly PageRow[];
}): Promise<{ page: string; kind: PageRender }[]> {
  const manifestPath = path.join(options.outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const done: { page: string; kind: PageRender }[] = [];
  const removedEntries = new Set<string>();
  await withServerBuild(options, async (load) => {
    for (const page of options.pages) {
      const prerendered = renderPage(page, await load(page));
      const htmlPath = path.join(options.outDir, page.file);
      const entryKey = Object.keys(manifest).find(
        (key) => key === page.file || key.endsWith(`/${page.file}`),
      );
      const lazy =
        entryKey && prerendered.kind !== 'static' ? lazyStylesheets(manifest, entryKey) : [];
      let document = inlineStylesheets(
        withStylesheets(fillRoot(fs.readFileSync(htmlPath, 'utf8'), prerendered.html), lazy),
        (href) => fs.readFileSync(path.join(options.outDir, buildFileOf(href)), 'utf8'),
      );
      if (prerendered.kind !== 'static') document = scriptsAfterPaint(document);
      if (prerendered.kind === 'static') {
        document = withoutScripts(document);
        const entry = entryKey ? manifest[entryKey] : undefined;
        if (entryKey && entry?.file.endsWith('.js')) {
          fs.rmSync(path.join(options.outDir, entry.file), { force: true });
          fs.rmSync(path.join(options.outDir, `${entry.file}.map`), { force: true });
          removedEntries.add(entryKey);
        }
      }
      fs.writeFileSync(htmlPath, document);
      done.push({ page: page.name, kind: prerendered.kind });
    }
  });
  const kept = Object.entries(manifest).filter(([key]) => !removedEntries.has(key));
  fs.writeFileSync(manifestPath, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  return done;
}

/**
 * Keeps every CSS module a page imports in its browser bundle. Vite drops a CSS module whose
 * importer's code is tree-shaken; an island page's static sections are exactly such code (the
 * browser bundle leaves them out), yet their prerendered markup needs those styles. And lets the
 * bundle drop whole the modules of markup only the build renders (`*.prerendered.tsx`).
 */
export function keepPrerenderedStyles(): Plugin {
  return {
    name: 'cash-loan:keep-prerendered-styles',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      // The code is unchanged (map: null keeps its source map as it is); only its side effects are kept.
      if (/\.module\.s?css($|\?)/.test(id)) {
        return { code, map: null, moduleSideEffects: 'no-treeshake' };
      }
      // Markup only the build writes (a `*.prerendered.tsx` module, rendered under
      // import.meta.env.SSR): the browser bundle drops the module whole, its React import with it,
      // rather than keeping that import in a chunk of its own for every page that names it.
      if (/\.prerendered\.tsx($|\?)/.test(id)) {
        return { code, map: null, moduleSideEffects: false };
      }
      return undefined;
    },
  };
}
