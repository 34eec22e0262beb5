// The promotion page's three views (contract §1: `#/`, `#/downloadTemplate`, `#/agreementTemplate`)
// routed by the address's hash, with no router library: a view's own query rides in the hash
// (`#/downloadTemplate?app_from=...`), so moving between views never reloads the page.
import { useMemo, useSyncExternalStore } from 'react';
import { type QueryValues, readPageQuery } from '../../shared/navigation/pageQuery.ts';

export type PromotionRoute = 'register' | 'download' | 'agreement';

const routePaths: Record<PromotionRoute, string> = {
  register: '/',
  download: '/downloadTemplate',
  agreement: '/agreementTemplate',
};

export interface HashLocation {
  route: PromotionRoute;
  /** The query written in the hash after the route's path. */
  query: QueryValues;
}

/** The view and query a hash names; anything unknown is the registration form. */
export function parseHash(hash: string): HashLocation {
  const text = hash.replace(/^#/, '');
  const mark = text.indexOf('?');
  const path = (mark === -1 ? text : text.slice(0, mark)).replace(/\/+$/, '') || '/';
  const query = mark === -1 ? {} : readPageQuery(text.slice(mark + 1));
  const route =
    (Object.keys(routePaths) as PromotionRoute[]).find((name) => routePaths[name] === path) ??
    'register';
  return { route, query };
}

/** The hash of a view with its query: `#/downloadTemplate?app_from=ad`. */
export function routeHash(route: PromotionRoute, query: QueryValues = {}): string {
  const search = new URLSearchParams(query).toString();
  return `#${routePaths[route]}${search ? `?${search}` : ''}`;
}

/**
 * A campaign link may carry its query in the hash (`promotion.html#/?id=7`, as a hash-routed page
 * is often linked). The registration view reads the page's query, so such a query moves there,
 * values already in the page's query winning; the hash keeps only its route. Runs before the page
 * hydrates.
 */
export function adoptHashQuery(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'replaceState'>,
): void {
  const url = new URL(location.href);
  const { route, query } = parseHash(url.hash);
  if (route !== 'register' || Object.keys(query).length === 0) return;
  for (const [name, value] of Object.entries(query)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  url.hash = routeHash('register');
  history.replaceState(null, '', url.href);
}

const subscribe = (onChange: () => void) => {
  globalThis.addEventListener('hashchange', onChange);
  return () => globalThis.removeEventListener('hashchange', onChange);
};
const currentHash = () => globalThis.location.hash;
// The build renders the registration form; the hydrating render does too, then the real hash.
const hashAtBuild = () => '';

/** The view the address names, following every hash change. */
export function useHashLocation(): HashLocation {
  const hash = useSyncExternalStore(subscribe, currentHash, hashAtBuild);
  return useMemo(() => parseHash(hash), [hash]);
}

/** Moves to a view (a new history entry, so the phone's back returns to the form). */
export function goToRoute(route: PromotionRoute, query: QueryValues = {}): void {
  globalThis.location.hash = routeHash(route, query);
}
