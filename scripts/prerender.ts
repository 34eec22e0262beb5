// Prerendering: a page whose main.tsx exports a PrerenderedPage (staticPage or islandPage, see
// shared/ui/page/) is rendered to HTML with react-dom/server and written into its #root, so the
// first paint needs no JavaScript. Static pages then lose their scripts and keep their styles.
// One renderer for every prerendered page: the dev server calls it per request, the build once
// per page after the browser bundle is written.
import fs from 'node:fs';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { PageRow } from '../shared/config/pages.ts';
import { isPrerenderedPage, type PrerenderKind } from '../shared/ui/page/prerenderedPage.ts';

export interface Prerendered {
  kind: PrerenderKind;
  /** Markup for #root. */
  html: string;
}

export const rootPlaceholder = '<div id="root"></div>';

/** Loads a page's main.tsx on the server side; undefined when the page is not prerendered. */
export async function prerenderPage(
  server: ViteDevServer,
  page: PageRow,
): Promise<Prerendered | undefined> {
  const entry = await server.ssrLoadModule(`/pages/${page.name}/main.tsx`);
  const definition: unknown = entry.default;
  if (!isPrerenderedPage(definition) || !definition.element) return undefined;
  const element = createElement(Fragment, null, definition.element);
  // Islands hydrate, so they need React's markers; a static page never does.
  const html =
    definition.kind === 'islands' ? renderToString(element) : renderToStaticMarkup(element);
  return { kind: definition.kind, html };
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

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
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
}): Promise<{ page: string; kind: PrerenderKind }[]> {
  const server = await createServer({
    root: options.root,
    configFile: options.configFile,
    mode: options.mode,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const manifestPath = path.join(options.outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const done: { page: string; kind: PrerenderKind }[] = [];
  const removedEntries = new Set<string>();
  try {
    for (const page of options.pages) {
      const prerendered = await prerenderPage(server, page);
      if (!prerendered) continue;
      const htmlPath = path.join(options.outDir, page.file);
      let document = fillRoot(fs.readFileSync(htmlPath, 'utf8'), prerendered.html);
      if (prerendered.kind === 'static') {
        document = withoutScripts(document);
        const entryKey = Object.keys(manifest).find(
          (key) => key === page.file || key.endsWith(`/${page.file}`),
        );
        const entry = entryKey ? manifest[entryKey] : undefined;
        if (entryKey && entry?.file.endsWith('.js')) {
          fs.rmSync(path.join(options.outDir, entry.file), { force: true });
          removedEntries.add(entryKey);
        }
      }
      fs.writeFileSync(htmlPath, document);
      done.push({ page: page.name, kind: prerendered.kind });
    }
  } finally {
    await server.close();
  }
  const kept = Object.entries(manifest).filter(([key]) => !removedEntries.has(key));
  fs.writeFileSync(manifestPath, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  return done;
}

/**
 * Keeps every CSS module a page imports in its browser bundle. Vite drops a CSS module whose
 * importer's code is tree-shaken; an island page's static sections are exactly such code (the
 * browser bundle leaves them out), yet their prerendered markup needs those styles.
 */
export function keepPrerenderedStyles(): Plugin {
  return {
    name: 'cash-loan:keep-prerendered-styles',
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (/\.module\.s?css($|\?)/.test(id)) return { code, moduleSideEffects: 'no-treeshake' };
      return undefined;
    },
  };
}
