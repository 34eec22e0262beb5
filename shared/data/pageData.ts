// The one way a page loads its data (plain functions; the React side is usePageData.ts). A page
// declares its first call in pages/<page>/pageLoad.ts (`export const pageLoad = definePageLoad(...)`):
// the query parameters it cannot load without, the typed call, and, where a parsed reply can still
// be empty, what counts as content. Every outcome becomes one of four states the page's views show
// the same way on every page.
//
// The build starts every page's first call from the HTML's head, before the page's bundle
// (scripts/build/early-page-load.ts: a small module, or on a page with the borrower's figures an inline
// script that also writes them into the prerendered header, shared/ui/loan-header/). Either
// imports this file, no React, while the HTML is still parsing: the module calls startPageLoadEarly,
// the script parkFirstExchange, which parks the exchange as it came for the page to read.
// usePageData's first attempt takes that call (firstPageLoad) instead of making another, and shows
// an answer that came before hydration in the first render after it.
import type { CallOptions } from '../api/client.ts';
import { type SharedExchange, withSharedExchange } from '../api/request.ts';
import { UnreadableAmountError } from '../api/parse.ts';
import { type ApiResult, type FailureKind, failureMessages } from '../api/result.ts';
import { queryValue } from '../navigation/pageQuery.ts';

/** What a page's first call is given: it shows failures itself, so the call toasts nothing. */
export type PageCallOptions = Pick<CallOptions<unknown>, 'silent'> & { silent: true };

export interface PageLoad<Query extends string, Data> {
  /** Query parameters the page cannot load without; when one is missing no call is made. */
  query: readonly Query[];
  /** The page's first call. */
  load: (
    query: Readonly<Record<Query, string>>,
    options: PageCallOptions,
  ) => Promise<ApiResult<Data>>;
  /** A reply that parsed but carries nothing to show is treated as unreadable. */
  hasContent?: (data: Data) => boolean;
  /**
   * A money page: shown again from the back-forward cache it calls again, in its loading state
   * until the fresh answer, instead of showing what it had (an amount, a Payment button).
   */
  refreshOnRestore?: boolean;
}

export type PageDataState<Data> =
  | { status: 'loading' }
  /** The address lacks a query parameter the page needs: nothing to load, nothing to retry. */
  | { status: 'missing' }
  | { status: 'ready'; data: Data }
  /** The message is the server's own for a business failure, else says what went wrong. */
  | { status: 'failed'; failure: FailureKind; message: string };

/** Declares a page's first call (typed, so the page and its tests agree on the query). */
export function definePageLoad<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
): PageLoad<Query, Data> {
  return definition;
}

/** The required query values from a query string, or undefined when one is missing or blank. */
export function requiredQuery<Query extends string>(
  names: readonly Query[],
  search: string,
): Readonly<Record<Query, string>> | undefined {
  const values = {} as Record<Query, string>;
  for (const name of names) {
    const value = queryValue(name, search);
    if (value === '') return undefined;
    values[name] = value;
  }
  return values;
}

/** The state a settled call leaves the page in. */
function stateOfResult<Data>(
  result: ApiResult<Data>,
  hasContent: ((data: Data) => boolean) | undefined,
): PageDataState<Data> {
  if (!result.success) {
    return { status: 'failed', failure: result.failure, message: result.message };
  }
  if (hasContent && !hasContent(result.data)) {
    return { status: 'failed', failure: 'malformed', message: failureMessages.malformed };
  }
  return { status: 'ready', data: result.data };
}

/** Starts a page's first call for the given query string; undefined when the query lacks a value. */
export function startPageLoad<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
  search: string,
): Promise<PageDataState<Data>> | undefined {
  const query = requiredQuery(definition.query, search);
  if (!query) return undefined;
  // The service module never rejects; a page's own load or content check that throws still leaves
  // the page with a failure it can retry, never a placeholder forever.
  let answer: Promise<ApiResult<Data>>;
  try {
    answer = definition.load(query, { silent: true });
  } catch (error) {
    answer = Promise.reject(error);
  }
  return answer
    .then((result) => stateOfResult(result, definition.hasContent))
    .catch((error: unknown): PageDataState<Data> => {
      const failure = error instanceof UnreadableAmountError ? 'amount' : 'malformed';
      return { status: 'failed', failure, message: failureMessages[failure] };
    });
}

/**
 * A first call started before the page's code ran, for the query string it was started with. The
 * early module parks it with its answer; the figures script (shared/page/earlyFigures.ts) parks
 * the exchange as it came, which the page's own first call reads as any call (earlyLoadOf).
 */
export interface EarlyLoad extends SharedExchange {
  search: string;
  answer?: Promise<PageDataState<unknown>>;
  /** Set once the call has settled. */
  state?: PageDataState<unknown>;
  /** The data the figures script wrote into the prerendered page before React started. */
  paintedData?: unknown;
}

type AnyPageLoad = PageLoad<string, never>;

/** Early calls not yet handed to the page, by the page's definition. */
const earlyLoads = new Map<AnyPageLoad, EarlyLoad>();
/** Definitions whose page has made its first attempt: an early start after that is too late. */
const attempted = new WeakSet<AnyPageLoad>();

/**
 * The document's early call (a page has one first call), until the page's code takes it. It is
 * parked on the window, not in this module: the script that starts it in <head> is a bundle of its
 * own, with its own copy of this module, and the page's bundle must find it.
 */
const parkedSlot = '__earlyPageLoad';
type Parked = Partial<Record<typeof parkedSlot, EarlyLoad>>;
const realm = globalThis as Parked;

const keyOf = <Query extends string, Data>(definition: PageLoad<Query, Data>) =>
  definition as unknown as AnyPageLoad;

/** This definition's early call, taking the document's parked one if the page has not called yet. */
function earlyLoadOf(key: AnyPageLoad): EarlyLoad | undefined {
  const parked = realm[parkedSlot];
  if (parked && !attempted.has(key) && !earlyLoads.has(key)) {
    realm[parkedSlot] = undefined;
    // The figures script's exchange, read by the page's own first call: no second request.
    parked.answer ??= withSharedExchange(parked, () => startPageLoad(key, parked.search));
    void parked.answer?.then((state) => {
      parked.state = state;
    });
    earlyLoads.set(key, parked);
  }
  return earlyLoads.get(key);
}

/**
 * Starts a page's first call before its code has loaded (the script the build writes into the
 * head of a page with a pageLoad.ts) and parks it for the page. Does nothing when the query lacks a
 * value, when a call is already parked, or when the page has already made its own first attempt:
 * one request, never two.
 */
export function startPageLoadEarly<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
  search: string = globalThis.location.search,
): EarlyLoad | undefined {
  const key = keyOf(definition);
  if (attempted.has(key) || earlyLoads.has(key) || realm[parkedSlot]) return undefined;
  const answer = startPageLoad(definition, search);
  if (!answer) return undefined;
  const early = { search, answer };
  realm[parkedSlot] = early;
  return early;
}

/**
 * Starts the document's first call from a script that runs before any of the page's code (the
 * figures script, shared/page/earlyFigures.ts) and parks its exchange as it came, unless a call is
 * parked already. Gives the parked call and what the call's answer gives the page to show: its
 * data, or undefined for anything else (a failure is the page's to read and show).
 */
export function parkFirstExchange<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
  search: string = globalThis.location.search,
): { parked: EarlyLoad; data: Promise<Data | undefined> } | undefined {
  const query = requiredQuery(definition.query, search);
  if (realm[parkedSlot] || !query) return undefined;
  const parked: EarlyLoad = { search };
  const result = withSharedExchange(parked, () => definition.load(query, { silent: true }));
  // Only a quiet call shares its exchange (shared/api/request.ts).
  if (!parked.exchange) return undefined;
  realm[parkedSlot] = parked;
  const data = result.then((settled) => {
    const state = stateOfResult(settled, definition.hasContent);
    return state.status === 'ready' ? state.data : undefined;
  });
  return { parked, data };
}

/** The settled answer of the early call for this query string, if there is one yet. */
export function earlyPageState<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
  search: string,
): PageDataState<Data> | undefined {
  const early = earlyLoadOf(keyOf(definition));
  return early?.search === search ? (early.state as PageDataState<Data> | undefined) : undefined;
}

/**
 * The early answer the head's script wrote into the prerendered page, if it did: the page's first
 * render (the hydrating one, before the query is known) draws the same, so hydration finds the
 * markup it renders.
 */
export function paintedPageData<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
): Data | undefined {
  return earlyLoadOf(keyOf(definition))?.paintedData as Data | undefined;
}

/**
 * The page's first attempt: the early call when one was started for this query string, else a new
 * call. Either way no early start follows. `handed()` forgets the early call once its answer has
 * reached the page, so a later first attempt (the page mounted afresh) calls again.
 */
export function firstPageLoad<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
  search: string,
): { answer: Promise<PageDataState<Data>> | undefined; handed: () => void } {
  const key = keyOf(definition);
  const early = earlyLoadOf(key);
  attempted.add(key);
  if (early?.search === search) {
    return {
      answer: early.answer as Promise<PageDataState<Data>>,
      handed: () => {
        if (earlyLoads.get(key) === early) earlyLoads.delete(key);
      },
    };
  }
  return { answer: startPageLoad(definition, search), handed: () => {} };
}
