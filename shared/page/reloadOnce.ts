// A page that finds itself older than the files on the server (a deploy came in while it was open,
// or its HTML is older than the scripts it names) reloads to pick up the new build: once per page
// in a time window, marked in session storage, so a file that stays missing or a server that
// keeps failing leaves the borrower a message and Retry, never a reload loop.

/** How long a reload of a page stands: within it, the page does not reload by itself again. */
export const reloadWindowMs = 60_000;

/** The session-storage key that marks a page's reload (the path: the query carries session ids). */
export const reloadMarkerKey = (pathname: string) => `reloadedAt:${pathname}`;

export interface ReloadPlace {
  location: Pick<Location, 'pathname' | 'reload'>;
  /** The tab's session storage; undefined where it is blocked (then never reload: no guard). */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** False when the browser knows it is offline: a reload would only show its error page. */
  online: boolean;
  now: number;
}

function sessionStorageOrNone(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The current page, its storage, its connection and the time. */
function currentPlace(): ReloadPlace {
  return {
    location: globalThis.location,
    storage: sessionStorageOrNone(),
    online: globalThis.navigator?.onLine !== false,
    now: Date.now(),
  };
}

/**
 * Reloads the page unless it already reloaded by itself within the window; says whether it did.
 * Without a storage to mark it in, or offline, it does not.
 */
export function reloadOnce(place: ReloadPlace = currentPlace()): boolean {
  const { location, storage, online, now } = place;
  if (!storage || !online) return false;
  const key = reloadMarkerKey(location.pathname);
  try {
    const last = Number(storage.getItem(key));
    if (last && now - last >= 0 && now - last < reloadWindowMs) return false;
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  location.reload();
  return true;
}
