// Chunk file names that say what a chunk holds. Rolldown names a shared chunk after one of its
// modules, so React shipped as `errorToasts-*.js` and ky as `Skeleton-*.js`. The libraries get
// chunks of their own (vite.config.ts: codeSplitting groups); every other shared chunk is named
// for the first module of this table it holds, and keeps Rolldown's name when it holds none.

/** Module (path inside the project) and the name of the chunk that holds it, first match wins. */
export const chunkNameTable: readonly (readonly [
  RegExp,
  string | ((match: RegExpExecArray) => string),
])[] = [
  // A data page's first call, shared by its early module and its bundle.
  [/^pages\/([^/]+)\/pageLoad\.ts$/, (match) => `${match[1]}-pageLoad`],
  // The service module (one call function, the endpoint rows, results) and the page-data module.
  [/^shared\/api\/client\.ts$/, 'service'],
  [/^shared\/config\/appConfig\.ts$/, 'config'],
  [/^shared\/ui\/toast\/toastStore\.ts$/, 'toastStore'],
  // What every prerendered, hydrated page runs.
  [/^shared\/ui\/page\/hydratedPage\.tsx$/, 'hydratedPage'],
  [/^shared\/ui\/error-boundary\/ErrorBoundary\.tsx$/, 'pageKit'],
  [/^shared\/data\/usePageData\.ts$/, 'usePageData'],
];

/** The [name] of a chunk that is not an entry, from the modules it holds. */
export function chunkName(
  chunk: { name: string; moduleIds: readonly string[] },
  root: string,
): string {
  const prefix = `${root.replace(/\/+$/, '')}/`;
  const inProject = chunk.moduleIds.map((id) =>
    id.startsWith(prefix) ? id.slice(prefix.length) : id,
  );
  for (const [pattern, name] of chunkNameTable) {
    for (const id of inProject) {
      const match = pattern.exec(id);
      if (match) return typeof name === 'string' ? name : name(match);
    }
  }
  return chunk.name;
}
