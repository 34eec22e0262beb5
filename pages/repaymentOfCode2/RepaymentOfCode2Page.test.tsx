import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentWaysStore, type RepaymentInfo } from '../../shared/stores/paymentWays.ts';
import { reloadStoreAt } from '../../tests/setup/pageReload.ts';
import { noRepaymentInfoMessage, RepaymentOfCode2Page } from './RepaymentOfCode2Page.tsx';

const info: RepaymentInfo = {
  productId: '12',
  orderId: '9001',
  productName: 'PesoAgad Flex',
  productLogo: 'https://cdn.example.ph/logo.png',
  repayAmount: 450500,
  repayDate: '2099-12-01',
  payCode: '730061204175',
  payCodeLogo: 'https://cdn.example.ph/711.png',
  payNotices: [
    {
      title: '7-Eleven',
      items: [
        { name: 'CLiQQ kiosk', steps: ['Tap Bills Payment.', 'Pay at the cashier.'] },
        { name: 'At the counter', steps: ['Show the barcode.'] },
      ],
    },
  ],
};

const borrowerA = 'sessionId=s-1&userId=u-1';
const order = '&productId=12&orderId=9001';

function openCode2Page(query = order) {
  window.history.replaceState(null, '', `/repaymentOfCode2.html?${borrowerA}${query}`);
  return render(<RepaymentOfCode2Page />);
}

beforeEach(() => {
  // The repayment page of the order stored the info, as borrower A.
  window.history.replaceState(null, '', `/repay.html?${borrowerA}${order}`);
  localStorage.clear();
  paymentWaysStore.setState(paymentWaysStore.getInitialState());
});
afterEach(() => localStorage.clear());

describe('repayment by code 2', () => {
  it('shows the amount due in the loan header, the stored logo, the pay code in fours and the notices under their channel logos', async () => {
    paymentWaysStore.getState().setRepaymentInfo({
      ...info,
      payNotices: info.payNotices.map((group) => ({ ...group, logo: info.payCodeLogo })),
    });
    openCode2Page();

    const code = await screen.findByText('7300 6120 4175');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment');
    screen.getByText('Pay code');
    screen.getByRole('button', { name: 'Copy pay code' });
    const header = screen.getByRole('region', { name: 'Amount due' });
    expect(header.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(header).getByText('Amount due').nextElementSibling?.textContent).toBe(
      '₱4.505,00',
    );
    expect(document.querySelector('main img')?.getAttribute('src')).toBe(info.payCodeLogo);
    const notices = screen.getByRole('region', { name: 'How to pay' });
    within(notices).getByRole('heading', { level: 2, name: 'How to pay' });
    const channel = within(notices).getByRole('heading', { level: 3, name: '7-Eleven' });
    expect(channel.querySelector('img')?.getAttribute('src')).toBe(info.payCodeLogo);
    within(notices).getByText('CLiQQ kiosk');
    expect(
      within(notices)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tap Bills Payment.', 'Pay at the cashier.', 'Show the barcode.']);
  });

  it("names an extension's amount as its fee, never with the loan's amount words", async () => {
    paymentWaysStore.getState().setRepaymentInfo({ ...info, delayAmount: 78000 });
    openCode2Page();
    await screen.findByText('7300 6120 4175');
    expect(screen.getByText('Extension fee').nextElementSibling?.textContent).toBe('₱780,00');
    expect(screen.queryByText('Amount due')).toBeNull();
  });

  it('reads the info back from local storage, as after a reload', async () => {
    paymentWaysStore.getState().setRepaymentInfo(info);
    const saved = localStorage.getItem('paymentWays');
    expect(saved).toContain('730061204175');
    // A fresh page: the store module read anew from storage.
    vi.resetModules();
    paymentWaysStore.setState(paymentWaysStore.getInitialState());
    localStorage.setItem('paymentWays', saved ?? '');
    window.history.replaceState(null, '', `/repaymentOfCode2.html?${borrowerA}${order}`);
    const fresh = await import('./RepaymentOfCode2Page.tsx');
    render(<fresh.RepaymentOfCode2Page />);
    await screen.findByText('7300 6120 4175');
  });

  it('shown again from the back-forward cache, reads the stored info anew', async () => {
    // What the instalment page stores for a new code, written by that page while this one waited.
    paymentWaysStore
      .getState()
      .setRepaymentInfo({ ...info, payCode: '880012345678', repayAmount: 120000 });
    const storedSince = localStorage.getItem('paymentWays') ?? '';
    paymentWaysStore.getState().setRepaymentInfo(info);
    openCode2Page();
    await screen.findByText('7300 6120 4175');
    const transition = (type: 'pagehide' | 'pageshow') =>
      act(() => {
        window.dispatchEvent(Object.assign(new Event(type), { persisted: true }));
      });

    transition('pagehide');
    screen.getByText('Loading the pay code');
    expect(screen.queryByText('7300 6120 4175')).toBeNull();
    localStorage.setItem('paymentWays', storedSince);
    transition('pageshow');

    await screen.findByText('8800 1234 5678');
    expect(screen.getByText('Amount due').nextElementSibling?.textContent).toBe('₱1.200,00');
  });

  it('shows the info only for the order the address names', async () => {
    paymentWaysStore.getState().setRepaymentInfo(info);
    const { unmount } = openCode2Page();
    await screen.findByText('7300 6120 4175');
    unmount();

    openCode2Page('&productId=13&orderId=9001');
    expect((await screen.findByRole('alert')).textContent).toBe(noRepaymentInfoMessage);
    expect(screen.queryByText('7300 6120 4175')).toBeNull();
  });

  it("borrower B on the same phone after borrower A sees no pay code and no amount of A's", async () => {
    paymentWaysStore.getState().setRepaymentInfo(info);
    await reloadStoreAt(
      paymentWaysStore,
      `/repaymentOfCode2.html?sessionId=s-2&userId=u-2${order}`,
    );
    render(<RepaymentOfCode2Page />);
    expect((await screen.findByRole('alert')).textContent).toBe(noRepaymentInfoMessage);
    expect(screen.queryByText('7300 6120 4175')).toBeNull();
    expect(screen.queryByText('₱4.505,00')).toBeNull();
    expect(localStorage.getItem('paymentWays')).toBeNull();
  });

  it("another order of the same borrower shows nothing of this order's", async () => {
    paymentWaysStore.getState().setRepaymentInfo(info);
    await reloadStoreAt(
      paymentWaysStore,
      `/repaymentOfCode2.html?${borrowerA}&productId=12&orderId=7777`,
    );
    render(<RepaymentOfCode2Page />);
    expect((await screen.findByRole('alert')).textContent).toBe(noRepaymentInfoMessage);
    expect(screen.queryByText('7300 6120 4175')).toBeNull();
  });

  it('without stored info: a clear message and Back', async () => {
    openCode2Page();
    expect((await screen.findByRole('alert')).textContent).toBe(noRepaymentInfoMessage);
    screen.getByRole('button', { name: 'Back' });
  });
});
