import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, type NamedCall, recordAll } from '../../tests/setup/apiHarness.ts';
import { installShellStub, type ShellMessage } from '../../tests/setup/shellStub.ts';
import { failureMessages } from '../../shared/api/result.ts';
import { ToastHost } from '../../shared/ui/toast/Toast.tsx';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { FailurePage } from './FailurePage.tsx';
import { homeLinkText, missingOrderMessage, productTapEvent } from './failurePageRules.ts';

const session = 'sessionId=sess-1&userId=u-7';

/** Every call that left the page, in order; `recordAll()` again starts a fresh list. */
let sent: NamedCall[] = [];
const names = () => sent.map((call) => call.name);

let bridge: ShellMessage[] = [];
const commands = () => bridge.map(([command]) => command);

function openPage(query: string) {
  window.history.replaceState(null, '', `/error.html?${query}`);
  return render(
    <>
      <FailurePage />
      <ToastHost />
    </>,
  );
}

const productButton = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`, ${name}$`) });

beforeEach(() => {
  sent = recordAll();
  bridge = installShellStub();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('failure page: loading and showing', () => {
  it('shows a skeleton, then the notice, the error message and the products', async () => {
    openPage(`orderId=PA77&${session}`);

    screen.getByRole('heading', { level: 1, name: 'Order Details' });
    const loading = within(screen.getByRole('main')).getByRole('status');
    expect(loading.textContent).toBe('Loading');

    expect(
      await screen.findByRole('heading', { name: 'We could not complete your application' }),
    ).toBeTruthy();
    screen.getByText(/^Your account could not be verified/);
    expect(screen.queryByText('Loading')).toBeNull();

    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    const first = within(cards[0] as HTMLElement);
    first.getByText('PesoAgad Flex');
    first.getByText('Loan amount');
    first.getByText('₱2.000\u2060–\u2060₱20.000');
    expect(first.getByText(/^From 0\.05%/).textContent).toBe('From 0.05%\u00a0per\u00a0day');
    first.getByText('Term 91 to 180 days');
    first.getByRole('button', { name: 'Apply now, PesoAgad Flex' });

    const [drowns] = sent;
    expect(drowns?.name).toBe('failurePage');
    expect(drowns?.body).toEqual({ orderId: 'PA77' });
    expect(drowns?.query.sessionId).toBe('sess-1');
  });

  it('tells the notice as a failure, under the one top bar, and offers the way home', async () => {
    openPage(`orderId=PA77&${session}`);
    const title = await screen.findByRole('heading', {
      level: 2,
      name: 'We could not complete your application',
    });
    const header = screen.getByRole('banner');
    expect(header.textContent).toBe('Order Details');
    const notice = title.closest('[data-feedback]');
    expect(notice?.getAttribute('data-feedback')).toBe('failure');
    expect(notice?.querySelector('[data-picture]')?.getAttribute('data-picture')).toBe('failure');
    within(notice as HTMLElement).getByText(/^Your account could not be verified/);
    // The page's own content: read in its place, not announced as an alert.
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: homeLinkText }));
    expect(bridge).toEqual([['goHome', {}]]);
  });

  it('shows tags on the first two products only', async () => {
    openPage(`orderId=PA77&${session}`);
    await screen.findByText('PesoAgad Flex');

    const cards = screen.getAllByRole('article');
    const tagsOf = (card: HTMLElement | undefined) =>
      card
        ? within(card)
            .queryAllByRole('listitem')
            .map((item) => item.textContent)
        : [];
    expect(tagsOf(cards[0])).toEqual(['Fast approval', 'No collateral']);
    expect(tagsOf(cards[1])).toEqual(['Cash in 1 day', 'GCash payout']);
    expect(tagsOf(cards[2])).toEqual([]);
    expect(tagsOf(cards[3])).toEqual([]);
    expect(screen.queryByText('For employees')).toBeNull();
  });

  it('without an order id says so and calls nothing', async () => {
    openPage(session);

    expect(screen.getByRole('alert').textContent).toBe(missingOrderMessage);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(0);
  });

  it('shows only the notice when there are no products', async () => {
    openPage(`orderId=PA77&mock=empty`);

    expect(
      await screen.findByRole('heading', { name: 'We could not complete your application' }),
    ).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
    // Never a dead end.
    screen.getByRole('button', { name: homeLinkText });
  });
});

describe('failure page: a very long list', () => {
  it('shows 200 of 300 products and says how many there are', async () => {
    const bottomList = Array.from({ length: 300 }, (_, index) => ({
      id: index + 1,
      name: `Loan ${index + 1}`,
      buttonText: 'Apply now',
      enabled: 1,
    }));
    answer('failurePage', { data: { noticeMessage: 'Try these', bottomList } });
    openPage(`orderId=PA77&${session}`);

    await screen.findByRole('heading', { name: 'Try these' }, { timeout: 10_000 });
    expect(screen.getAllByRole('article')).toHaveLength(200);
    screen.getByText('Showing the first 200 of 300 rows.');
  }, 20_000);
});

describe('failure page: when loading fails', () => {
  it('a network failure shows the error state with Retry, without a toast, and Retry loads again', async () => {
    answer('failurePage', 'network-error', { once: true });
    openPage(`orderId=PA77&${session}`);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(failureMessages.network);
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByText('PesoAgad Flex');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(names()).toEqual(['failurePage', 'failurePage']);
  });

  it.each([
    ['server-error', failureMessages.http],
    ['garbled', failureMessages.malformed],
    ['malformed', failureMessages.malformed],
  ])('?mock=%s shows the error state with Retry', async (scenario, message) => {
    openPage(`orderId=PA77&mock=${scenario}`);

    expect((await screen.findByRole('alert')).textContent).toBe(message);
    screen.getByRole('button', { name: 'Retry' });
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('a business failure shows the server message once, inline, with Retry and Back', async () => {
    answer('failurePage', { code: '01', message: 'Order not found.', data: null });
    openPage(`orderId=PA77&${session}`);

    expect((await screen.findByRole('alert')).textContent).toBe('Order not found.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toastStore.getState().current).toBeUndefined();
    screen.getByRole('button', { name: 'Retry' });
    screen.getByRole('button', { name: 'Back' });
  });
});

describe('failure page: tapping a product', () => {
  it('a disabled product does nothing', async () => {
    openPage(`orderId=PA77&${session}`);
    await screen.findByText('Bayanihan Cash');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const before = sent.length;

    fireEvent.click(productButton('Bayanihan Cash'));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(sent).toHaveLength(before);
    expect(bridge).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('saves the event, sends the tracking point, asks where to go and opens an http link', async () => {
    openPage(`orderId=PA77&${session}`);
    await screen.findByText('Kwarta Express');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    sent = recordAll();

    fireEvent.click(productButton('Kwarta Express'));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.origin).toBe(window.location.origin);
    expect(target.pathname).toBe('/confirm');
    expect(target.searchParams.get('productId')).toBe('1002');
    // A link of this site carries the session on.
    expect(target.searchParams.get('sessionId')).toBe('sess-1');

    const [event, jump, ...rest] = sent;
    expect(rest).toEqual([]);
    expect(event?.name).toBe('eventSave');
    expect(event?.body).toEqual({ productId: '1002', product_id: '1002', positionId: '1' });
    expect(jump?.name).toBe('productJump');
    expect(jump?.body).toEqual({ positionId: '1', id: '1002' });
    expect(bridge).toEqual([
      [
        'burialPoint',
        { event: productTapEvent, productId: '1002', positionId: 1, orderId: 'PA77' },
      ],
    ]);
  });

  it('passes a link that is not http to the native shell', async () => {
    openPage(`orderId=PA77&${session}`);
    await screen.findByText('Sahod Plus');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});

    fireEvent.click(productButton('Sahod Plus'));

    await waitFor(() => expect(commands()).toContain('openPage'));
    const open = bridge.find(([command]) => command === 'openPage');
    const url = (open?.[1] as { url: string }).url;
    expect(url).toMatch(/product\?productId=1003$/);
    expect(url).not.toMatch(/^http/);
    expect(assign).not.toHaveBeenCalled();
    expect(commands()).toEqual(['burialPoint', 'openPage']);
  });

  it('shows the server message once when the jump fails, and stays', async () => {
    answer('productJump', { code: '01', message: '', data: { link: '', message: 'Sold out.' } });
    openPage(`orderId=PA77&${session}`);
    await screen.findByText('PesoAgad Flex');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});

    fireEvent.click(productButton('PesoAgad Flex'));

    expect((await screen.findByRole('alert')).textContent).toBe('Sold out.');
    expect(screen.getAllByText('Sold out.')).toHaveLength(1);
    await waitFor(() =>
      expect(productButton('PesoAgad Flex').getAttribute('aria-busy')).toBeNull(),
    );
    expect(assign).not.toHaveBeenCalled();
    expect(commands()).toEqual(['burialPoint']);
  });

  it('blocks double taps while a jump is in flight', async () => {
    answer('productJump', { message: '', data: { link: '', message: '' } }, { delay: 100 });
    openPage(`orderId=PA77&${session}`);
    await screen.findByText('PesoAgad Flex');
    sent = recordAll();

    const first = productButton('PesoAgad Flex');
    fireEvent.click(first);
    fireEvent.click(first);
    fireEvent.click(productButton('Kwarta Express'));

    await waitFor(() => expect(first.getAttribute('aria-busy')).toBe('true'));
    await waitFor(() => expect(first.getAttribute('aria-busy')).toBeNull());
    expect(names()).toEqual(['eventSave', 'productJump']);
    expect(commands().filter((command) => command === 'burialPoint')).toHaveLength(1);
  });
});
