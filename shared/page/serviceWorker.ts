// Registering the service worker (spec §8; the worker itself: scripts/build/service-worker.ts). Loaded
// by production pages once they have loaded (delivery.ts). Where the web view has no service
// workers (WKWebView without App-Bound Domains) nothing happens. The script is asked for first: a
// 404 or a type that is not JavaScript unregisters every worker of the site and, if one was
// there, reloads the page once (reloadOnce.ts), so a page an old worker served is replaced by the
// server's. Any failure to register is swallowed: the site works without a worker.
import { askWorkerScript, type WorkerScriptAnswer } from '../api/workerScript.ts';
import { pagesBasePath } from '../navigation/basePath.ts';
import { reloadOnce } from './reloadOnce.ts';

/** The worker's file, at the base path (the build writes it: scripts/build/service-worker.ts). */
export const workerFile = 'sw.js';

/**
 * The worker's address and scope: the base path on the page's own origin. A worker is always
 * same-origin, even when the base is a full URL with the assets on a CDN.
 */
export function workerPlace(
  base: string = import.meta.env.BASE_URL,
  origin: string = globalThis.location.origin,
): { url: string; scope: string } {
  const scope = new URL(pagesBasePath(base), origin).href;
  return { url: new URL(workerFile, scope).href, scope };
}

const javaScriptType = /^\s*(text|application)\/(x-)?(javascript|ecmascript)\s*(;|$)/i;

/** The answer is a worker script: found, and JavaScript. */
export function isWorkerScript(answer: WorkerScriptAnswer): boolean {
  return answer.status !== 404 && javaScriptType.test(answer.contentType);
}

export interface WorkerRegistrationPlace {
  container: ServiceWorkerContainer | undefined;
  askScript: (url: string) => Promise<WorkerScriptAnswer | undefined>;
  reload: () => boolean;
  place: { url: string; scope: string };
}

function currentPlace(): WorkerRegistrationPlace {
  return {
    container: globalThis.navigator?.serviceWorker,
    askScript: askWorkerScript,
    reload: () => reloadOnce(),
    place: workerPlace(),
  };
}

/** Registers the worker, or unregisters every worker when its script is gone. Never rejects. */
export async function registerServiceWorker(
  { container, askScript, reload, place }: WorkerRegistrationPlace = currentPlace(),
): Promise<void> {
  if (!container) return;
  try {
    const answer = await askScript(place.url);
    // No answer (offline): the worker there, if any, goes on serving.
    if (!answer) return;
    if (!isWorkerScript(answer)) {
      const registrations = await container.getRegistrations();
      const removed = await Promise.all(
        registrations.map((registration) => registration.unregister()),
      );
      if (removed.length > 0 || container.controller) reload();
      return;
    }
    await container.register(place.url, { scope: place.scope });
  } catch {
    // Registration failures are swallowed (spec §8).
  }
}
