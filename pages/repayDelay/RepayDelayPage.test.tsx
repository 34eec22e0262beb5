import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { failureMessages } from '../../shared/api/result.ts';
import { storedAction } from '../../shared/requestKeys/useRequestKey.ts';
import { borrowerScope } from '../../shared/stores/ownedEntry.ts';
import { paymentWaysStore } from '../../shared/stores/paymentWays.ts';
import { ToastHost } from '../../shared/ui/toast/Toast.tsx';
import { missingIdsMessage, RepayDelayPage } from './RepayDelayPage.tsx';

const session = 'sessionId=sess-1&userId=u-7&deviceId=dev-3';

const wire = {
  repayAmount: 78000,
  productName: 'PesoAgad Flex',
  repayDate: '2027-01-30',
  productLogo: '',
  detail: [],
  repayList: [
    { name: 'GCash', logo: '', channel_number: 90001, barcode: '' },
    { name: 'Maya', logo: '', channel_number: 90002, barcode: '' },
  ],
  noticeMsg: '',
  defDetail: {
    payCode: '730061204175',
    logo: '',
    title: 'Pay with this reference number',
    payNotice: { Maya: [{ name: 'Pay Bills in the Maya app', steps: ['Open Maya.'] }] },
  },
  isShowReyTop: 1,
  delayInfo: { title: 'Extend your due date by 60 days', delayAmount: 78000 },
  repayPlan: [
    { remark: 'Pay today to extend', title: 'Rollover payment', amount: 78000, time: '2026-12-01' },
    { remark: 'Instalment 1/2', title: 'Next payment', amount: 450500, time: '2027-01-30' },
  ],
};

function openDelayPage(query = `productId=12&orderId=9001&${session}`) {
  window.history.replaceState(null, '', `/repayDelay.html?${query}`);
  return render(
    <>
      <RepayDelayPage />
      <ToastHost />
    </>,
  );
}

/** Waits for the extension's summary and the ways to pay (their own module). */
async function ready() {
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: 'Extend your due date by 60 days',
  });
  // Its own module: the first import in a test file is transformed first, slow on a busy machine.
  await screen.findByRole('button', { name: 'Payment Method' }, { timeout: 5000 });
  return heading;
}

/** The extension opened with its answer, and its Payment Method popup (generate-vcode answers). */
async function openPaymentPopup() {
  answer('delayDetail', { data: wire });
  answer('generatePayCode', { data: { payUrl: `${location.origin}/repaymentOfCode.html` } });
  openDelayPage();
  await ready();
  fireEvent.click(screen.getByRole('button', { name: 'Payment Method' }));
  return screen.getByRole('dialog', { name: 'Payment Method' });
}

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

describe('extension page', () => {
  it('posts loan-delay-detail with productId and orderId', async () => {
    const calls = record('delayDetail');
    answer('delayDetail', { data: wire });
    openDelayPage();
    await ready();
    expect(calls.map((call) => call.body)).toEqual([
      { productId: '12', product_id: '12', orderId: '9001' },
    ]);
  });

  it('shows delayInfo.title, the delay amount and the next payment date', async () => {
    answer('delayDetail', { data: wire });
    openDelayPage();
    const heading = await ready();
    const summary = heading.closest('section') as HTMLElement;
    expect(within(summary).getByText('Extension fee').nextElementSibling?.textContent).toBe(
      '₱780,00',
    );
    // 'Your next payment date is {date}' (spec §2), the date as a figure beside its words.
    const nextDate = within(summary).getByText('Your next payment date is');
    expect(nextDate.nextElementSibling?.textContent).toBe('2027-01-30');
    expect(nextDate.parentElement?.textContent).toBe('Your next payment date is2027-01-30');
  });

  it("lists the 'Plan': remark, title, amount and time of each item", async () => {
    answer('delayDetail', { data: wire });
    openDelayPage();
    await ready();
    const plan = screen.getByRole('region', { name: 'Plan' });
    expect(
      within(plan)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Rollover payment₱780,00Pay today to extend2026-12-01',
      'Next payment₱4.505,00Instalment 1/22027-01-30',
    ]);
  });

  it('leads as the instalment page does: amount and date, pay code, how to pay, then the Plan', async () => {
    answer('delayDetail', { data: wire });
    openDelayPage();
    await ready();
    const sections = [
      screen.getByRole('region', { name: 'Extension fee' }),
      screen.getByRole('region', { name: 'Pay with this reference number' }),
      screen.getByRole('region', { name: 'How to pay' }),
      screen.getByRole('region', { name: 'Plan' }),
      screen.getByRole('region', { name: 'Payment' }),
    ];
    for (const [index, section] of sections.slice(1).entries()) {
      const before = sections[index] as Element;
      expect(before.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
    screen.getByRole('link', { name: /Step-by-step instructions/ });
  });

  it('a payment lost on the instalment page of the same order is not this extension: no asking first, a new key', async () => {
    window.history.replaceState(null, '', `/repay.html?productId=12&orderId=9001&${session}`);
    const lostOnRepay = crypto.randomUUID();
    storedAction('payCode', borrowerScope('orderId')).swap(undefined, {
      key: lostOnRepay,
      seal: { salt: 'c2FsdA==', hash: 'x' },
      notice: 'the code for GCash',
      since: Date.now(),
      done: false,
    });
    const details = record('delayDetail');
    const vcodes = record('generatePayCode');
    const popup = await openPaymentPopup();
    fireEvent.click(within(popup).getByRole('button', { name: 'Payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(details).toHaveLength(1);
    expect(vcodes).toHaveLength(1);
    expect(vcodes[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(vcodes[0]?.headers['idempotency-key']).not.toBe(lostOnRepay);
  });

  it("'Payment' sends isDelay=1 with the delay amount and the preselected first channel", async () => {
    const calls = record('generatePayCode');
    const popup = await openPaymentPopup();
    expect((within(popup).getByRole('radio', { name: 'GCash' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(popup).getByRole('button', { name: 'Payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls.map((call) => call.body)).toEqual([
      {
        productId: '12',
        product_id: '12',
        orderId: '9001',
        amount: '78000',
        channelNumber: '90001',
        isDelay: '1',
      },
    ]);
  });

  it('stores the delay amount as the total for Repayment by code 2', async () => {
    answer('delayDetail', { data: wire });
    openDelayPage();
    await ready();
    expect(paymentWaysStore.getState().repaymentInfo).toMatchObject({
      orderId: '9001',
      delayAmount: 78000,
      payCode: '730061204175',
    });
  });

  it('starts again from the first channel for another kind of payment of the same order', async () => {
    paymentWaysStore.getState().openRepayment(
      {
        productId: '12',
        orderId: '9001',
        productName: '',
        productLogo: '',
        repayAmount: 1,
        repayDate: '',
        payCode: '',
        payCodeLogo: '',
        payNotices: [],
      },
      [
        { name: 'GCash', logo: '', channelNumber: '90001', barcodeImage: '' },
        { name: 'Maya', logo: '', channelNumber: '90002', barcodeImage: '' },
      ],
    );
    paymentWaysStore.getState().selectChannel('90002');
    answer('delayDetail', { data: wire });
    openDelayPage();
    await ready();
    expect(paymentWaysStore.getState().selectedChannel).toBe('90001');
  });

  it('says so without productId or orderId, and when the answer has no extension in it', async () => {
    openDelayPage(`orderId=9001&${session}`);
    expect((await screen.findByRole('alert')).textContent).toBe(missingIdsMessage);
  });

  it('treats an answer without delayInfo as an amount it cannot read, with Retry', async () => {
    answer('delayDetail', { data: { ...wire, delayInfo: null } });
    openDelayPage();
    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.amount);
    screen.getByRole('button', { name: 'Retry' });
    screen.getByRole('link', { name: 'Contact Customer Service' });
  });

  it('treats an extension that costs nothing as unreadable', async () => {
    answer('delayDetail', { data: { ...wire, delayInfo: { ...wire.delayInfo, delayAmount: 0 } } });
    openDelayPage();
    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.malformed);
  });

  it('shows no plan and sends nothing when a plan amount cannot be read', async () => {
    const vcodes = record('generatePayCode');
    const repayPlan = [{ ...wire.repayPlan[0], amount: -450500 }];
    answer('delayDetail', { data: { ...wire, repayPlan } });
    openDelayPage();
    expect((await screen.findByRole('alert')).textContent).toBe(failureMessages.amount);
    expect(screen.queryByText(/₱/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Payment/ })).toBeNull();
    expect(vcodes).toEqual([]);
  });

  it('renders 200 plan rows of 50,000 and says how many there are', async () => {
    const repayPlan = Array.from({ length: 50_000 }, (_, index) => ({
      remark: '',
      title: `Payment ${index + 1}`,
      amount: 100,
      time: '2027-01-30',
    }));
    answer('delayDetail', { data: { ...wire, repayPlan } });
    openDelayPage();
    // A large answer takes the mock a while to send.
    const title = 'Extend your due date by 60 days';
    await screen.findByRole('heading', { level: 2, name: title }, { timeout: 10_000 });
    await ready();
    expect(screen.getAllByText(/^Payment \d+$/)).toHaveLength(200);
    screen.getByText('Showing the first 200 of 50,000 rows.');
  }, 20_000);
});
