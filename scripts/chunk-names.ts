// Which chunks the build makes, and file names that say what each holds. Left to itself Rolldown
// names a shared chunk after one of its modules (React shipped as `errorToasts-*.js`, ky as
// `Skeleton-*.js`) and splits the toolkit into a dozen files of 0.5-2 kB: on a phone each is a
// round trip, and the page's data waited on the last of them. So:
// - the libraries get chunks of their own: they change less often than our code, so a deploy
//   leaves them in the phone's cache;
// - `service`: the service module and what it needs (config, URL policy, toasts, formatting, the
//   page-data functions), no React: the early module of every data page loads it to start the
//   page's first call (scripts/early-page-load.ts);
// - `pageKit`: the rest of the toolkit that most pages share (hydration, page states, header,
//   bridge, buttons, the data hook).
// A module that only a few pages use stays out of both, in a chunk of its own, so no page pays
// for another's code.

/** Rolldown's codeSplitting groups (vite.config.ts). */
export const chunkGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'ky', test: /[\\/]node_modules[\\/]ky[\\/]/, priority: 3 },
  {
    name: 'service',
    // Plain modules of these folders (a hook, use*.ts, needs React; so does any .tsx).
    test: /[\\/]shared[\\/]((api|config|navigation|format|data|statistics)[\\/](?!use)[^\\/]+\.ts|ui[\\/]toast[\\/]toastStore\.ts)$/,
    // Counted over page entries and early modules: about twice the number of data pages use
    // what every data page uses.
    minShareCount: 16,
    priority: 2,
  },
  { name: 'pageKit', test: /[\\/]shared[\\/]/, minShareCount: 12, priority: 1 },
] as const;

const groupNames: ReadonlySet<string> = new Set(chunkGroups.map((group) => group.name));

/** Module (path inside the project) and the name of the chunk that holds it, first match wins. */
export const chunkNameTable: readonly (readonly [
  RegExp,
  string | ((match: RegExpExecArray) => string),
])[] = [
  // A data page's first call, shared by its early module and its bundle.
  [/^pages\/([^/]+)\/pageLoad\.ts$/, (match) => `${match[1]}-pageLoad`],
];

/** The [name] of a chunk that is not an entry: its group's, else from the modules it holds. */
export function chunkName(
  chunk: { name: string; moduleIds: readonly string[] },
  root: string,
): string {
  if (groupNames.has(chunk.name)) return chunk.name;
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
