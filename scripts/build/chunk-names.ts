// Which chunks the build makes. Left to itself Rolldown splits the toolkit into a dozen files of
// 0.5-2 kB: on a phone each is a round trip, and the page's data waited on the last of them. So:
// - the libraries get chunks of their own: they change less often than our code, so a deploy
//   leaves them in the phone's cache;
// - `service`: the service module and what it needs (config, URL policy, toasts, formatting, the
//   page-data functions), no React: the early module of every data page loads it to start the
//   page's first call (scripts/build/early-page-load.ts);
// - `pageKit`: the rest of the toolkit that most pages share (hydration, page states, header,
//   bridge, buttons, the data hook).
// A module that only a few pages use stays out of both, in a chunk of its own, so no page pays
// for another's code; except where two such modules go to nearly the same pages, and one file
// saves those pages a round trip for a few hundred bytes on the others (the groups below).

/** Rolldown's codeSplitting groups (vite.config.ts). */
export const chunkGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'ky', test: /[\\/]node_modules[\\/]ky[\\/]/, priority: 3 },
  {
    name: 'service',
    // Plain modules of these folders (a hook, use*.ts, needs React; so does any .tsx).
    test: /[\\/]shared[\\/](api|config|notify|navigation|format|actions|data)[\\/](?!use)[^\\/]+\.ts$/,
    // Counted over page entries and early modules: about twice the number of data pages use
    // what every data page uses.
    minShareCount: 16,
    priority: 2,
  },
  { name: 'pageKit', test: /[\\/]shared[\\/]/, minShareCount: 12, priority: 1 },
  // The loan header and the money format: the pages with a loan's amount draw both, so they
  // arrive in one file (the pages that use neither pay nothing).
  {
    name: 'loanHeader',
    test: /[\\/]shared[\\/](ui[\\/]loan-header[\\/][Ll]oanHeader\.|format[\\/]money\.ts$)/,
    priority: 0,
  },
  // What a tap runs: the busy state that stops a second tap, and the way off the page. Every page
  // that opens an address on its first visit (Order Details, the failure page, promotion, legacy
  // repayment) holds a pending tap, so the two arrive in one file; landing and complainPageNext,
  // which hold a tap and open no address, load openAddress's 0.3 kB too (docs/bench.md).
  {
    name: 'tapAction',
    test: /[\\/]shared[\\/](actions[\\/]openAddress|hooks[\\/]usePendingAction)\.ts$/,
    priority: 0,
  },
] as const;
