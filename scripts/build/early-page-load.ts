// The early module of a data page: for every built page with pages/<page>/pageLoad.ts, the build
// adds an entry of its own (`<page>-early-*.js`) that imports that file and the page-data module,
// no React, and starts the page's first call (shared/data/pageData.ts: startPageLoadEarly). The
// page's HTML asks for it and its imports first in <head>, as an async module script,
// so the call leaves while the HTML is still parsing and the page's bundle is still on its way;
// usePageData's first attempt then takes that call instead of making another. Found from the page
// table and the file alone: a page folder that gains a pageLoad.ts gains an early module.
import fs from 'node:fs';
import path from 'node:path';
import type { PageRow } from '../../shared/config/pages.ts';

/** The file a data page declares its first call in, exporting `pageLoad`. */
const pageLoadFile = 'pageLoad.ts';

const virtualPrefix = 'virtual:page-load/';

/** The pages that have a pageLoad.ts beside their main.tsx. */
export function earlyLoadPages(root: string, pages: readonly PageRow[]): PageRow[] {
  return pages.filter((page) => fs.existsSync(path.join(root, 'pages', page.name, pageLoadFile)));
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
  const tags = earlyTags(hrefs);
  const firstScript = withoutDuplicates.search(/[ \t]*<(script\b|link\b[^>]*rel="modulepreload")/);
  if (firstScript !== -1) {
    return withoutDuplicates.slice(0, firstScript) + tags + withoutDuplicates.slice(firstScript);
  }
  if (!withoutDuplicates.includes('</head>')) {
    throw new Error('early page load: the page HTML has no </head>');
  }
  return withoutDuplicates.replace('</head>', () => `${tags}  </head>`);
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
