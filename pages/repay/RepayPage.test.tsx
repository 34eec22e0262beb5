import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { answer, record, recordAll } from '../../tests/setup/apiHarness.ts';
import { failureMessages, unknownOutcomeMessages } from '../../shared/api/result.ts';
import { formatDate } from '../../shared/format/date.ts';
import { doubleTapMs } from '../../shared/hooks/usePendingAction.ts';
import { forgetRequestKeys } from '../../shared/requestKeys/useRequestKey.ts';
import { stillCheckingMessage } from '../../shared/ui/still-checking/StillChecking.tsx';
import { paymentWaysStore } from '../../shared/stores/paymentWays.ts';
import { storedState } from '../../shared/stores/persistedStore.ts';
import { copiedMessage } from '../../shared/ui/copy-text/CopyText.tsx';
import { toastStore } from '../../shared/notify/toastStore.ts';
import { missingIdsMessage } from './RepayPage.tsx';
import { openRepayPage, ready, session } from '../../tests/pages/repayPage.tsx';

const wire = {
  repayAmount: 450500,
  productName: 'PesoAgad Flex',
  repayDate: '2026-12-01',
  productLogo: 'https://cdn.example.ph/logo.png',
  detail: [
    { text: 'Instalment', value: '1/2' },
    { text: 'Principal', value: '₱4.250,00' },
    { text: 'Interest', value: '₱255,00' },
    { text: 'Late penalty', value: '₱0,00' },
  ],
  repayList: [
    { name: 'GCash', logo: '', channel_number: 90001, barcode: '' },
    {
      name: '7-Eleven',
      logo: '',
      channel_number: 90003,
      barcode: 'https://cdn.example.ph/bar.png',
    },
  ],
  noticeMsg: 'Pay before 11:59 PM on the due date.',
  defDetail: {
    payCode: '730061204175',
    logo: '',
    title: 'Pay with this reference number',
    payNotice: {
      GCash: [{ name: 'Pay Bills in the GCash app', steps: ['Open GCash.', 'Tap Bills.'] }],
    },
  },
  isShowReyTop: 1,
};

let assign: Mock<(url: string | URL) => void>;

beforeEach(() => {
  localStorage.clear();
  paymentWaysStore.setState(paymentWaysStore.getInitialState());
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const openMethods = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Payment Method' }));
  return screen.getByRole('dialog', { name: 'Payment Method' });
};

describe('instalment page: loading', () => {
  it('is titled Payment and posts loan-play-detail with productId and orderId', async () => {
    const calls = record('instalmentDetail');
    answer('instalmentDetail', { data: wire });
    openRepayPage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment');
    await ready();
    expect(calls.map((call) => call.body)).toEqual([
      { productId: '12', product_id: '12', orderId: '9001' },
    ]);
  });

  it('shows the amount in money format, the repay date, the product logo and name', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();

    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('₱4.505,00');
    expect(screen.getByText('Due date').nextElementSibling?.textContent).toBe('2026-12-01');
    expect(document.querySelector('main img')?.getAttribute('src')).toBe(wire.productLogo);
  });

  it('shows the amount due in the due tone until the date has passed', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();

    expect(screen.getByRole('region', { name: 'Amount due' }).getAttribute('data-tone')).toBe(
      'due',
    );
    expect(screen.queryByText(/^Overdue/)).toBeNull();
  });

  it("after the date, the overdue tone and 'Overdue · N days'", async () => {
    const fiveDaysAgo = formatDate(Date.now() - 5 * 86_400_000);
    answer('instalmentDetail', { data: { ...wire, repayDate: fiveDaysAgo } });
    openRepayPage();
    await ready();

    const hero = screen.getByRole('region', { name: 'Amount due' });
    expect(hero.getAttribute('data-tone')).toBe('overdue');
    within(hero).getByText('Overdue · 5 days');
  });

  it("carries the amount on 'Payment Method', in the action bar", async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();

    const bar = screen.getByRole('region', { name: 'Payment' });
    expect(within(bar).getByRole('button', { name: 'Payment Method' }).textContent).toBe(
      'Payment Method₱4.505,00',
    );
  });

  it('asks for nothing and says so without productId or orderId', async () => {
    const calls = record('instalmentDetail');
    openRepayPage(`productId=12&${session}`);
    expect((await screen.findByRole('alert')).textContent).toBe(missingIdsMessage);
    expect(calls).toEqual([]);
  });

  it('on a network failure says so with Retry, which loads the payment', async () => {
    answer('instalmentDetail', { data: wire });
    answer('instalmentDetail', 'network-error', { once: true });
    openRepayPage();

    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.network);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await ready();
  });

  it('treats an answer with nothing due as unreadable', async () => {
    answer('instalmentDetail', { data: { ...wire, repayAmount: 0 } });
    openRepayPage();
    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.malformed);
    expect(screen.queryByText('₱0,00')).toBeNull();
  });
});

describe('instalment page: an amount that cannot be read', () => {
  it.each(['N/A', null, 'Infinity', -450500, '1e21', '9007199254740993'])(
    'shows no amount and no way to pay for a repayAmount of %j, but Retry and Customer Service',
    async (repayAmount) => {
      const vcodes = record('generatePayCode');
      answer('instalmentDetail', { data: { ...wire, repayAmount } });
      openRepayPage();

      expect((await screen.findByRole('alert')).textContent).toBe('This amount could not be read');
      screen.getByRole('button', { name: 'Retry' });
      const service = screen.getByRole('link', { name: 'Contact Customer Service' });
      const address = new URL(service.getAttribute('href') ?? '', location.href);
      expect(address.pathname).toBe('/customerService.html');
      expect(address.searchParams.get('sessionId')).toBe('sess-1');
      expect(screen.queryByText(/₱/)).toBeNull();
      expect(screen.queryByRole('button', { name: /Payment/ })).toBeNull();
      expect(vcodes).toEqual([]);
    },
  );

  it('Retry shows the payment once the amount can be read', async () => {
    answer('instalmentDetail', { data: wire });
    answer('instalmentDetail', { data: { ...wire, repayAmount: 'N/A' } }, { once: true });
    openRepayPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await ready();
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('₱4.505,00');
  });
});

/** The labels of the rows under 'Loan details'. */
function loanDetailTerms(): Element[] {
  const section = screen.getByRole('heading', { name: 'Loan details' }).parentElement;
  return [...(section?.querySelectorAll('dt') ?? [])];
}

describe('instalment page: a very long answer', () => {
  it('renders 200 of 50,000 detail rows and says how many there are', async () => {
    const detail = Array.from({ length: 50_000 }, (_, index) => ({
      text: `Row ${index + 1}`,
      value: '₱1,00',
    }));
    answer('instalmentDetail', { data: { ...wire, detail } });
    openRepayPage();
    // A large answer takes the mock a while to send.
    await screen.findByRole('heading', { level: 2, name: 'PesoAgad Flex' }, { timeout: 10_000 });
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'more' }));

    expect(loanDetailTerms()).toHaveLength(200);
    screen.getByText('Row 200');
    expect(screen.queryByText('Row 201')).toBeNull();
    screen.getByText('Showing the first 200 of 50,000 rows.');
  }, 20_000);

  it('lists 200 channels in the popup and says how many there are', async () => {
    const repayList = Array.from({ length: 500 }, (_, index) => ({
      name: `Channel ${index + 1}`,
      channel_number: 90001 + index,
    }));
    answer('instalmentDetail', { data: { ...wire, repayList } });
    openRepayPage();
    await ready();
    const popup = await openMethods();

    expect(within(popup).getAllByRole('radio')).toHaveLength(200);
    within(popup).getByText('Showing the first 200 of 500 rows.');
  }, 20_000);
});

describe('instalment page: detail rows', () => {
  it("show the first two, 'more' shows the rest and 'hide' folds them again", async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    const rowTexts = () => loanDetailTerms().map((dt) => dt.textContent);

    expect(rowTexts()).toEqual(['Instalment', 'Principal']);
    const more = screen.getByRole('button', { name: 'more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(more);
    expect(rowTexts()).toEqual(['Instalment', 'Principal', 'Interest', 'Late penalty']);
    const hide = screen.getByRole('button', { name: 'hide' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(hide);
    expect(rowTexts()).toEqual(['Instalment', 'Principal']);
  });

  it('offers no toggle for two rows or fewer', async () => {
    answer('instalmentDetail', { data: { ...wire, detail: wire.detail.slice(0, 2) } });
    openRepayPage();
    await ready();
    expect(screen.queryByRole('button', { name: 'more' })).toBeNull();
  });
});

/** Whether `first` comes before `second` in the page, as a screen reader and the eye meet them. */
function comesBefore(first: Element, second: Element): boolean {
  return (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

describe('instalment page: one way to pay, in order', () => {
  it('leads with the amount and date, then the pay code, then how to pay by channel, then the loan, then the bar', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    const sections = [
      screen.getByRole('region', { name: 'Amount due' }),
      screen.getByRole('region', { name: 'Pay with this reference number' }),
      screen.getByRole('region', { name: 'How to pay' }),
      screen.getByRole('region', { name: 'PesoAgad Flex' }),
      screen.getByRole('region', { name: 'Payment' }),
    ];
    for (const [index, section] of sections.slice(1).entries()) {
      expect(comesBefore(sections[index] as Element, section)).toBe(true);
    }
    // The amount and date inside the first; the code inside the second.
    within(sections[0] as HTMLElement).getByText('₱4.505,00');
    within(sections[0] as HTMLElement).getByText('2026-12-01');
    within(sections[1] as HTMLElement).getByText('7300 6120 4175');
    within(sections[2] as HTMLElement).getByText('GCash');
    expect(
      within(sections[4] as HTMLElement).getByRole('button', { name: 'Payment Method' }),
    ).toBeTruthy();
  });

  it('reads the pay code in fours and Copy writes the digits only', async () => {
    vi.stubGlobal('isSecureContext', true);
    const writeText = vi.fn((_text: string) => Promise.resolve());
    Object.defineProperty(globalThis.navigator, 'clipboard', {
      configurable: true,
      value: { writeText },
    });
    try {
      answer('instalmentDetail', {
        data: { ...wire, defDetail: { ...wire.defDetail, payCode: '7300-6120-4175' } },
      });
      openRepayPage();
      await ready();
      const box = screen.getByRole('region', { name: 'Pay with this reference number' });
      within(box).getByText('Pay code');
      within(box).getByText('7300 6120 4175');
      fireEvent.click(within(box).getByRole('button', { name: 'Copy pay code' }));
      await waitFor(() => expect(toastStore.getState().current?.text).toBe(copiedMessage));
      expect(writeText).toHaveBeenCalledExactlyOnceWith('730061204175');
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(globalThis.navigator, 'clipboard');
    }
  });

  it('keeps the full-page code and the barcode together, under the code', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    const box = screen.getByRole('region', { name: 'Pay with this reference number' });
    const fullPage = within(box).getByRole('link', { name: 'Show the code on a full page' });
    const barcode = within(box).getByRole('button', { name: 'Show barcode' });
    expect(fullPage.parentElement).toBe(barcode.parentElement);
    expect(screen.getAllByRole('link', { name: 'Show the code on a full page' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Show barcode' })).toHaveLength(1);
  });

  it('titles the box Pay code when the server gives no title', async () => {
    answer('instalmentDetail', { data: { ...wire, defDetail: { ...wire.defDetail, title: '' } } });
    openRepayPage();
    await ready();
    screen.getByRole('heading', { level: 2, name: 'Pay code' });
  });

  it("heads each channel's steps with its logo from repayList, else a mark drawn in the page", async () => {
    const logo = 'https://cdn.example.ph/gcash.png';
    answer('instalmentDetail', {
      data: {
        ...wire,
        repayList: [{ ...wire.repayList[0], logo }, wire.repayList[1]],
        defDetail: {
          ...wire.defDetail,
          payNotice: {
            ...wire.defDetail.payNotice,
            'Palawan Express': wire.defDetail.payNotice.GCash,
          },
        },
      },
    });
    openRepayPage();
    await ready();
    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    const gcash = within(howToPay).getByText('GCash').closest('summary');
    expect(gcash?.querySelector('img')?.getAttribute('src')).toBe(logo);
    const other = within(howToPay).getByText('Palawan Express').closest('summary');
    expect(other?.querySelector('img')).toBeNull();
    expect(other?.querySelector('svg[data-icon="wallet"]')).not.toBeNull();
  });

  it('links how to pay to the payment instructions with the order and session when isShowReyTop is 1', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    const link = within(howToPay).getByRole('link', { name: /Step-by-step instructions/ });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.pathname).toBe('/repayInstructions.html');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      productId: '12',
      orderId: '9001',
      sessionId: 'sess-1',
    });
  });

  it('shows no link to the instructions otherwise', async () => {
    answer('instalmentDetail', { data: { ...wire, isShowReyTop: 0 } });
    openRepayPage();
    await ready();
    expect(screen.queryByRole('link', { name: /Step-by-step instructions/ })).toBeNull();
  });

  it('folds the steps of each channel under its name', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    const howToPay = screen.getByRole('region', { name: 'How to pay' });
    // Each group folds under its title, so the payment button stays in reach.
    const group = within(howToPay).getByText('GCash').closest('details');
    expect(group?.open).toBe(false);
    within(howToPay).getByText('Pay Bills in the GCash app');
    expect(
      within(howToPay)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Open GCash.', 'Tap Bills.']);
  });

  it('links the box to Repayment by code 2 for this order', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    const link = screen.getByRole('link', { name: 'Show the code on a full page' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.pathname).toBe('/repaymentOfCode2.html');
    expect(url.searchParams.get('orderId')).toBe('9001');
    expect(url.searchParams.get('productId')).toBe('12');
  });

  it('shows no box without defDetail', async () => {
    answer('instalmentDetail', { data: { ...wire, defDetail: null } });
    openRepayPage();
    await ready();
    expect(screen.queryByText('7300 6120 4175')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy pay code' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Show the code on a full page' })).toBeNull();
  });
});

describe('instalment page: payment method', () => {
  it('opens a popup of the channels with the first preselected; a tap picks another', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    expect(screen.queryByRole('dialog')).toBeNull();

    const popup = await openMethods();
    const gcash = within(popup).getByRole('radio', { name: 'GCash' }) as HTMLInputElement;
    const store = within(popup).getByRole('radio', { name: '7-Eleven' }) as HTMLInputElement;
    expect(gcash.checked).toBe(true);
    expect(store.checked).toBe(false);

    fireEvent.click(store);
    expect(store.checked).toBe(true);
    expect(gcash.checked).toBe(false);
    expect(store.closest('label')?.className).toMatch(/picked/);
  });

  it("'Payment' posts generate-vcode with the four fields (no isDelay) and opens payUrl", async () => {
    const calls = record('generatePayCode');
    answer('instalmentDetail', { data: wire });
    answer('generatePayCode', {
      data: { payUrl: `${location.origin}/repaymentOfCode.html?showType=1` },
    });
    openRepayPage();
    await ready();
    const popup = await openMethods();
    fireEvent.click(within(popup).getByRole('radio', { name: '7-Eleven' }));
    fireEvent.click(within(popup).getByRole('button', { name: 'Payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.body)).toEqual([
      {
        productId: '12',
        product_id: '12',
        orderId: '9001',
        amount: '450500',
        channelNumber: '90003',
      },
    ]);
    // Through the navigation policy: this site's address carries the session on.
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(target.pathname).toBe('/repaymentOfCode.html');
    expect(target.searchParams.get('sessionId')).toBe('sess-1');
  });

  it('one tap, one request: a double tap sends generate-vcode once', async () => {
    const calls = record('generatePayCode');
    answer('instalmentDetail', { data: wire });
    answer('generatePayCode', { data: { payUrl: `${location.origin}/x` } }, { delay: 50 });
    openRepayPage();
    await ready();
    const popup = await openMethods();
    const pay = within(popup).getByRole('button', { name: 'Payment' });
    fireEvent.click(pay);
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, doubleTapMs)));
    expect(calls).toHaveLength(1);
  });

  it('a lost request says nobody knows yet; the next tap asks for the instalment, then sends the same key', async () => {
    answer('instalmentDetail', { data: wire });
    answer('generatePayCode', { data: { payUrl: `${location.origin}/x` } });
    answer('generatePayCode', 'network-error', { once: true });
    openRepayPage();
    await ready();
    const calls = recordAll('instalmentDetail', 'generatePayCode');
    const pay = within(await openMethods()).getByRole('button', { name: 'Payment' });
    fireEvent.click(pay);
    await waitFor(() =>
      expect(toastStore.getState().current?.text).toBe(unknownOutcomeMessages.payment),
    );
    expect(assign).not.toHaveBeenCalled();

    await act(() => new Promise((resolve) => setTimeout(resolve, doubleTapMs)));
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.name)).toEqual([
      'generatePayCode',
      'instalmentDetail',
      'generatePayCode',
    ]);
    const [lost, retried] = calls.filter((call) => call.name === 'generatePayCode');
    expect(retried?.body).toEqual(lost?.body);
    expect(retried?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(retried?.headers['idempotency-key']).toBe(lost?.headers['idempotency-key']);
  });

  /**
   * The page opened, Payment tapped and its answer lost; then the web view reloads the page (to
   * `query`): what the tab stored stays, nothing in memory does. Resolves to the calls recorded.
   */
  async function loseThenReload(query?: string) {
    answer('instalmentDetail', { data: wire });
    answer('generatePayCode', { data: { payUrl: `${location.origin}/x` } });
    answer('generatePayCode', 'network-error', { once: true });
    const first = openRepayPage();
    await ready();
    const calls = recordAll('instalmentDetail', 'generatePayCode');
    fireEvent.click(within(await openMethods()).getByRole('button', { name: 'Payment' }));
    await waitFor(() =>
      expect(toastStore.getState().current?.text).toBe(unknownOutcomeMessages.payment),
    );
    first.unmount();
    forgetRequestKeys({ stored: false });
    openRepayPage(query);
    await ready();
    fireEvent.click(within(await openMethods()).getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    return calls;
  }

  it('a lost request outlives a reload: the next tap asks for the instalment, then sends the same key', async () => {
    const calls = await loseThenReload();
    const sent = calls.filter((call) => call.name === 'generatePayCode');
    // The lost payment, the page loading again, the tap asking first, the payment again.
    expect(calls.map((call) => call.name)).toEqual([
      'generatePayCode',
      'instalmentDetail',
      'instalmentDetail',
      'generatePayCode',
    ]);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    expect(sent[1]?.headers['idempotency-key']).toBe(sent[0]?.headers['idempotency-key']);
  });

  it('another borrower on the same phone never takes up a lost request: a new key', async () => {
    const calls = await loseThenReload('productId=12&orderId=9001&sessionId=sess-2&userId=u-8');
    const sent = calls.filter((call) => call.name === 'generatePayCode');
    // The page loads for the other borrower; their tap asks nothing first: a new action.
    expect(calls.map((call) => call.name)).toEqual([
      'generatePayCode',
      'instalmentDetail',
      'generatePayCode',
    ]);
    expect(sent[1]?.headers['idempotency-key']).not.toBe(sent[0]?.headers['idempotency-key']);
  });

  it('after a lost request, an amount due that changed is shown afresh and nothing is sent', async () => {
    answer('instalmentDetail', { data: wire });
    answer('generatePayCode', 'network-error', { once: true });
    const calls = record('generatePayCode');
    openRepayPage();
    await ready();
    fireEvent.click(within(await openMethods()).getByRole('button', { name: 'Payment' }));
    await waitFor(() =>
      expect(toastStore.getState().current?.text).toBe(unknownOutcomeMessages.payment),
    );

    answer('instalmentDetail', { data: { ...wire, repayAmount: 300000 } });
    await act(() => new Promise((resolve) => setTimeout(resolve, doubleTapMs)));
    fireEvent.click(screen.getByRole('button', { name: 'Payment' }));
    // The page loads afresh: on a busy machine that can take a moment.
    await screen.findByText('₱3.000,00', {}, { timeout: 5000 });
    expect(calls).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('another channel after a lost request sends nothing: the page names the channel still being checked; the first channel goes again under its key', async () => {
    answer('instalmentDetail', { data: wire });
    answer('generatePayCode', { data: { payUrl: `${location.origin}/x` } });
    answer('generatePayCode', 'network-error', { once: true });
    openRepayPage();
    await ready();
    const calls = record('generatePayCode');
    const popup = await openMethods();
    fireEvent.click(within(popup).getByRole('button', { name: 'Payment' }));
    await waitFor(() =>
      expect(toastStore.getState().current?.text).toBe(unknownOutcomeMessages.payment),
    );

    fireEvent.click(within(popup).getByRole('radio', { name: '7-Eleven' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, doubleTapMs)));
    fireEvent.click(within(popup).getByRole('button', { name: 'Payment' }));
    await within(popup).findByText(stillCheckingMessage('the code for GCash'));
    expect(calls).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();

    fireEvent.click(within(popup).getByRole('radio', { name: 'GCash' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, doubleTapMs)));
    fireEvent.click(within(popup).getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.body?.channelNumber)).toEqual(['90001', '90001']);
    expect(calls[1]?.headers['idempotency-key']).toBe(calls[0]?.headers['idempotency-key']);
  });

  it('after a success, Payment again asks for the instalment first and goes under the same key', async () => {
    answer('instalmentDetail', { data: wire });
    answer('generatePayCode', { data: { payUrl: `${location.origin}/x` } });
    openRepayPage();
    await ready();
    const calls = recordAll('instalmentDetail', 'generatePayCode');
    const pay = within(await openMethods()).getByRole('button', { name: 'Payment' });
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, doubleTapMs)));
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(calls.map((call) => call.name)).toEqual([
      'generatePayCode',
      'instalmentDetail',
      'generatePayCode',
    ]);
    expect(calls[2]?.headers['idempotency-key']).toBe(calls[0]?.headers['idempotency-key']);
  });

  it('refuses a pay address the navigation policy refuses, and says so', async () => {
    answer('instalmentDetail', { data: wire });
    answer('generatePayCode', { data: { payUrl: 'javascript:alert(1)' } });
    openRepayPage();
    await ready();
    fireEvent.click(within(await openMethods()).getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(toastStore.getState().current?.text).toMatch(/cannot be opened/));
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so in the popup when there is no channel, and Payment is disabled', async () => {
    answer('instalmentDetail', { data: { ...wire, repayList: [] } });
    openRepayPage();
    await ready();
    const popup = await openMethods();
    within(popup).getByRole('heading', { name: /No payment method/ });
    within(popup).getByRole('link', { name: 'Contact Customer Service' });
    expect(
      (within(popup).getByRole('button', { name: 'Payment' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});

describe('instalment page: barcode modal', () => {
  it('draws the pay code in the page when the picked channel has no barcode image', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    fireEvent.click(screen.getByRole('button', { name: 'Show barcode' }));
    const dialog = screen.getByRole('dialog', { name: 'Barcode' });
    const drawn = await within(dialog).findByRole('img', { name: 'Barcode of 730061204175' });
    expect(drawn.tagName.toLowerCase()).toBe('svg');
  });

  it("shows the channel's own barcode image when it has one (nothing generated)", async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    const popup = await openMethods();
    fireEvent.click(within(popup).getByRole('radio', { name: '7-Eleven' }));
    fireEvent.click(within(popup).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: 'Show barcode' }));
    const dialog = screen.getByRole('dialog', { name: 'Barcode' });
    const image = within(dialog).getByRole('img', { name: 'Barcode of 730061204175' });
    expect(image.tagName.toLowerCase()).toBe('img');
    expect(image.getAttribute('src')).toBe('https://cdn.example.ph/bar.png');
    expect(dialog.querySelector('[data-generated]')).toBeNull();
  });

  it('offers no barcode without a pay code or an image', async () => {
    answer('instalmentDetail', {
      data: { ...wire, defDetail: null, repayList: [wire.repayList[0]] },
    });
    openRepayPage();
    await ready();
    expect(screen.queryByRole('button', { name: 'Show barcode' })).toBeNull();
  });
});

describe('instalment page: payment-ways store', () => {
  it('keeps the pick and the repayment info in local storage, not the channel list', async () => {
    answer('instalmentDetail', { data: wire });
    openRepayPage();
    await ready();
    const popup = await openMethods();
    fireEvent.click(within(popup).getByRole('radio', { name: '7-Eleven' }));

    const stored = storedState(paymentWaysStore) as Record<string, unknown>;
    expect(stored.selectedChannel).toBe('90003');
    expect(stored.channels).toBeUndefined();
    expect(stored.repaymentInfo).toMatchObject({
      productId: '12',
      orderId: '9001',
      repayAmount: 450500,
      payCode: '730061204175',
    });
  });
});
