// What the instalment page's tests share: opening the page with its toasts and waiting for it.
import { render, screen } from '@testing-library/react';
import { ToastHost } from '../../shared/ui/toast/Toast.tsx';
import { RepayPage } from './RepayPage.tsx';

export const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3&appVersion=2.4.0&clientType=ios';

export function openRepayPage(query = `productId=12&orderId=9001&${session}`) {
  window.history.replaceState(null, '', `/repay.html?${query}`);
  return render(
    <>
      <RepayPage />
      <ToastHost />
    </>,
  );
}

export const ready = () => screen.findByRole('heading', { level: 2, name: 'PesoAgad Flex' });
