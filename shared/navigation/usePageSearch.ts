// The page's query string for components. The build renders pages with no address at all, so the
// render that hydrates must not read one either: this gives undefined at build time and in that
// first render, and the real query string right after (React re-renders at once). A page shows its
// loading state until then, exactly as the prerendered HTML does.
import { useSyncExternalStore } from 'react';

// The query of a loaded page does not change (navigation loads another page).
const unchanging = () => () => {};
const currentSearch = () => globalThis.location.search;
const unknownAtBuild = () => undefined;

/** `location.search` once the page runs in the browser; undefined while prerendering/hydrating. */
export function usePageSearch(): string | undefined {
  return useSyncExternalStore(unchanging, currentSearch, unknownAtBuild);
}
