// What the Order Details tests share: the page address, opening the page and waiting for the order,
// and the spies on leaving the page and on errors React caught.
import { render, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { ToastHost } from '../../shared/ui/toast/Toast.tsx';
import { OrderDetailPage } from '../../pages/orderDetail/OrderDetailPage.tsx';

export const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3&appVersion=2.4.0&clientType=ios';
export const ids = 'productId=1001&orderId=9001';
/** The common parameters of `session`, as they arrive on the next page's address. */
export const commonQuery = {
  sessionId: 'sess-1',
  userId: 'u-7',
  deviceId: 'dev-3',
  appVersion: '2.4.0',
  clientType: 'ios',
};

/** Puts the test on orderDetail.html?`query` and renders the page with its toasts. */
export function openOrderPage(query: string) {
  window.history.replaceState(null, '', `/orderDetail.html?${query}`);
  return render(
    <>
      <OrderDetailPage />
      <ToastHost />
    </>,
  );
}

/** Waits for the order: its product name heads the card. */
export const ready = () => screen.findByRole('heading', { level: 2, name: 'PesoAgad Flex' });

/** Records location.assign and location.replace instead of leaving the page. */
export function spyOnLocation() {
  const assign = vi.fn<(url: string | URL) => void>();
  const replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
  return { assign, replace };
}

/**
 * Keeps console.error quiet and returns a wait for React's report of a failure it caught: by then
 * the page has dealt with it.
 */
export function spyOnConsoleError() {
  const consoleError = vi.fn<(...data: unknown[]) => void>();
  vi.spyOn(console, 'error').mockImplementation(consoleError);
  return () => waitFor(() => expect(consoleError).toHaveBeenCalled());
}
