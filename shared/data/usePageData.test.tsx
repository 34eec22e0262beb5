import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../api/result.ts';
import { failureMessages } from '../api/result.ts';
import { toastStore } from '../ui/toast/toastStore.ts';
import { PageState } from '../ui/page-state/PageState.tsx';
import { definePageLoad, type PageCallOptions } from './pageData.ts';
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

/** A page load whose answers the test hands out one call at a time. */
function scriptedLoad() {
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
});

describe('usePageData with PageState', () => {
  it('loads with the query once it is known and shows the data', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=PA-77');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    expect(screen.getByText('Loading the order')).toBeTruthy();
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
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('shows a business failure once, inline with the server message, never as a toast too', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=1');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(businessFailure));
    expect(screen.getByRole('alert').textContent).toBe('Down for maintenance');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(toastStore.getState().current).toBeUndefined();
  });

  it('retries after a network failure and shows the answer', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=1');
    const { definition, calls } = scriptedLoad();
    render(<OrderPage definition={definition} />);
    await act(async () => calls[0]?.answer.resolve(networkFailure));
    expect(screen.getByRole('alert').textContent).toBe(failureMessages.network);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading the order')).toBeTruthy();
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.answer.resolve(ok(200)));
    expect(screen.getByRole('main').textContent).toBe('Status 200');
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
    expect(screen.getByText('Status 170')).toBeTruthy();
    // The first attempt answers last: its answer is no longer wanted.
    await act(async () => calls[0]?.answer.resolve(ok(999)));
    expect(screen.getByText('Status 170')).toBeTruthy();
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
    expect(await screen.findByText('Status 110')).toBeTruthy();
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
