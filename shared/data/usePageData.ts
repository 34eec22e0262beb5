// A page's data in React: the page's first call (pageData.ts) started once the query is known,
// answers to an earlier attempt dropped, and Retry. It reads the query in the way hydration allows
// (usePageSearch): the build's HTML and the hydrating render show the loading state, and the call
// starts right after, so a page author never thinks about hydration. The first attempt takes the
// call the page's head started from the HTML (pageData.ts), and an answer already there is shown in
// the first render after hydration; one the head's script wrote into the page's figures band is in
// the band from the hydrating render on (figuresData). A page marked `refreshOnRestore` calls again
// when it is shown from the back-forward cache, in its loading state until the fresh answer. A
// build with field reports (shared/telemetry/) reports each failure the page then shows, by kind.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { usePageSearch } from '../navigation/usePageSearch.ts';
import { noteFailure } from '../telemetry/gate.ts';
import {
  earlyPageState,
  firstPageLoad,
  paintedPageData,
  type PageDataState,
  type PageLoad,
  requiredQuery,
  startPageLoad,
} from './pageData.ts';
import { useBackForwardRestore } from './useBackForwardRestore.ts';

export interface PageData<Query extends string, Data> {
  state: PageDataState<Data>;
  /** The required query values, once known and complete. */
  query: Readonly<Record<Query, string>> | undefined;
  /** Shows the loading state and calls again. */
  retry: () => void;
  /**
   * What the page's loan header shows (shared/ui/loan-header/): the data once it is there,
   * and from the very first render the early answer the head's script already wrote into the
   * prerendered header, so hydration finds the header it renders.
   */
  figuresData: Data | undefined;
}

const loading = { status: 'loading' } as const;
const missing = { status: 'missing' } as const;

export function usePageData<Query extends string, Data>(
  definition: PageLoad<Query, Data>,
): PageData<Query, Data> {
  const search = usePageSearch();
  const [attempt, setAttempt] = useState(0);
  // The settled state of one attempt, for one query string: anything else is still loading.
  const [settled, setSettled] = useState<{
    search: string;
    attempt: number;
    state: PageDataState<Data>;
  }>();

  // In the back-forward cache: no call until the page is shown again, which makes a new attempt.
  const away = useBackForwardRestore(definition.refreshOnRestore === true, () =>
    setAttempt((count) => count + 1),
  );

  useEffect(() => {
    if (search === undefined || away) return;
    // Retry always calls again; the first attempt takes the call started from the HTML, if any.
    const { answer, handed } =
      attempt === 0
        ? firstPageLoad(definition, search)
        : { answer: startPageLoad(definition, search), handed: () => {} };
    if (!answer) {
      // The address lacks a value the page needs: the page says so.
      if (__TELEMETRY__) noteFailure('missing');
      return;
    }
    let current = true;
    void answer.then((state) => {
      if (!current) return;
      handed();
      setSettled({ search, attempt, state });
      if (__TELEMETRY__ && state.status === 'failed') noteFailure(state.failure);
    });
    return () => {
      // Leaving, a new query or a retry: the answer to this attempt is no longer wanted.
      current = false;
    };
  }, [definition, search, attempt, away]);

  const query = useMemo(
    () => (search === undefined ? undefined : requiredQuery(definition.query, search)),
    [definition, search],
  );
  // In the back-forward cache the page stays loading; otherwise the query and the answers decide.
  let state: PageDataState<Data> = loading;
  if (!away) {
    if (search !== undefined && !query) state = missing;
    else if (settled && settled.search === search && settled.attempt === attempt) {
      state = settled.state;
    } else if (search !== undefined && attempt === 0) {
      // An early answer that came before hydration shows in the first render after it.
      state = earlyPageState(definition, search) ?? loading;
    }
  }

  // The page's view of a new state renders in the background, in slices the browser can paint and
  // take taps between: the view of an order or a schedule is the largest render of a page, and
  // right after hydration React would otherwise render it in one long task.
  // The loading state is small and shows at once: a retried or restored page never keeps showing
  // what it had while the new attempt is out.
  const deferredState = useDeferredValue(state);
  const shownState = state.status === 'loading' ? state : deferredState;

  let figuresData: Data | undefined;
  if (state.status === 'ready') figuresData = state.data;
  else if (!away && attempt === 0 && !settled) figuresData = paintedPageData(definition);

  return {
    state: shownState,
    query,
    retry: () => setAttempt((count) => count + 1),
    figuresData,
  };
}
