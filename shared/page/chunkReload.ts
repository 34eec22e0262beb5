// A stale deploy, seen from an open page: a tap asks for a part whose chunk the new deploy removed
// (404), and the import fails. The preload helper (scripts/build/preload-helper.ts) announces that as
// Vite's `vite:preloadError`; the page then reloads once, gets the new HTML and its chunks, and
// works. Within the reload window the failure goes on to the caller, which shows its failure view
// with Retry (lazyPart's ErrorBoundary, the confirm screen, the ways to pay): never a loop.
import { reloadOnce } from './reloadOnce.ts';

let installed = false;

/** Reloads the page once on a chunk that failed to load; installed by every page with a script. */
export function installChunkReload(target: Window = window, reload = () => reloadOnce()): void {
  if (installed) return;
  installed = true;
  target.addEventListener('vite:preloadError', (event) => {
    // Taken in hand: the import's caller waits while the page reloads, showing nothing of it.
    if (reload()) event.preventDefault();
  });
}
