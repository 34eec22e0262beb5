// The one way a page loads its data (plain functions; the React side is usePageData.ts). A page
// declares its first call next to its page definition: the query parameters it cannot load
// without, the typed call, and, where a parsed reply can still be empty, what counts as content.
// Every outcome becomes one of four states the page's views show the same way on every page.
import type { CallOptions } from '../api/client.ts';
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
export function stateOfResult<Data>(
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
    .catch((): PageDataState<Data> => ({
      status: 'failed',
      failure: 'malformed',
      message: failureMessages.malformed,
    }));
}
