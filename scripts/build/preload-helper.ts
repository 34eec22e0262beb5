// A smaller helper for dynamic imports. Vite wraps every `import()` in its preload helper (about
// 0.7 kB gzip in the chunk that holds the import, with no option to leave it out), written for
// stylesheets loaded per chunk, CSP nonces and relative bases. This site inlines into each page the
// rules of every chunk the page can load, lazy ones included (scripts/build/prerender.ts), sets no CSP
// nonce and serves from an absolute base (a path or a full URL), so preloading a lazy chunk's scripts is all the helper
// has to do: one modulepreload link per script not yet asked for (a stylesheet is already in the
// page), then the import itself. A failed import is announced as Vite's own helper does, with a
// cancelable `vite:preloadError` event on window (shared/page/chunkReload.ts reloads the page
// once on it: the chunk of an older deploy is gone); unless a listener takes it in hand
// (preventDefault: the page is reloading, so the caller waits), the failure reaches the caller.
import type { Plugin } from 'vite';

/** The id under which Vite imports its helper into a chunk with dynamic imports. */
export const preloadHelperId = '\0vite/preload-helper.js';

/** The helper's code: `__vitePreload(load, deps)`, deps relative to the base ('assets/x.js'). */
export function preloadHelperCode(base: string): string {
  return `const asked = new Set();
export const __vitePreload = (load, deps) => {
  for (const dep of deps || []) {
    if (dep.endsWith('.css')) continue;
    const href = ${JSON.stringify(base)} + dep;
    if (asked.has(href)) continue;
    asked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
  return load().catch((error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (event.defaultPrevented) return new Promise(() => {});
    throw error;
  });
};
`;
}

export function smallPreloadHelper(): Plugin {
  let base = '/';
  return {
    name: 'cash-loan:small-preload-helper',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      // A path (/h5/) or a full URL (https://cdn.example/h5/, the assets on another host).
      if (!/^(\/|https?:\/\/)/.test(config.base)) {
        throw new Error('The preload helper needs an absolute base (VITE_BASE=/h5/, say).');
      }
      base = config.base;
    },
    load(id) {
      return id === preloadHelperId ? preloadHelperCode(base) : undefined;
    },
  };
}
