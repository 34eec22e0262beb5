import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageSearch } from './usePageSearch.ts';

function OrderNumber() {
  const search = usePageSearch();
  if (search === undefined) return <p>Loading</p>;
  return <p>Order {new URLSearchParams(search).get('orderId') ?? 'missing'}</p>;
}

describe('usePageSearch', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('is undefined at build time', () => {
    expect(renderToString(<OrderNumber />)).toBe('<p>Loading</p>');
  });

  it('hydrates the build-time markup silently, then gives the query string', async () => {
    window.history.replaceState(null, '', '/orderDetail.html?orderId=88');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OrderNumber />);
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <OrderNumber />);
    });
    expect(container.textContent).toBe('Order 88');
    expect(consoleError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });

  it('gives the query string at once to a page rendered from scratch', () => {
    window.history.replaceState(null, '', '/error.html?orderId=7');
    render(<OrderNumber />);
    screen.getByText('Order 7');
  });
});
