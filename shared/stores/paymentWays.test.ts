import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadStoreAt } from '../../tests/setup/pageReload.ts';
import {
  keepRepaymentFor,
  payInfoExpiry,
  type RepaymentInfo,
  paymentWaysStore,
  repaymentInfoFor,
  selectedChannelOf,
} from './paymentWays.ts';
import { storedState } from './persistedStore.ts';
import type { PaymentChannel } from '../api/repayment.ts';

const borrowerA = '/repay.html?sessionId=s-a&userId=A&productId=12&orderId=3401';

const channel = (channelNumber: string, name: string): PaymentChannel => ({
  name,
  logo: `https://cdn.example.ph/${name}.png`,
  channelNumber,
  barcodeImage: '',
});

const gcash = channel('101', 'GCash');
const sevenEleven = channel('205', '7-Eleven');

beforeEach(() => {
  window.history.replaceState(null, '', borrowerA);
  paymentWaysStore.setState(paymentWaysStore.getInitialState());
  localStorage.clear();
});

describe('payment-ways store', () => {
  it('preselects the first channel (spec §4)', () => {
    paymentWaysStore.getState().setChannels([gcash, sevenEleven]);
    expect(selectedChannelOf(paymentWaysStore.getState())).toEqual(gcash);
  });

  it('selects a channel the list offers and ignores one it does not', () => {
    const { setChannels, selectChannel } = paymentWaysStore.getState();
    setChannels([gcash, sevenEleven]);
    selectChannel('205');
    expect(paymentWaysStore.getState().selectedChannel).toBe('205');
    selectChannel('999');
    expect(paymentWaysStore.getState().selectedChannel).toBe('205');
  });

  it('keeps a pick the new list still offers, else takes the first', () => {
    const { setChannels, selectChannel } = paymentWaysStore.getState();
    setChannels([gcash, sevenEleven]);
    selectChannel('205');
    setChannels([sevenEleven, gcash]);
    expect(paymentWaysStore.getState().selectedChannel).toBe('205');
    setChannels([gcash]);
    expect(paymentWaysStore.getState().selectedChannel).toBe('101');
    setChannels([]);
    expect(paymentWaysStore.getState().selectedChannel).toBeUndefined();
  });

  const stored3401: RepaymentInfo = {
    productId: '12',
    orderId: '3401',
    productName: 'PesoAgad Flex',
    productLogo: '',
    repayAmount: 352050,
    repayDate: '2099-07-01',
    payCode: '7788 1234 5566',
    payCodeLogo: '',
    payNotices: [],
  };

  it('keeps what Repayment by code 2 shows and the pick in local storage, not the channel list', () => {
    paymentWaysStore.getState().setChannels([gcash, sevenEleven]);
    paymentWaysStore.getState().setRepaymentInfo(stored3401);
    expect(storedState(paymentWaysStore)).toEqual({
      selectedChannel: '101',
      repaymentInfo: { ...stored3401, repayDate: '' },
    });
    expect(localStorage.getItem('paymentWays')).not.toContain('GCash');
  });

  it("another borrower's page reads nothing, and the first borrower's info is removed", async () => {
    paymentWaysStore.getState().setRepaymentInfo(stored3401);
    await reloadStoreAt(
      paymentWaysStore,
      '/repaymentOfCode2.html?sessionId=s-b&userId=B&productId=12&orderId=3401',
    );
    expect(paymentWaysStore.getState().repaymentInfo).toBeUndefined();
    expect(localStorage.getItem('paymentWays')).toBeNull();
  });

  it("another order's page reads nothing", async () => {
    paymentWaysStore.getState().setRepaymentInfo(stored3401);
    await reloadStoreAt(
      paymentWaysStore,
      '/repaymentOfCode2.html?sessionId=s-a&userId=A&productId=12&orderId=3402',
    );
    expect(paymentWaysStore.getState().repaymentInfo).toBeUndefined();
  });

  it('is read back by the same borrower and order until the end of the due date', async () => {
    paymentWaysStore.getState().setRepaymentInfo({ ...stored3401, repayDate: '2026-12-01' });
    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(Date.parse('2026-12-01T15:59:00Z'));
    await reloadStoreAt(paymentWaysStore, borrowerA.replace('repay', 'repaymentOfCode2'));
    expect(paymentWaysStore.getState().repaymentInfo?.payCode).toBe('7788 1234 5566');

    // Midnight in Manila: the due date has passed.
    now.mockReturnValue(Date.parse('2026-12-01T16:00:00Z'));
    await reloadStoreAt(paymentWaysStore, borrowerA.replace('repay', 'repaymentOfCode2'));
    expect(paymentWaysStore.getState().repaymentInfo).toBeUndefined();
    expect(localStorage.getItem('paymentWays')).toBeNull();
    now.mockRestore();
  });

  it('ignores stored info of another shape', async () => {
    paymentWaysStore.getState().setRepaymentInfo(stored3401);
    const text = localStorage.getItem('paymentWays') ?? '';
    localStorage.setItem('paymentWays', text.replace('"payNotices":[]', '"payNotices":"7-Eleven"'));
    await reloadStoreAt(paymentWaysStore, borrowerA);
    expect(paymentWaysStore.getState().repaymentInfo).toBeUndefined();
  });

  it("reads back each notice group's channel logo, and ignores a logo that is not text", async () => {
    const group = { title: 'GCash', logo: '/maxwell/mock-files/channel-90001.svg', items: [] };
    paymentWaysStore.getState().setRepaymentInfo({ ...stored3401, payNotices: [group] });
    await reloadStoreAt(paymentWaysStore, borrowerA);
    expect(paymentWaysStore.getState().repaymentInfo?.payNotices).toEqual([group]);

    const text = localStorage.getItem('paymentWays') ?? '';
    localStorage.setItem('paymentWays', text.replace(`"logo":"${group.logo}"`, '"logo":{"src":1}'));
    await reloadStoreAt(paymentWaysStore, borrowerA);
    expect(paymentWaysStore.getState().repaymentInfo).toBeUndefined();
  });

  it.each(['-450500', '12.5', '1e21', '"N/A"'])(
    'ignores a stored amount the money reader cannot read (%s)',
    async (amount) => {
      paymentWaysStore.getState().setRepaymentInfo(stored3401);
      const text = localStorage.getItem('paymentWays') ?? '';
      localStorage.setItem(
        'paymentWays',
        text.replace(/"repayAmount":\d+/, `"repayAmount":${amount}`),
      );
      await reloadStoreAt(paymentWaysStore, borrowerA);
      expect(paymentWaysStore.getState().repaymentInfo).toBeUndefined();
    },
  );

  describe('how long pay information is kept', () => {
    const manila = (text: string) => Date.parse(`${text}+08:00`);
    const savedAt = manila('2026-11-25T10:00:00');
    const day = 86_400_000;

    it('until the end of its due date', () => {
      expect(payInfoExpiry('2026-12-01', savedAt)).toBe(manila('2026-12-02T00:00:00'));
    });

    it('30 days at most, and 30 days when the due date cannot be read', () => {
      expect(payInfoExpiry('2027-06-01', savedAt)).toBe(savedAt + 30 * day);
      expect(payInfoExpiry('', savedAt)).toBe(savedAt + 30 * day);
      expect(payInfoExpiry('soon', savedAt)).toBe(savedAt + 30 * day);
    });

    it('an overdue repayment until the end of the day it was stored: its amount grows daily', () => {
      expect(payInfoExpiry('2026-11-20', savedAt)).toBe(manila('2026-11-26T00:00:00'));
    });
  });

  describe('openRepayment', () => {
    const info = (orderId: string, delayAmount?: number): RepaymentInfo => ({
      productId: '12',
      orderId,
      productName: '',
      productLogo: '',
      repayAmount: 1,
      ...(delayAmount === undefined ? {} : { delayAmount }),
      repayDate: '',
      payCode: '7300',
      payCodeLogo: '',
      payNotices: [],
    });

    it('keeps the pick across a reload of the same repayment', () => {
      const { openRepayment, selectChannel } = paymentWaysStore.getState();
      openRepayment(info('9001'), [gcash, sevenEleven]);
      selectChannel('205');
      openRepayment(info('9001'), [gcash, sevenEleven]);
      expect(paymentWaysStore.getState().selectedChannel).toBe('205');
    });

    it('starts from the first channel for another order or the other kind of payment', () => {
      const { openRepayment, selectChannel } = paymentWaysStore.getState();
      openRepayment(info('9001'), [gcash, sevenEleven]);
      selectChannel('205');
      openRepayment(info('9002'), [gcash, sevenEleven]);
      expect(paymentWaysStore.getState().selectedChannel).toBe('101');
      selectChannel('205');
      openRepayment(info('9002', 500), [gcash, sevenEleven]);
      expect(paymentWaysStore.getState().selectedChannel).toBe('101');
      expect(paymentWaysStore.getState().repaymentInfo?.delayAmount).toBe(500);
    });

    it('shows the stored info only for the order an address names', () => {
      const stored = info('9001');
      expect(repaymentInfoFor(stored)).toBe(stored);
      expect(repaymentInfoFor(stored, { productId: '12', orderId: '9001' })).toBe(stored);
      expect(repaymentInfoFor(stored, { orderId: '9002' })).toBeUndefined();
      expect(repaymentInfoFor(stored, { productId: '13' })).toBeUndefined();
      expect(repaymentInfoFor(undefined, {})).toBeUndefined();
    });
  });
});

describe('keepRepaymentFor (the test preview)', () => {
  const info: RepaymentInfo = {
    productId: '12',
    orderId: '9001',
    productName: 'PesoAgad Flex',
    productLogo: '',
    repayAmount: 450500,
    repayDate: '2099-07-01',
    payCode: '730061204175',
    payCodeLogo: '',
    payNotices: [],
  };

  it('keeps a repayment for the borrower and order of another page, as its repayment page would', async () => {
    window.history.replaceState(null, '', '/testPreview?mock=status-174');
    keepRepaymentFor({ sessionId: 's-9', productId: '12', orderId: '9001' }, info, [gcash]);
    await reloadStoreAt(
      paymentWaysStore,
      '/repaymentOfCode2?sessionId=s-9&productId=12&orderId=9001',
    );
    expect(paymentWaysStore.getState().repaymentInfo).toEqual({ ...info, repayDate: '' });
    // Another borrower on the phone does not see it.
    await reloadStoreAt(paymentWaysStore, '/repaymentOfCode2?sessionId=s-8&orderId=9001');
    expect(paymentWaysStore.getState().repaymentInfo).toBeUndefined();
  });
});
