// The service worker (spec §8), written by the build as dist/sw.js (registered by
// shared/page/serviceWorker.ts). Hand-written, not Workbox: its code is 0.9 kB gzip, where
// Workbox 7's precaching, routing and strategies bundled for the same job measured 5.5 kB.
// - It precaches, for the borrower offline, the pay-code pages and the offline page with the
//   scripts they run (their first visit and the parts they load later), under the build's
//   revision; a new build's worker drops the old cache. Nothing else of the build: a worker that
//   fetched every script at install cost a phone on a slow link up to 0.7 s on the page that
//   installed it. Every other hashed file is cached by the browser for a year and never changes
//   under its name.
// - Where the browser can route requests before they reach the worker (the static routes of
//   InstallEvent.addRoutes), every request but a navigation or a precached script goes straight
//   to the HTTP cache and the network: with only a fetch listener, each of a page's scripts,
//   styles, pictures and calls was first handed to the worker (woken for it) and handed back.
//   Elsewhere the listener leaves them to the browser just the same, a little later.
// - Pages come from the network first, always (never a stale page while online), through
//   navigation preload: the page's request leaves while the worker starts, not after it. With no
//   connection the pay-code pages open from their copy (the code is in the phone's storage) and
//   every other page gets the offline page, instead of the web view's error page.
// - It answers nothing else: no call to the backend (the service prefix, /api/), no request of
//   another origin, nothing but GET. Pages are kept by their path alone: the query carries
//   session ids, so no copy is keyed by one.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { PageRow } from '../../shared/config/pages.ts';
import { cleanPathOf } from '../../shared/config/pages.ts';
import { workerFile } from '../../shared/page/serviceWorker.ts';
import { manifestPath } from './build-info.ts';
import { firstVisitFiles } from '../measure/byte-html.ts';

export interface PrecacheManifest {
  /** Changes with any precached file: names the cache. */
  revision: string;
  /** Where the assets are: the build's base, a path or a full URL (assets on a CDN). */
  assetBase: string;
  /** The hashed scripts of the pages kept offline, relative to assetBase (`assets/x-1.js`). */
  assets: string[];
  /** Pages kept for offline: each path the page answers at (relative to the scope) to its file. */
  offlinePages: Record<string, string>;
  /** The page shown offline for any other page. */
  offlinePage: string;
  /** Path prefixes of the backend, never answered by the worker. */
  neverAnswered: string[];
}

/** The worker's code around its manifest: a classic script for the service-worker global. */
export function serviceWorkerCode(manifest: PrecacheManifest): string {
  return `const manifest = ${JSON.stringify(manifest)};
const cacheName = 'pages-' + manifest.revision;
const scope = new URL(self.registration.scope);
const assetUrls = new Set(
  manifest.assets
    .map((file) => new URL(manifest.assetBase + file, scope).href)
    .filter((url) => new URL(url).origin === scope.origin),
);
const pageUrl = (file) => new URL(file, scope).href;
const pageFiles = [...new Set([...Object.values(manifest.offlinePages), manifest.offlinePage])];

// A path as a URL pattern that matches it alone (the pattern syntax's own characters escaped).
const exactPath = (url) => new URL(url).pathname.replace(/[:*?+(){}]/g, '\\\\$&');

// The static routes, none of which wakes the worker: the precached scripts from their copy (the
// network when it is missing), then every request that is not a navigation from the HTTP cache or
// the network, as the listener would have left it.
const staticRoutes = () => [
  ...[...assetUrls].map((url) => ({
    condition: { urlPattern: new URLPattern({ pathname: exactPath(url), baseURL: scope.origin }) },
    source: { cacheName },
  })),
  {
    condition: { or: [{ requestMode: 'cors' }, { requestMode: 'no-cors' }, { requestMode: 'same-origin' }] },
    source: 'network',
  },
];

self.addEventListener('install', (event) => {
  // A browser that cannot take the routes keeps the fetch listener's answers; the worker installs.
  const routed = typeof event.addRoutes === 'function'
    ? Promise.resolve().then(() => event.addRoutes(staticRoutes())).catch(() => undefined)
    : undefined;
  event.waitUntil(
    Promise.all([
      routed,
      caches.open(cacheName).then((cache) => cache.addAll([...assetUrls, ...pageFiles.map(pageUrl)])),
    ]).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('pages-') && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.registration.navigationPreload && self.registration.navigationPreload.enable())
      .then(() => self.clients.claim()),
  );
});

const neverAnswered = (url) =>
  manifest.neverAnswered.some((prefix) => url.pathname === prefix || url.pathname.startsWith(prefix + '/'));

async function openPage(request, url, preloaded) {
  try {
    return (await preloaded) || (await fetch(request));
  } catch (offline) {
    const inScope = url.pathname.startsWith(scope.pathname) ? url.pathname.slice(scope.pathname.length) : '';
    const file = manifest.offlinePages[inScope] || manifest.offlinePage;
    const copy = await caches.match(pageUrl(file), { cacheName });
    if (copy) return copy;
    throw offline;
  }
}

async function asset(request, url) {
  const copy = await caches.match(url, { cacheName });
  return copy || fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || neverAnswered(url)) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith(scope.pathname)) event.respondWith(openPage(request, url, event.preloadResponse));
    return;
  }
  const key = url.origin + url.pathname;
  if (assetUrls.has(key)) event.respondWith(asset(request, key));
});
`;
}

/** The pages whose copy opens offline: each at its file and at its clean path. */
function offlinePagesOf(pages: readonly PageRow[]): Record<string, string> {
  return Object.fromEntries(
    pages.flatMap((page) => [
      [page.file, page.file],
      [cleanPathOf(page).slice(1), page.file],
    ]),
  );
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * Every script these pages run, as the manifest lists them (`assets/x-1.js`): what each page's
 * HTML loads, what those import, and the parts they load later (the QR code, a popup), so that a
 * page opened from its copy offline works whole.
 */
export function scriptsOfPages(
  pageHtml: readonly string[],
  manifest: Record<string, ManifestChunk>,
): string[] {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const scripts = new Set<string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    const chunk = manifest[keyOf.get(file) ?? ''];
    for (const key of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      const imported = manifest[key]?.file;
      if (imported?.endsWith('.js')) visit(imported);
    }
  };
  for (const html of pageHtml) for (const file of firstVisitFiles(html).jsFiles) visit(file);
  // Hashed files only: a fixed name (boot-check.js) is revalidated like a page, never kept.
  return [...scripts].filter((file) => file.startsWith('assets/')).sort();
}

/** A revision from the names of the hashed files and the content of the pages kept. */
function revisionOf(outDir: string, assets: readonly string[], pageFiles: readonly string[]) {
  const hash = createHash('sha256');
  for (const file of assets) hash.update(`${file}\n`);
  for (const file of pageFiles) hash.update(fs.readFileSync(path.join(outDir, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * Writes dist/sw.js once the pages are written (after the prerender step: it removes the scripts
 * of static pages, and the pages kept are the finished HTML).
 */
export function serviceWorkerPlugin(options: {
  /** The pay-code pages, opened from their copy offline. */
  offlinePages: readonly PageRow[];
  offlinePage: PageRow;
  neverAnswered: readonly string[];
}): Plugin {
  let resolved: ResolvedConfig | undefined;
  return {
    name: 'cash-loan:service-worker',
    apply: 'build',
    configResolved(config) {
      resolved = config;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        if (!resolved || resolved.build.ssr) return;
        const outDir = path.resolve(resolved.root, resolved.build.outDir);
        const pages = [...options.offlinePages, options.offlinePage].filter((page) =>
          fs.existsSync(path.join(outDir, page.file)),
        );
        const kept = pages.filter((page) => page !== options.offlinePage);
        const manifestFile = manifestPath(outDir);
        const viteManifest = fs.existsSync(manifestFile)
          ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
          : {};
        const assets = scriptsOfPages(
          pages.map((page) => fs.readFileSync(path.join(outDir, page.file), 'utf8')),
          viteManifest,
        );
        const manifest: PrecacheManifest = {
          revision: revisionOf(
            outDir,
            assets,
            pages.map((page) => page.file),
          ),
          assetBase: resolved.base,
          assets,
          offlinePages: offlinePagesOf(kept),
          offlinePage: options.offlinePage.file,
          neverAnswered: [...options.neverAnswered].map((prefix) => prefix.replace(/\/+$/, '')),
        };
        fs.writeFileSync(path.join(outDir, workerFile), serviceWorkerCode(manifest));
      },
    },
  };
}
