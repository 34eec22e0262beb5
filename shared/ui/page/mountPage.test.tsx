import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, showToast } from '../toast/toastStore.ts';
import { mountPage } from './mountPage.tsx';

function Broken(): never {
  throw new Error('bad data');
}

describe('mountPage', () => {
  let root: Root | undefined;

  beforeEach(() => {
    const container = document.createElement('div');
    container.id = 'root';
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.getElementById('root')?.remove();
  });

  it('renders the page into #root with the toast host and sets the title', () => {
    act(() => {
      root = mountPage(<p>Order Details page</p>, { title: 'Order Details' });
    });
    const container = document.getElementById('root');
    expect(container?.textContent).toContain('Order Details page');
    expect(document.title).toBe('Order Details');

    act(() => showToast('Copied', { kind: 'success' }));
    expect(screen.getByText('Copied')).toBeTruthy();
  });

  it('shows the error state, logged once, when the page fails to render', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      root = mountPage(<Broken />);
    });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('fails loudly when the HTML has no #root', () => {
    document.getElementById('root')?.remove();
    expect(() => mountPage(<p>Page</p>)).toThrow('#root');
  });

  it('tells the borrower when a tap handler fails or a promise is left rejected', () => {
    act(() => {
      root = mountPage(<p>Page</p>);
    });

    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { message: 'handler failed' }));
    });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');

    act(() => clearToasts());
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      const event = new Event('unhandledrejection');
      window.dispatchEvent(event);
    });
    expect(screen.getByRole('alert').textContent).toBe('Something went wrong. Please try again.');
  });
});
