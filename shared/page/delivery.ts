// What every page with a script does to stay in step with the deploy on the server: it says it
// started (for the boot check, bootCheck.ts), reloads once on a chunk of an older deploy
// (chunkReload.ts), and in a production build registers the service worker once the page has
// loaded and the browser is idle, from a module of its own (serviceWorker.ts): nothing of it is
// in the way of the first paint or the page's data. In a build with a telemetry endpoint it also
// reports what goes wrong (shared/telemetry/), its reporter loaded at the same idle moment. At that
// moment too, it sweeps from the phone's storage every entry past its window, whoever it belongs
// to (shared/stores/ownedEntry.ts): a shared phone keeps nothing of a borrower longer than needed.
import { sweepOwnedEntries } from '../stores/ownedEntry.ts';
import { safeStorage } from '../stores/safeStorage.ts';
import { installTelemetry } from '../telemetry/gate.ts';
import { installChunkReload } from './chunkReload.ts';
import { markPageStarted } from './pageStart.ts';

/** After the load event, when the browser is idle (a second at most), else at once. */
export function afterLoadAndIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(task, { timeout: 1000 })
      : setTimeout(task, 0);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let installed = false;

export function installDelivery(): void {
  if (installed) return;
  installed = true;
  markPageStarted();
  installChunkReload();
  // Before the worker's registration: the reporter is asked for first, in the same idle moment.
  if (__TELEMETRY__) installTelemetry(afterLoadAndIdle);
  afterLoadAndIdle(() => {
    sweepOwnedEntries([safeStorage('local'), safeStorage('session')]);
  });
  if (import.meta.env.PROD) {
    afterLoadAndIdle(() => {
      import('./serviceWorker.ts').then(
        (worker) => worker.registerServiceWorker(),
        () => undefined,
      );
    });
  }
}
