import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showToast } from '../notify/toastStore.ts';
import { hydratedPage, hydratePage, pageTree } from './hydratedPage.tsx';

function Broken(): never {
  throw new Error('bad data');
}

function Counter() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps((count) => count + 1)}>
      Tapped {taps} times
    </button>
  );
}

describe('hydratePage', () => {
  let root: Root | undefined;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('hydrates the prerendered markup in place, silently, and makes it interactive', async () => {
    container.innerHTML = renderToString(pageTree(<Counter />));
    const prerenderedButton = container.querySelector('button');
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      root = hydratePage(<Counter />);
    });
    const button = screen.getByRole('button', { name: 'Tapped 0 times' });
    // The very node the build wrote is the one React now drives.
    expect(button).toBe(prerenderedButton);
    act(() => button.click());
    expect(button.textContent).toBe('Tapped 1 times');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('says so in the console when the markup does not match the page', async () => {
    container.innerHTML = renderToString(pageTree(<p>Another page</p>));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      root = hydratePage(<Counter />);
    });
    screen.getByRole('button', { name: 'Tapped 0 times' });
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('Hydration');
  });

  it('renders from scratch, with the toast host, when #root is empty', () => {
    act(() => {
      root = hydratePage(<p>Order Details page</p>);
    });
    expect(container.textContent).toContain('Order Details page');

    act(() => showToast('Copied', { kind: 'success' }));
    screen.getByText('Copied');
  });

  it('shows the error state, logged once, when the page fails to render', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = hydratePage(<Broken />);
    });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    screen.getByRole('button', { name: 'Retry' });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('fails loudly when the HTML has no #root', () => {
    container.remove();
    expect(() => hydratePage(<p>Page</p>)).toThrow('#root');
  });

  it('tells the borrower when a tap handler fails or a promise is left rejected', () => {
    act(() => {
      root = hydratePage(<p>Page</p>);
    });

    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'handler failed' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');

    act(() => clearToasts());
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('unhandledrejection'));
    });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });
});

describe('hydratedPage', () => {
  it('gives the build the same tree the browser hydrates', () => {
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
    try {
      const definition = hydratedPage(<p>Customer Service</p>);
      expect(definition.kind).toBe('hydrated');
      expect(definition.element && renderToString(definition.element)).toBe(
        renderToString(pageTree(<p>Customer Service</p>)),
      );
    } finally {
      container.remove();
    }
  });
});
