// A data page's first call leaves from its <head>, before the page's bundle. For every built page
// with pages/<page>/pageLoad.ts, one of two:
// - the page's figures script, where the page also has pages/<page>/firstFigures.ts (the borrower's
//   figures on its first screen): a small classic script inlined first in <head>, bundled from that
//   file, the pageLoad.ts, the first call's request and answer (shared/api/request.ts) and the
//   formats (the same modules as the page, with fetch in ky's place: shared/api/kyOverFetch.ts),
//   and only the configuration values they read. It starts the call and, when the answer is in
//   before React, writes the figures into the prerendered loan header (shared/ui/loan-header/). Its
//   hash goes into the page's Content-Security-Policy like the inline styles'.
// - the early module otherwise: an entry of its own (`<page>-early-*.js`) that imports that file and
//   the page-data module, no React, and starts the call; the HTML asks for it and its imports first
//   in <head>, as an async module script.
// Either way the call leaves while the HTML is still parsing; usePageData's first attempt takes it
// instead of making another (shared/data/pageData.ts). A page with a firstFigures.ts and no
// pageLoad.ts (the code page: its figures are in its address) gets the figures script alone, which
// writes them from the address. Found from the page table and the files alone: a page folder that
// gains a pageLoad.ts gains an early call.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import type { PageRow } from '../../shared/config/pages.ts';

/** The file a data page declares its first call in, exporting `pageLoad`. */
const pageLoadFile = 'pageLoad.ts';

const virtualPrefix = 'virtual:page-load/';

/** The file a page with figures on its first screen says what they are in, exporting `firstFigures`. */
const figuresFile = 'firstFigures.ts';

const hasFile = (root: string, page: PageRow, file: string) =>
  fs.existsSync(path.join(root, 'pages', page.name, file));

/** The pages that have a pageLoad.ts beside their main.tsx: every data page. */
export function earlyLoadPages(root: string, pages: readonly PageRow[]): PageRow[] {
  return pages.filter((page) => hasFile(root, page, pageLoadFile));
}

/**
 * The pages with a firstFigures.ts: an inline script writes their figures (and starts their first
 * call, where they have one).
 */
export function figuresPages(root: string, pages: readonly PageRow[]): PageRow[] {
  return pages.filter((page) => hasFile(root, page, figuresFile));
}

/** The data pages whose call leaves from an early module. */
export function earlyModulePages(root: string, pages: readonly PageRow[]): PageRow[] {
  const withFigures = figuresPages(root, pages);
  return earlyLoadPages(root, pages).filter((page) => !withFigures.includes(page));
}

/** The id the build and the dev server import a page's early module by. */
export function earlyModuleId(page: PageRow): string {
  return `${virtualPrefix}${page.name}`;
}

/** The build's entry name of a page's early module, which names its file. */
export function earlyEntryName(page: PageRow): string {
  return `${page.name}-early`;
}

/** The page an early module id stands for (with or without the virtual-module marker). */
export function pageOfEarlyModule(
  id: string,
  pages: readonly PageRow[],
): { page: PageRow; resolvedId: string } | undefined {
  const bare = id.startsWith('\0') ? id.slice(1) : id;
  if (!bare.startsWith(virtualPrefix)) return undefined;
  const page = pages.find((row) => earlyModuleId(row) === bare);
  return page ? { page, resolvedId: `\0${bare}` } : undefined;
}

const figuresPrefix = 'virtual:first-figures/';

/** The id a page's figures script is bundled from, and the dev server serves it by as a module. */
export function figuresModuleId(page: PageRow): string {
  return `${figuresPrefix}${page.name}`;
}

/** The page a figures script id stands for (with or without the virtual-module marker). */
export function pageOfFiguresModule(
  id: string,
  pages: readonly PageRow[],
): { page: PageRow; resolvedId: string } | undefined {
  const bare = id.startsWith('\0') ? id.slice(1) : id;
  const page = pages.find((row) => figuresModuleId(row) === bare);
  return page ? { page, resolvedId: `\0${bare}` } : undefined;
}

/**
 * The figures script: the page's first call, started at once, and its figures painted from the
 * answer; or, for a page with no call, its figures painted from its address.
 */
export function figuresModuleCode(root: string, page: PageRow): string {
  const file = (...parts: string[]) => JSON.stringify(path.join(root, ...parts));
  const figures = [
    `import { firstFigures } from ${file('pages', page.name, figuresFile)};`,
    `import { paintFirstFigures, paintSearchFigures } from ${file('shared', 'page', 'earlyFigures.ts')};`,
  ];
  if (!hasFile(root, page, pageLoadFile)) {
    return [...figures, 'paintSearchFigures(firstFigures);', ''].join('\n');
  }
  return [
    `import { pageLoad } from ${file('pages', page.name, pageLoadFile)};`,
    ...figures,
    'paintFirstFigures(pageLoad, firstFigures);',
    '',
  ].join('\n');
}

/** What the figures script is built with: the page build's own settings. */
export interface FiguresBuild {
  mode: string;
  base: string;
  define: Record<string, unknown>;
  target: string | string[];
}

/** The constant the build resolves the configuration into (shared/config/appConfig.ts). */
const configConstant = '__APP_CONFIG__';

/**
 * The configuration as the figures script is given it: the values its code reads, found by name in
 * the script bundled over an empty configuration (a page reads its values by name, never by a
 * computed key), and no others. The page's own modules keep the whole of it.
 */
function configReadBy(code: string, config: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(config).filter(([field]) => new RegExp(`\\b${field}\\b`).test(code)),
  );
}

/**
 * Bundles a page's figures script into one minified classic script. Fails when it would hold React
 * (it runs before any module, to overtake them) or ky (fetch stands in: kyOverFetch.ts).
 */
export async function bundleFiguresScript(
  root: string,
  page: PageRow,
  settings: FiguresBuild,
): Promise<string> {
  const config = settings.define[configConstant];
  if (typeof config !== 'string') return bundleFigures(root, page, settings);
  const reads = await bundleFigures(root, page, {
    ...settings,
    define: { ...settings.define, [configConstant]: '{}' },
  });
  const used = configReadBy(reads, JSON.parse(config) as Record<string, unknown>);
  return bundleFigures(root, page, {
    ...settings,
    define: { ...settings.define, [configConstant]: JSON.stringify(used) },
  });
}

async function bundleFigures(root: string, page: PageRow, settings: FiguresBuild): Promise<string> {
  const id = figuresModuleId(page);
  const standIns = path.join(root, 'shared', 'page', 'earlyStandIns.ts');
  const replaced = [
    path.join(root, 'shared', 'notify', 'toastStore.ts'),
    path.join(root, 'shared', 'api', 'failureWords.ts'),
  ];
  const entry: Plugin = {
    name: 'cash-loan:figures-entry',
    enforce: 'pre',
    async resolveId(source, importer) {
      // Vite's library mode names the entry by a path under the root.
      if (source.endsWith(id)) return `\0${id}`;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && replaced.includes(resolved.id) ? standIns : undefined;
    },
    load: (loaded) => (loaded === `\0${id}` ? figuresModuleCode(root, page) : undefined),
  };
  const output = (await build({
    configFile: false,
    root,
    mode: settings.mode,
    base: settings.base,
    define: settings.define,
    logLevel: 'silent',
    plugins: [entry],
    resolve: { alias: { ky: path.join(root, 'shared', 'api', 'kyOverFetch.ts') } },
    build: {
      write: false,
      minify: true,
      target: settings.target,
      lib: { entry: id, formats: ['iife'], name: 'firstFigures' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunk = [output]
    .flat()
    .flatMap((result) => result.output)
    .find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error(`figures script: no script for ${page.file}`);
  const held = chunk.moduleIds.find(
    (moduleId) => reactModule.test(moduleId) || /[\\/]node_modules[\\/]ky[\\/]/.test(moduleId),
  );
  if (held) throw new Error(`The figures script of ${page.file} holds ${held}`);
  return chunk.code.trim();
}

/** The inline script tag; a script whose text would end the tag early is refused. */
export function figuresScriptTag(code: string): string {
  if (/<\/script|<!--/i.test(code)) {
    throw new Error('figures script: its text would end the script element early');
  }
  return `<script>${code}</script>`;
}

/** Puts the figures script first among the page's scripts in <head>. */
export function withFiguresScript(html: string, tag: string): string {
  return withHeadTags(html, `    ${tag}\n`);
}

/** The early module: the page's declared first call, started at once. */
export function earlyModuleCode(root: string, page: PageRow): string {
  const file = (...parts: string[]) => JSON.stringify(path.join(root, ...parts));
  return [
    `import { pageLoad } from ${file('pages', page.name, pageLoadFile)};`,
    `import { startPageLoadEarly } from ${file('shared', 'data', 'pageData.ts')};`,
    'startPageLoadEarly(pageLoad);',
    '',
  ].join('\n');
}

/**
 * The tags that fetch an early module first in <head>: its script, async so it runs as soon as it
 * is there (a module script otherwise waits for the whole document), and a preload for each module
 * it imports, so they arrive together instead of one after another.
 */
function earlyTags(hrefs: { entry: string; imports: readonly string[] }): string {
  return [
    // Low priority, like the page's own scripts: Lighthouse counts a high-priority script as
    // blocking the first paint (measured: FCP 1.0-1.2 s at high, 0.65-0.78 s at low), and being
    // first in <head> already starts it before the page's bundle.
    `<script type="module" async crossorigin fetchpriority="low" src="${hrefs.entry}"></script>`,
    ...hrefs.imports.map(
      (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`,
    ),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
}

/**
 * Puts the early tags first among the page's scripts, and drops the page's own preloads of the
 * same files (they would ask for them at low priority).
 */
export function withEarlyTags(
  html: string,
  hrefs: { entry: string; imports: readonly string[] },
): string {
  const early = new Set([hrefs.entry, ...hrefs.imports]);
  const withoutDuplicates = html.replace(
    /[ \t]*<link\b[^>]*rel="modulepreload"[^>]*>\n?/g,
    (tag) => {
      const href = /\shref="([^"]*)"/.exec(tag)?.[1];
      return href && early.has(href) ? '' : tag;
    },
  );
  return withHeadTags(withoutDuplicates, earlyTags(hrefs));
}

/** Puts tags before the page's first script or module preload, else at the end of <head>. */
function withHeadTags(html: string, tags: string): string {
  const firstScript = html.search(/[ \t]*<(script\b|link\b[^>]*rel="modulepreload")/);
  if (firstScript !== -1) return html.slice(0, firstScript) + tags + html.slice(firstScript);
  if (!html.includes('</head>')) throw new Error('early page load: the page HTML has no </head>');
  return html.replace('</head>', () => `${tags}  </head>`);
}

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  imports?: readonly string[];
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
}

const reactModule = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The early module's file and every file it imports statically, in the built bundle. Throws when
 * one of them holds React: the early module would then wait for what it exists to overtake.
 */
export function earlyFiles(
  bundle: Record<string, BundleChunk>,
  resolvedId: string,
): { entry: string; imports: string[] } | undefined {
  const entry = Object.values(bundle).find(
    (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId === resolvedId,
  );
  if (!entry) return undefined;
  const imports: string[] = [];
  const visit = (fileName: string) => {
    for (const imported of bundle[fileName]?.imports ?? []) {
      if (imports.includes(imported)) continue;
      imports.push(imported);
      visit(imported);
    }
  };
  visit(entry.fileName);
  for (const fileName of [entry.fileName, ...imports]) {
    const withReact = bundle[fileName]?.moduleIds?.find((id) => reactModule.test(id));
    if (withReact) {
      throw new Error(
        `The early module ${entry.fileName} imports ${fileName}, which holds React (${withReact}): ` +
          'a pageLoad.ts imports only typed calls and plain helpers.',
      );
    }
  }
  return { entry: entry.fileName, imports };
}
