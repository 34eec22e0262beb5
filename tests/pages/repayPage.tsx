// What the instalment page's tests share: opening the page with its toasts and waiting for it.
import { render, screen } from '@testing-library/react';
import { ToastHost } from '../../shared/ui/toast/Toast.tsx';
import { RepayPage } from '../../pages/repay/RepayPage.tsx';

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

/** Waits for the payment: its product heads the summary, and the ways to pay (their own module). */
export async function ready() {
  const heading = await screen.findByRole('heading', { level: 2, name: 'PesoAgad Flex' });
  // Its own module: the first import in a test file is transformed first, slow on a busy machine.
  await screen.findByRole('button', { name: 'Payment Method' }, { timeout: 5000 });
  return heading;
}
