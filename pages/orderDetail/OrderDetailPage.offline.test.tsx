// Order Details when the dialogs' module cannot be fetched (the phone went offline after the page
// loaded): the order stays on screen and usable, without the dialogs.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { installNativeBack } from '../../shared/bridge/nativeBack.ts';
import { OrderDetailPage } from './OrderDetailPage.tsx';

vi.mock('./OrderDialogs.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3&appVersion=2.4.0&clientType=ios';
const ids = 'productId=1001&orderId=9001';

let shell: [string, unknown][] = [];
let assign: Mock<(url: string | URL) => void>;
let consoleError: Mock<(...data: unknown[]) => void>;

function openOrderPage(query: string) {
  window.history.replaceState(null, '', `/orderDetail.html?${query}`);
  return render(<OrderDetailPage />);
}

const ready = () => screen.findByRole('heading', { level: 2, name: 'PesoAgad Flex' });

/** React reports the failure it caught: by then the page has dealt with it. */
const dialogsFailed = () => waitFor(() => expect(consoleError).toHaveBeenCalled());

beforeEach(() => {
  shell = [];
  window.webkit = {
    messageHandlers: new Proxy(
      {},
      {
        get: (_target, command) => ({
          postMessage: (payload: unknown) => shell.push([String(command), payload]),
        }),
      },
    ),
  };
  assign = vi.fn();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  consoleError = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(consoleError);
  window.sessionStorage.clear();
});

afterEach(() => {
  delete window.webkit;
  window.sessionStorage.clear();
});

describe('the dialogs cannot be fetched', () => {
  it('Kind tips is left out: the order, its buttons and no error screen', async () => {
    openOrderPage(`${ids}&${session}&mock=kind-tips`);
    await ready();
    await dialogsFailed();

    expect(screen.getByRole('heading', { level: 2, name: 'PesoAgad Flex' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    expect(new URL(String(assign.mock.calls[0]?.[0])).pathname).toBe('/repay.html');
  });

  it('status 21: back keeps its default instead of opening a reminder that cannot appear', async () => {
    installNativeBack();
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    await dialogsFailed();

    act(() => {
      window.onNativeBack?.();
    });

    expect(shell).toEqual([['closeWebView', {}]]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Click to view more products' })).toBeTruthy();
  });
});
