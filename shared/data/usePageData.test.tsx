import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UnreadableAmountError } from '../api/parse.ts';
import type { ApiResult } from '../api/result.ts';
import { failureMessages } from '../api/result.ts';
import { toastStore } from '../notify/toastStore.ts';
import { PageState } from '../ui/page-state/PageState.tsx';
import { definePageLoad, type PageCallOptions, startPageLoadEarly } from './pageData.ts';
import { usePageData } from './usePageData.ts';

interface Order {
  orderStatus: number;
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const ok = (orderStatus: number): ApiResult<Order> => ({
  success: true,
  code: 0,
  message: 'success',
  data: { orderStatus },
  raw: {},
});

const businessFailure: ApiResult<Order> = {
  success: false,
  code: 1,
  message: 'Down for maintenance',
  data: undefined,
  raw: {},
  failure: 'business',
};

const networkFailure: ApiResult<Order> = {
  success: false,
  code: 'network',
  message: failureMessages.network,
  data: undefined,
  raw: undefined,
  failure: 'network',
};

const amountFailure: ApiResult<Order> = {
  success: false,
  code: 0,
  message: failureMessages.amount,
  data: undefined,
  raw: {},
  failure: 'amount',
};

/** A page load whose answers the test hands out one call at a time. */
function scriptedLoad({ refreshOnRestore = false } = {}) {
  const calls: {
    query: Record<string, string>;
    options: PageCallOptions;
    answer: ReturnType<typeof deferred<ApiResult<Order>>>;
  }[] = [];
  const definition = definePageLoad({
    query: ['orderId'],
    load: (query, options) => {
      const answer = deferred<ApiResult<Order>>();
      calls.push({ query, options, answer });
      return answer.promise;
    },
    hasContent: (order: Order) => order.orderStatus !== 0,
    refreshOnRestore,
  });
  return { definition, calls };
}

function OrderPage({ definition }: { definition: ReturnType<typeof scriptedLoad>['definition'] }) {
  const { state, retry } = usePageData(definition);
  return (
    <PageState state={state} onRetry={retry} placeholder={<p>Loading the order</p>}>
      {(order) => <main>Status {order.orderStatus}</main>}
    </PageState>
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  // An early call no page took stays parked on the window, as in a document.
  Reflect.deleteProperty(window, '__earlyPageLoad');
});

describe('usePageData with PageState', () => {
  it('loads with the query once it is known and shows the data', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-77');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    screen.getByText('Loading the order');
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ orderId: 'PA-77' });
    // The page shows failures itself: the call must not toast too.
    expect(calls[0]?.options).toEqual({ silent: true });
    await act(async () => calls[0]?.answer.resolve(ok(174)));
    expect(screen.getByRole('main').textContent).toBe('Status 174');
  });

  it('makes no call without a required query value and offers only a way back', () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=%20');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toMatch(/link is incomplete/);
    screen.getByRole('button', { name: 'Back' });
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a business failure once, inline with the server message, never as a toast too', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=1');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(businessFailure));
    expect(screen.getByRole('alert').textContent).toBe('Down for maintenance');
    screen.getByRole('button', { name: 'Retry' });
    screen.getByRole('button', { name: 'Back' });
    expect(toastStore.getState().current).toBeUndefined();
  });

  it('retries after a network failure and shows the answer', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=1');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(networkFailure));
    expect(screen.getByRole('alert').textContent).toBe(failureMessages.network);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    screen.getByText('Loading the order');
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.answer.resolve(ok(200)));
    expect(screen.getByRole('main').textContent).toBe('Status 200');
  });

  it('keeps the loading state for a slow answer, however long before the deadline, then shows it', async () => {
    vi.useFakeTimers();
    try {
      window.history.replaceState(null, '', '/orderDetail.html?orderId=1');
      const { definition, calls } = scriptedLoad();
      render(<OrderPage definition={definition} />);
      await act(async () => vi.advanceTimersByTimeAsync(59_000));
      expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(calls).toHaveLength(1);
      await act(async () => calls[0]?.answer.resolve(ok(174)));
      expect(screen.getByRole('main').textContent).toBe('Status 174');
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops the answer of an earlier attempt that arrives late', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=1');
    const { definition, calls } = scriptedLoad();
    function ReloadingPage() {
      const { state, retry } = usePageData(definition);
      return (
        <>
          <button type="button" onClick={retry}>
            Reload
          </button>
          <p>{state.status === 'ready' ? `Status ${state.data.orderStatus}` : state.status}</p>
        </>
      );
    }
    render(<ReloadingPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.answer.resolve(ok(170)));
    screen.getByText('Status 170');
    // The first attempt answers last: its answer is no longer wanted.
    await act(async () => calls[0]?.answer.resolve(ok(999)));
    screen.getByText('Status 170');
    expect(screen.queryByText('Status 999')).toBeNull();
  });

  it('fails with Retry, not a placeholder forever, when a page load throws', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=1');
    let attempts = 0;
    const throwing = definePageLoad({
      query: ['orderId'],
      load: async (): Promise<ApiResult<Order>> => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('a page bug');
        return ok(110);
      },
    });
    render(<OrderPage definition={throwing} />);
    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.malformed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('Status 110');
  });

  it('treats a reply with nothing to show as unreadable', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=1');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(ok(0)));
    expect(screen.getByRole('alert').textContent).toBe(failureMessages.malformed);
  });

  it('hydrates the build-time loading markup silently, then starts the call', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=9');
    const { definition, calls } = scriptedLoad();
    const html = renderToString(<OrderPage definition={definition} />);
    expect(calls).toHaveLength(0);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <OrderPage definition={definition} />);
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.answer.resolve(ok(21)));
    expect(container.textContent).toBe('Status 21');
    act(() => root?.unmount());
    container.remove();
  });
});

describe('usePageData with a call started early, from the HTML', () => {
  /** Hydrates the build's markup of the page in a container; returns it and a way to end. */
  async function hydrated(definition: ReturnType<typeof scriptedLoad>['definition']) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OrderPage definition={definition} />);
    document.body.append(container);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <OrderPage definition={definition} />);
    });
    return {
      container,
      end: () => {
        act(() => root?.unmount());
        container.remove();
      },
    };
  }

  it('takes the call in flight instead of making a second one, and shows its answer', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-1');
    const { definition, calls } = scriptedLoad();
    startPageLoadEarly(definition);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ orderId: 'PA-1' });
    expect(calls[0]?.options).toEqual({ silent: true });
    const consoleError = vi.spyOn(console, 'error');
    const page = await hydrated(definition);
    expect(calls).toHaveLength(1);
    expect(page.container.textContent).toBe('Loading the order');
    await act(async () => calls[0]?.answer.resolve(ok(174)));
    expect(page.container.textContent).toBe('Status 174');
    expect(calls).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
    page.end();
  });

  it('shows an answer that came before hydration right after it, silently', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-2');
    const { definition, calls } = scriptedLoad();
    startPageLoadEarly(definition);
    await act(async () => calls[0]?.answer.resolve(ok(21)));
    const container = document.createElement('div');
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    // What the renders show: the hydrating one the placeholder, then the order; never a state
    // in between, and no new call.
    const shown: string[] = [];
    function Recorded() {
      const { state, retry } = usePageData(definition);
      shown.push(state.status);
      return (
        <PageState state={state} onRetry={retry} placeholder={<p>Loading the order</p>}>
          {(order) => <main>Status {order.orderStatus}</main>}
        </PageState>
      );
    }
    container.innerHTML = renderToString(<Recorded />);
    // The build's HTML is the placeholder, whatever the early call has answered.
    expect(container.textContent).toBe('Loading the order');
    shown.length = 0;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Recorded />);
    });
    expect(shown.filter((status, index) => status !== shown[index - 1])).toEqual([
      'loading',
      'ready',
    ]);
    expect(container.textContent).toBe('Status 21');
    expect(calls).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });

  it('makes a new call on Retry after an early failure', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-3');
    const { definition, calls } = scriptedLoad();
    startPageLoadEarly(definition);
    render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(networkFailure));
    expect(screen.getByRole('alert').textContent).toBe(failureMessages.network);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.answer.resolve(ok(200)));
    expect(screen.getByRole('main').textContent).toBe('Status 200');
  });

  it('treats an early answer with nothing to show as unreadable, like any other', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-4');
    const { definition, calls } = scriptedLoad();
    startPageLoadEarly(definition);
    render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(ok(0)));
    expect(screen.getByRole('alert').textContent).toBe(failureMessages.malformed);
  });

  it('carries an amount it could not read from the early call to the page, with Customer Service', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-5&sessionId=s-1');
    const { definition, calls } = scriptedLoad();
    startPageLoadEarly(definition);
    render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(amountFailure));
    expect(screen.getByRole('alert').textContent).toBe(failureMessages.amount);
    const link = screen.getByRole('link', { name: 'Contact Customer Service' });
    expect(link.getAttribute('href')).toBe(
      'http://localhost:3000/customerService.html?sessionId=s-1',
    );
    screen.getByRole('button', { name: 'Retry' });
  });

  it('reads an amount error thrown by an early page load as one, not as a garbled reply', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-6');
    const throwing = definePageLoad({
      query: ['orderId'],
      load: async (): Promise<ApiResult<Order>> => {
        throw new UnreadableAmountError('repayAmount', 'N/A');
      },
    });
    startPageLoadEarly(throwing);
    render(<OrderPage definition={throwing} />);
    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.amount);
    screen.getByRole('link', { name: 'Contact Customer Service' });
  });

  it('offers Customer Service on a network failure too', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-7');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(networkFailure));
    expect(screen.getByRole('alert').textContent).toBe(failureMessages.network);
    screen.getByRole('link', { name: 'Contact Customer Service' });
  });

  it('starts nothing early once the page has made its own first attempt', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-5');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    expect(calls).toHaveLength(1);
    startPageLoadEarly(definition);
    startPageLoadEarly(definition);
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.answer.resolve(ok(174)));
    expect(screen.getByRole('main').textContent).toBe('Status 174');
  });

  it('starts one early call however often it is asked, and none without the query', () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-6');
    const { definition, calls } = scriptedLoad();
    startPageLoadEarly(definition);
    startPageLoadEarly(definition);
    expect(calls).toHaveLength(1);
    window.history.replaceState(null, '', '/orderDetail.html');
    const missing = scriptedLoad();
    startPageLoadEarly(missing.definition);
    expect(missing.calls).toHaveLength(0);
  });

  it('does not hand an early answer for another address to the page', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=OLD');
    const { definition, calls } = scriptedLoad();
    startPageLoadEarly(definition);
    window.history.replaceState(null, '', '/orderDetail.html?orderId=NEW');
    render(<OrderPage definition={definition} />);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query).toEqual({ orderId: 'NEW' });
    await act(async () => calls[0]?.answer.resolve(ok(1)));
    await act(async () => calls[1]?.answer.resolve(ok(2)));
    expect(screen.getByRole('main').textContent).toBe('Status 2');
  });

  it('calls again when the page is shown afresh after its early answer was handed over', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-7');
    const { definition, calls } = scriptedLoad();
    startPageLoadEarly(definition);
    const first = render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(ok(1)));
    first.unmount();
    render(<OrderPage definition={definition} />);
    expect(calls).toHaveLength(2);
  });
});

describe('a page shown from the back-forward cache', () => {
  /** The browser leaving the page into the cache, or showing it from there (persisted). */
  const transition = (type: 'pagehide' | 'pageshow', persisted = true) =>
    act(() => {
      window.dispatchEvent(Object.assign(new Event(type), { persisted }));
    });

  async function shownThenLeft(refreshOnRestore: boolean) {
    window.history.replaceState(null, '', '/repay.html?orderId=PA-7');
    const load = scriptedLoad({ refreshOnRestore });
    render(<OrderPage definition={load.definition} />);
    await act(async () => load.calls[0]?.answer.resolve(ok(174)));
    expect(screen.getByRole('main').textContent).toBe('Status 174');
    return load;
  }

  it('shows its loading state as it goes into the cache, calls again when shown, then the new answer', async () => {
    const { calls } = await shownThenLeft(true);

    transition('pagehide');
    screen.getByText('Loading the order');
    expect(screen.queryByText('Status 174')).toBeNull();
    // Nothing is asked while the page sits in the cache.
    expect(calls).toHaveLength(1);

    transition('pageshow');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.query).toEqual({ orderId: 'PA-7' });
    screen.getByText('Loading the order');
    await act(async () => calls[1]?.answer.resolve(ok(200)));
    expect(screen.getByRole('main').textContent).toBe('Status 200');
  });

  it('a pageshow from the cache alone also shows loading first and calls again', async () => {
    const { calls } = await shownThenLeft(true);
    transition('pageshow');
    screen.getByText('Loading the order');
    expect(calls).toHaveLength(2);
  });

  it('a first load (pageshow not persisted) and a page that did not opt in call nothing more', async () => {
    const marked = await shownThenLeft(true);
    transition('pageshow', false);
    expect(marked.calls).toHaveLength(1);
    cleanup();

    const plain = await shownThenLeft(false);
    transition('pagehide');
    transition('pageshow');
    expect(plain.calls).toHaveLength(1);
    expect(screen.getByRole('main').textContent).toBe('Status 174');
  });
});
