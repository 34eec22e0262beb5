// The page's query string (contract §1): the session/device fields every call and every in-app
// navigation carries on (the common parameters), and the addresses of this site's pages. Addresses
// a server or a query supplies go through urlPolicy.ts instead.
import { pageFiles } from '../config/pageFiles.ts';
import type { PageName } from '../config/pages.ts';
import { pagesBasePath } from './basePath.ts';

/** The common parameters, as the shell sends them (contract §1). */
export const commonParamNames = [
  'sessionId',
  'userId',
  'deviceId',
  'appVersion',
  'clientType',
  'deviceName',
  'osVersion',
  'gps_adid',
] as const;

export type QueryValues = Record<string, string>;

/** The current page's query as a plain object (first value of each key). */
export function readPageQuery(search: string = globalThis.location?.search ?? ''): QueryValues {
  const values: QueryValues = {};
  // URLSearchParams never throws: a garbled escape such as `100%` is kept as written.
  for (const [key, value] of new URLSearchParams(search)) {
    if (!(key in values)) values[key] = value;
  }
  return values;
}

let commonOverrides: QueryValues | undefined;

/** The common parameters present in the page query (or set by refreshCommonParams). */
export function commonParams(): QueryValues {
  const source = commonOverrides ?? readPageQuery();
  const values: QueryValues = {};
  for (const name of commonParamNames) {
    const value = source[name];
    if (value !== undefined && value !== '') values[name] = value;
  }
  return values;
}

/** Replaces the common parameters for later calls (the shell may refresh device and app values). */
export function refreshCommonParams(values?: QueryValues): void {
  commonOverrides = values ? { ...values } : undefined;
}

/** One query value of the page, trimmed; empty string when absent. */
export function queryValue(name: string, search?: string): string {
  return (readPageQuery(search)[name] ?? '').trim();
}

/**
 * The mock backend's scenario (`?mock=`), carried from page to page on the dev server so that a
 * scenario opened from the test preview holds across the flow. Never in a build: there the backend
 * is real and the parameter means nothing.
 */
function mockScenarioParam(address: URL): QueryValues {
  // Each read on its own, which the build replaces by its value: the whole env object would be in
  // every page, with every VITE_ variable the build was given.
  if (import.meta.env?.DEV !== true || import.meta.env.MODE === 'test') return {};
  if (address.origin !== globalThis.location?.origin) return {};
  const scenario = readPageQuery().mock;
  return scenario ? { mock: scenario } : {};
}

/**
 * Adds the common parameters (and any extra ones) to an address, keeping values already there.
 * Every in-app address is made here (pageUrl, and the site's own addresses in urlPolicy.ts).
 */
export function withCommonParams(address: URL, extra: QueryValues = {}): string {
  const url = new URL(address.toString());
  for (const [name, value] of Object.entries({
    ...mockScenarioParam(url),
    ...commonParams(),
    ...extra,
  })) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}

/**
 * The path of one of this site's pages under the deployment base (`/h5/repay.html`, say). A base
 * that is a full URL puts the assets on a CDN; the pages stay on this origin, under its path.
 */
export function sitePath(name: PageName, base: string = import.meta.env?.BASE_URL ?? '/'): string {
  return `${pagesBasePath(base).replace(/\/?$/, '/')}${pageFiles[name]}`;
}

/** The address of one of this site's pages, with the common parameters and the given query. */
export function pageUrl(name: PageName, query: QueryValues = {}): string {
  const url = new URL(sitePath(name), globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return withCommonParams(url);
}

/** Opens another page of this site in the same web view (contract §1: a plain navigation). */
export function goToPage(
  name: PageName,
  query: QueryValues = {},
  options: { replace?: boolean } = {},
) {
  const target = pageUrl(name, query);
  if (options.replace) globalThis.location.replace(target);
  else globalThis.location.assign(target);
}
