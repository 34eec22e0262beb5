// Order Details when the recommended list's module cannot be fetched (the phone went offline after
// the page loaded): the order stays on screen, the list is left out without an error, and 'Click to
// view more products' still leads home.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { ToastHost } from '../../shared/ui/toast/Toast.tsx';
import { toastStore } from '../../shared/ui/toast/toastStore.ts';
import { OrderDetailPage } from './OrderDetailPage.tsx';

vi.mock('./RecommendedSection.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3&appVersion=2.4.0&clientType=ios';
const ids = 'productId=1001&orderId=9001';

let shell: [string, unknown][] = [];
let consoleError: Mock<(...data: unknown[]) => void>;

function openOrderPage(query: string) {
  window.history.replaceState(null, '', `/orderDetail.html?${query}`);
  return render(
    <>
      <OrderDetailPage />
      <ToastHost />
    </>,
  );
}

const ready = () => screen.findByRole('heading', { level: 2, name: 'PesoAgad Flex' });

/** React reports the failure it caught: by then the page has dealt with it. */
const listFailed = () => waitFor(() => expect(consoleError).toHaveBeenCalled());

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
  consoleError = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(consoleError);
});

afterEach(() => {
  delete window.webkit;
});

describe('the recommended list cannot be fetched', () => {
  it.each(['status-110', 'status-other'])(
    '%s: the order shows, the list is left out quietly, and more products still goes home',
    async (scenario) => {
      openOrderPage(`${ids}&${session}&mock=${scenario}`);
      await ready();
      await listFailed();

      expect(screen.getByRole('heading', { level: 2, name: 'PesoAgad Flex' })).toBeTruthy();
      expect(screen.getByText('9001')).toBeTruthy();
      // No list, no placeholder left pulsing, no error screen, no toast.
      expect(screen.queryByText('Kwarta Express')).toBeNull();
      expect(screen.queryByRole('button', { name: /Apply now/ })).toBeNull();
      expect(screen.queryByText('Loading recommended products')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Recommended products' })).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(toastStore.getState().current).toBeUndefined();

      fireEvent.click(screen.getByRole('button', { name: 'Click to view more products' }));
      await waitFor(() => expect(shell).toEqual([['goHome', {}]]));
    },
  );
});
