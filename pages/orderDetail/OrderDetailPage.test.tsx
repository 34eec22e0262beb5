import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { answer, type NamedCall, recordAll } from '../../tests/setup/apiHarness.ts';
import { installShellStub, type ShellMessage } from '../../tests/setup/shellStub.ts';
import type { EndpointName } from '../../shared/api/endpoints.ts';
import { failureMessages } from '../../shared/api/result.ts';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { installNativeBack } from '../../shared/bridge/nativeBack.ts';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { bankTipStore } from './bankTipStore.ts';
import { storedState } from '../../shared/stores/persistedStore.ts';
import { missingIdsMessage } from './OrderDetailPage.tsx';
import { withdrawReminderMessage } from './WithdrawReminderDialog.tsx';
import {
  commonQuery,
  ids,
  openOrderPage,
  ready,
  session,
  spyOnLocation,
} from '../../tests/pages/orderDetailPage.tsx';

let wire: NamedCall[] = [];
let shell: ShellMessage[] = [];
let assign: Mock<(url: string | URL) => void>;
let replace: Mock<(url: string | URL) => void>;

/** Every call that left the page (of the endpoint `name` only, when given), in order. */
function sent(name?: EndpointName): NamedCall[] {
  return name ? wire.filter((call) => call.name === name) : wire;
}

/** What the recommended list's placeholder tells a screen reader. */
const listLoading = 'Loading recommended products';
const query = (address: unknown) => Object.fromEntries(new URL(String(address)).searchParams);
const currentToast = () => toastStore.getState().current?.text;

beforeEach(() => {
  wire = recordAll();
  shell = installShellStub();
  ({ assign, replace } = spyOnLocation());
  bankTipStore.setState({ bankTipShown: false });
  window.sessionStorage.clear();
});

afterEach(() => {
  window.sessionStorage.clear();
});

describe('loading the order', () => {
  it('asks for nothing and says so when productId or orderId is missing', async () => {
    for (const partial of ['orderId=9001', 'productId=1001', 'productId=&orderId=9001']) {
      const { unmount } = openOrderPage(`${partial}&${session}`);
      expect(screen.getByRole('alert').textContent).toBe(missingIdsMessage);
      unmount();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent()).toEqual([]);
  });

  it('shows placeholders while loading, then the order with the ids on the wire', async () => {
    openOrderPage(`${ids}&${session}`);
    screen.getByRole('heading', { level: 1, name: 'Order Details' });
    expect(screen.getByText('Loading order details').getAttribute('role')).toBe('status');
    await ready();
    expect(screen.queryByText('Loading order details')).toBeNull();

    const [request] = sent('loanDetails');
    expect(request?.body).toMatchObject({ productId: '1001', product_id: '1001', orderId: '9001' });
  });

  it('shows the status texts, the product and every detail row', async () => {
    openOrderPage(`${ids}&${session}&mock=status-180`);
    await ready();
    screen.getByRole('heading', { level: 2, name: 'Overdue' });
    screen.getByText(/5 days overdue/);
    const rows = screen.getAllByRole('term').map((term) => term.textContent);
    expect(rows).toContain('Order number');
    expect(rows).toContain('Late penalty');
    screen.getByText('9001');
  });
});

describe('status and amount due', () => {
  it('shows the status in its tone, the amount due and its date under it, other rows folded', async () => {
    openOrderPage(`${ids}&${session}&mock=status-180`);
    await ready();

    const status = screen.getByRole('region', { name: 'Order status' });
    expect(status.getAttribute('data-tone')).toBe('overdue');
    expect(within(status).getByText('Amount due').nextElementSibling?.textContent).toMatch(/^₱/);
    // The amount in front (overdue), then its date; the server's '(1/2)' spelled out.
    expect(
      within(status)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Amount due', 'Due date']);
    within(status).getByText('Instalment 1 of 2');
    expect(screen.getAllByRole('banner')).toHaveLength(1);

    const folded = screen.getByText('Loan details').closest('details');
    expect(folded?.open).toBe(false);
    within(folded as HTMLElement).getByText('Late penalty');
    expect(within(folded as HTMLElement).queryByText('Amount due')).toBeNull();
  });

  it('a due order shows its date in front of the amount, in the neutral due tone', async () => {
    openOrderPage(`${ids}&${session}&mock=status-174`);
    await ready();

    const status = screen.getByRole('region', { name: 'Order status' });
    expect(status.getAttribute('data-tone')).toBe('due');
    expect(
      within(status)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Due date', 'Amount due']);
  });

  it('a repaid order shows in the repaid tone what it paid and when, and no amount due', async () => {
    openOrderPage(`${ids}&${session}&mock=status-200`);
    await ready();

    const status = screen.getByRole('region', { name: 'Order status' });
    expect(status.getAttribute('data-tone')).toBe('repaid');
    expect(within(status).queryByText('Amount due')).toBeNull();
    expect(
      within(status)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Amount paid', 'Repaid on']);
    expect(within(status).getByText('Amount paid').nextElementSibling?.textContent).toMatch(/^₱/);
  });
});

describe('button area and recommended list per status', () => {
  const moreProducts = () => screen.queryByRole('button', { name: 'Click to view more products' });
  const actionLabels = () => {
    const area = screen.queryByRole('region', { name: 'Actions' });
    return area
      ? within(area)
          .getAllByRole('button')
          .map((button) => button.textContent)
      : [];
  };

  it.each([
    ['status-170', ['Repayment']],
    ['status-174', ['Repayment']],
    ['status-180', ['Repayment']],
    ['status-174-delay', ['Rollover Repayment', 'REPAY']],
    ['status-180-delay', ['Rollover Repayment', 'REPAY']],
    ['status-200', ['Borrow Again']],
  ])('%s: buttons %j and no recommended list', async (scenario, labels) => {
    openOrderPage(`${ids}&${session}&mock=${scenario}`);
    await ready();
    expect(actionLabels()).toEqual(labels);
    expect(screen.queryByText('Short of money?') !== null).toBe(labels.length === 2);
    expect(moreProducts()).toBeNull();
    // Neither the list nor its placeholder while the list's module loads.
    expect(screen.queryByText('Kwarta Express')).toBeNull();
    expect(screen.queryByText(listLoading)).toBeNull();
  });

  it.each(['status-21', 'status-110', 'status-151', 'status-other'])(
    '%s: the recommended list and no buttons',
    async (scenario) => {
      openOrderPage(`${ids}&${session}&mock=${scenario}`);
      await ready();
      expect(actionLabels()).toEqual([]);
      expect(moreProducts()).toBeTruthy();
      // The list arrives with its own module, then replaces its placeholder.
      await screen.findByText('Kwarta Express');
      screen.getByText('Bayanihan Cash');
      expect(screen.queryByText(listLoading)).toBeNull();
      expect(moreProducts()).toBeTruthy();
    },
  );
});

describe('redirect', () => {
  it('replaces the page with playeduL and the common parameters, showing no order', async () => {
    openOrderPage(`${ids}&${session}&mock=redirect`);
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    const target = new URL(String(replace.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/confirm');
    // The confirmation address carries the product, so confirm can load it.
    expect(query(target)).toEqual({ productId: '1001', ...commonQuery });
    expect(assign).not.toHaveBeenCalled();
    expect(screen.queryByText('PesoAgad Flex')).toBeNull();
  });

  it.each([
    ['never redirects status 21, even with playeduL', 21, 'http://localhost:3000/confirm'],
    ['does not follow a playeduL that is not http(s)', 170, 'javascript:alert(1)'],
  ])('%s', async (_name, orderStatus, playeduL) => {
    answer('loanDetails', { data: { orderStatus, productName: 'PesoAgad Flex', playeduL } });
    openOrderPage(`${ids}&${session}`);
    await ready();
    expect(replace).not.toHaveBeenCalled();
  });
});

describe('actions', () => {
  it('Repayment goes to repay.html with the ids and common parameters and sets showBankTip', async () => {
    openOrderPage(`${ids}&${session}&mock=status-174`);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    // The flag is set before the page leaves.
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/repay.html');
    expect(query(target)).toEqual({ productId: '1001', orderId: '9001', ...commonQuery });
    expect(storedState(bankTipStore)).toEqual({ bankTipShown: true });
  });

  it('Repayment goes to the server h5Url with the common parameters when there is one', async () => {
    openOrderPage(`${ids}&${session}&mock=h5-url`);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/repayInstructions');
    expect(query(target)).toEqual(commonQuery);
  });

  it('REPAY and Rollover Repayment go to repay.html and repayDelay.html, both setting showBankTip', async () => {
    openOrderPage(`${ids}&${session}&mock=status-180-delay`);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'REPAY' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(storedState(bankTipStore)).toEqual({ bankTipShown: true });
    bankTipStore.setState({ bankTipShown: false });
    // A later tap, not the second half of a double tap.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + doubleTapMs);
    fireEvent.click(screen.getByRole('button', { name: 'Rollover Repayment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(storedState(bankTipStore)).toEqual({ bankTipShown: true });
    const [repay, rollover] = assign.mock.calls.map((call) => new URL(String(call[0])));
    expect(repay?.pathname).toBe('/repay.html');
    expect(rollover?.pathname).toBe('/repayDelay.html');
    expect(query(rollover)).toEqual({ productId: '1001', orderId: '9001', ...commonQuery });
  });

  it('Borrow Again saves event module 30 position 0, then opens the product screen once', async () => {
    openOrderPage(`${ids}&${session}&mock=status-200`);
    await ready();
    const button = screen.getByRole('button', { name: 'Borrow Again' });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(shell).toHaveLength(1));
    expect(shell[0]).toEqual(['openPageWithParam', { page: 'product', productId: '1001' }]);
    const events = sent('eventSave');
    expect(events.map((event) => event.body)).toEqual([
      { productId: '1001', product_id: '1001', moduleId: '30', positionId: '0' },
    ]);
  });

  it('Borrow Again tapped twice 60 ms apart sends one event and opens the product once', async () => {
    openOrderPage(`${ids}&${session}&mock=status-200`);
    await ready();
    const start = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    fireEvent.click(screen.getByRole('button', { name: 'Borrow Again' }));
    // The first tap has done everything by the time the second arrives.
    await waitFor(() => expect(shell).toHaveLength(1));
    now.mockReturnValue(start + 60);
    fireEvent.click(screen.getByRole('button', { name: 'Borrow Again' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shell).toEqual([['openPageWithParam', { page: 'product', productId: '1001' }]]);
    expect(sent('eventSave')).toHaveLength(1);
  });

  it('Click to view more products goes home through the bridge', async () => {
    openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Click to view more products' }));
    await waitFor(() => expect(shell).toEqual([['goHome', {}]]));
  });

  it('the customer-service link calls the telephone through the bridge', async () => {
    openOrderPage(`${ids}&${session}`);
    await ready();
    const call = screen.getByRole('link', { name: /Call customer service/ });
    expect(call.getAttribute('href')).toBe('tel:0288887777');
    fireEvent.click(call);
    await waitFor(() => expect(shell).toEqual([['callPhone', { phone: '0288887777' }]]));
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('a very long order', () => {
  it('renders 200 of 1,000 detail rows and 200 of 300 products, and says so under each', async () => {
    const detail = Array.from({ length: 1000 }, (_, index) => ({
      text: `Row ${index + 1}`,
      value: '1',
    }));
    const recProducts = Array.from({ length: 300 }, (_, index) => ({
      pid: index + 1,
      pna: `Product ${index + 1}`,
      btx: 'Apply now',
      ena: 1,
    }));
    answer('loanDetails', {
      data: {
        orderStatus: 21,
        productName: 'PesoAgad Flex',
        userOrderDetail: { detail },
        recProducts,
      },
    });
    openOrderPage(`${ids}&${session}`);
    // A large answer takes the mock a while to send.
    await screen.findByRole('heading', { level: 2, name: 'PesoAgad Flex' }, { timeout: 10_000 });

    expect(screen.getAllByText(/^Row \d+$/)).toHaveLength(200);
    screen.getByText('Showing the first 200 of 1,000 rows.');
    // The list comes with its own module.
    const apply = await screen.findAllByRole('button', { name: /Apply now/ }, { timeout: 10_000 });
    expect(apply).toHaveLength(200);
    screen.getByText('Showing the first 200 of 300 rows.');
  }, 20_000);
});

describe('recommended products', () => {
  // The list arrives after the order, with its own module.
  const applyButtons = () => screen.findAllByRole('button', { name: /Apply now/ });

  it('saves the event, jumps, and opens an http link in the page with the common parameters', async () => {
    openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    fireEvent.click((await applyButtons())[0] as HTMLElement);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/confirm');
    expect(query(target)).toEqual({ productId: '1002', ...commonQuery });

    const [event] = sent('eventSave');
    expect(event?.body).toEqual({ productId: '1002', product_id: '1002', positionId: '0' });
    const [jump] = sent('productJump');
    expect(jump?.body).toEqual({ positionId: '0', id: '1002' });
    const names = sent().map((call) => call.name);
    expect(names.indexOf('eventSave')).toBeLessThan(names.indexOf('productJump'));
  });

  it('hands a link that is not http to the shell', async () => {
    openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    fireEvent.click((await applyButtons())[1] as HTMLElement);
    await waitFor(() => expect(shell).toHaveLength(1));
    expect(shell[0]).toEqual(['openPage', { url: 'pesoagad://product?productId=1003' }]);
    expect(assign).not.toHaveBeenCalled();
    const [jump] = sent('productJump');
    expect(jump?.body).toEqual({ positionId: '1', id: '1003' });
  });

  it('jumps once on a double tap', async () => {
    openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    const button = (await applyButtons())[2] as HTMLElement;
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(sent('productJump')).toHaveLength(1);
    expect(sent('eventSave')).toHaveLength(1);
  });

  it('does nothing for a disabled product', async () => {
    openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    fireEvent.click(await screen.findByRole('button', { name: /Bayanihan Cash/ }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent('productJump')).toEqual([]);
    expect(sent('eventSave')).toEqual([]);
  });

  it('shows the server message once when the jump fails, and stays', async () => {
    answer('productJump', {
      code: '01',
      message: 'This product is not available for you right now.',
      data: { link: '', message: 'This product is not available for you right now.' },
    });
    const shown: string[] = [];
    const stop = toastStore.subscribe((state) => {
      if (state.current) shown.push(state.current.text);
    });
    openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    fireEvent.click((await applyButtons())[0] as HTMLElement);
    await waitFor(() =>
      expect(currentToast()).toBe('This product is not available for you right now.'),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(shown).toEqual(['This product is not available for you right now.']);
    expect(assign).not.toHaveBeenCalled();
    expect(shell).toEqual([]);
  });
});

describe('dialogs', () => {
  it('Kind tips shows the server message and Confirm closes it', async () => {
    openOrderPage(`${ids}&${session}&mock=kind-tips`);
    const dialog = await screen.findByRole('dialog', { name: 'Kind tips' });
    within(dialog).getByText(/pay only through the channels listed/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Kind tips stays closed once showBankTip is set', async () => {
    bankTipStore.setState({ bankTipShown: true });
    openOrderPage(`${ids}&${session}&mock=kind-tips`);
    await ready();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('no dialog opens for a plain order', async () => {
    openOrderPage(`${ids}&${session}`);
    await ready();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the bank-card prompt closes from its close icon', async () => {
    openOrderPage(`${ids}&${session}&mock=bank-card`);
    const dialog = await screen.findByRole('dialog', { name: 'Bind your payment account' });
    within(dialog).getByText(/bind a bank account or e-wallet/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('Go and bind the card goes to bindCard.html with source=loanDetail', async () => {
    openOrderPage(`${ids}&${session}&mock=bank-card`);
    const dialog = await screen.findByRole('dialog', { name: 'Bind your payment account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go and bind the card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/bindCard.html');
    expect(query(target)).toEqual({
      source: 'loanDetail',
      productId: '1001',
      orderId: '9001',
      ...commonQuery,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the dialogs one after another', async () => {
    answer('loanDetails', {
      data: {
        orderStatus: 174,
        productName: 'PesoAgad Flex',
        KindTipsMsg: 'Pay only in the app.',
        cardNeedPop: 1,
        cardPopTitle: 'Bind your card now',
        isScore: 1,
      },
    });
    openOrderPage(`${ids}&${session}`);
    await screen.findByRole('dialog', { name: 'Kind tips' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('dialog', { name: 'Bind your card now' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await screen.findByRole('dialog', { name: 'Rate our service' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('withdraw reminder', () => {
  const reminder = () => screen.queryByRole('dialog', { name: 'Withdraw reminder' });
  const pressBack = () =>
    act(() => {
      window.onNativeBack?.();
    });

  async function openReminder() {
    openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    expect(reminder()).toBeNull();
    pressBack();
    return screen.findByRole('dialog', { name: 'Withdraw reminder' });
  }

  it('status 21 with a confirmation address: back opens the reminder, a second back closes it', async () => {
    const dialog = await openReminder();
    within(dialog).getByText(withdrawReminderMessage);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cancel', 'Withdraw Now']);
    pressBack();
    expect(reminder()).toBeNull();
    expect(shell).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('Withdraw Now opens playeduL with the common parameters', async () => {
    const dialog = await openReminder();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw Now' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.origin).toBe(window.location.origin);
    expect(target.pathname).toBe('/confirm');
    expect(query(target)).toEqual({ productId: '1001', ...commonQuery });
    expect(reminder()).toBeNull();
    expect(shell).toEqual([]);
  });

  it('Cancel goes home through the bridge', async () => {
    const dialog = await openReminder();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(shell).toEqual([['goHome', {}]]));
    expect(reminder()).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('Escape only closes it, and back opens it again', async () => {
    await openReminder();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(reminder()).toBeNull();
    expect(shell).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    pressBack();
    expect(reminder()).toBeTruthy();
  });

  it('leaving the page hands back to the default back', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const { unmount } = openOrderPage(`${ids}&${session}&mock=status-21`);
    await ready();
    unmount();
    pressBack();
    expect(shell).toEqual([['closeWebView', {}]]);
  });

  it.each([
    ['status-170 without playeduL', 'status-170', undefined],
    ['status 21 with a playeduL that is not http(s)', 'default', 'javascript:alert(1)'],
  ])('%s: back keeps its default and no reminder opens', async (_name, scenario, playeduL) => {
    if (playeduL) {
      answer('loanDetails', { data: { orderStatus: 21, productName: 'PesoAgad Flex', playeduL } });
    }
    // As the page's start-up does: the shell's back has its default handler.
    installNativeBack();
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    openOrderPage(`${ids}&${session}&mock=${scenario}`);
    await ready();
    pressBack();
    expect(reminder()).toBeNull();
    expect(shell).toEqual([['closeWebView', {}]]);
  });
});

describe('rating', () => {
  async function openRating() {
    openOrderPage(`${ids}&${session}&mock=rating`);
    return screen.findByRole('dialog', { name: 'Rate our service' });
  }

  it('asks for a star first: toast Silakan pilih and nothing sent', async () => {
    const dialog = await openRating();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(currentToast()).toBe('Silakan pilih');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent('googleScore')).toEqual([]);
    screen.getByRole('dialog', { name: 'Rate our service' });
  });

  it('fills the stars up to the tapped one', async () => {
    const dialog = await openRating();
    fireEvent.click(within(dialog).getByRole('button', { name: '3 stars' }));
    const pressed = within(dialog)
      .getAllByRole('button', { name: /star/ })
      .map((star) => star.getAttribute('aria-pressed'));
    expect(pressed).toEqual(['true', 'true', 'true', 'false', 'false']);
  });

  it.each([1, 2, 3])(
    '%i stars: sends score 5, closes the rating and opens the result dialog',
    async (stars) => {
      const dialog = await openRating();
      fireEvent.click(
        within(dialog).getByRole('button', { name: stars === 1 ? '1 star' : `${stars} stars` }),
      );
      fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
      const result = await screen.findByRole('dialog', { name: 'Thank you for your rating' });
      expect(screen.queryByRole('dialog', { name: 'Rate our service' })).toBeNull();
      const scores = sent('googleScore');
      expect(scores.map((request) => request.body)).toEqual([{ score: '5' }]);
      expect(shell).toEqual([]);
      fireEvent.click(within(result).getByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it.each([4, 5])('%i stars: sends score 5, opens the store rating and closes', async (stars) => {
    const dialog = await openRating();
    fireEvent.click(within(dialog).getByRole('button', { name: `${stars} stars` }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(shell).toEqual([['goAppStoreRating', {}]]));
    expect(screen.queryByRole('dialog')).toBeNull();
    const scores = sent('googleScore');
    expect(scores.map((request) => request.body)).toEqual([{ score: '5' }]);
  });

  it('stays open for another try when the score fails, with one toast', async () => {
    answer('googleScore', { code: 1, message: 'Please try again later.', data: null });
    const dialog = await openRating();
    fireEvent.click(within(dialog).getByRole('button', { name: '5 stars' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentToast()).toBe('Please try again later.'));
    screen.getByRole('dialog', { name: 'Rate our service' });
    expect(shell).toEqual([]);
  });

  it('submits once on a double tap', async () => {
    const dialog = await openRating();
    fireEvent.click(within(dialog).getByRole('button', { name: '2 stars' }));
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    await screen.findByRole('dialog', { name: 'Thank you for your rating' });
    expect(sent('googleScore')).toHaveLength(1);
  });
});

describe('failures', () => {
  it('a business failure shows the server message once, with Retry and Back: never a dead end', async () => {
    const businessErrorMessage = 'This order is being updated. Please try again later.';
    answer('loanDetails', { code: 1, message: businessErrorMessage, data: null }, { once: true });
    openOrderPage(`${ids}&${session}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(businessErrorMessage);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(currentToast()).toBeUndefined();
    screen.getByRole('heading', { level: 1, name: 'Order Details' });
    screen.getByRole('button', { name: 'Back' });

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    await ready();
  });

  it.each([
    ['server-error', failureMessages.http],
    ['garbled', failureMessages.malformed],
    ['malformed', failureMessages.malformed],
  ])('%s shows the error state, and Retry loads again', async (scenario, message) => {
    openOrderPage(`${ids}&${session}&mock=${scenario}`);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getAllByRole('alert').some((alert) => alert.textContent === message)).toBe(true);

    // The next answer is a good one.
    window.history.replaceState(null, '', `/orderDetail.html?${ids}&${session}&mock=status-200`);
    await act(async () => {
      fireEvent.click(retry);
    });
    await ready();
    screen.getByRole('button', { name: 'Borrow Again' });
    expect(sent('loanDetails')).toHaveLength(2);
  });

  it('a network failure shows the error state with Retry', async () => {
    answer('loanDetails', 'network-error');
    openOrderPage(`${ids}&${session}`);
    await screen.findByRole('button', { name: 'Retry' });
    expect(
      screen.getAllByRole('alert').some((alert) => alert.textContent === failureMessages.network),
    ).toBe(true);
  });
});
