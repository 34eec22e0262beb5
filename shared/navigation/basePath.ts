// The deployment base (VITE_BASE) is a path (/h5/) or a full URL (https://cdn.example/h5/): a full
// URL puts the assets on a CDN, while the pages, their links and the service worker stay on the
// site's own origin under the base's path.

/** The path of the base, where the pages are: `/h5/` for both `/h5/` and `https://cdn.example/h5/`. */
export function pagesBasePath(base: string): string {
  return /^https?:\/\//.test(base) ? new URL(base).pathname : base;
}
