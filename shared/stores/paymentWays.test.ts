import { beforeEach, describe, expect, it } from 'vitest';
import {
  type PaymentChannel,
  type RepaymentInfo,
  paymentWaysStore,
  repaymentInfoFor,
  selectedChannelOf,
} from './paymentWays.ts';

const channel = (channelNumber: string, name: string): PaymentChannel => ({
  name,
  logo: `https://cdn.example.ph/${name}.png`,
  channelNumber,
  barcodeImage: '',
});

const gcash = channel('101', 'GCash');
const sevenEleven = channel('205', '7-Eleven');

beforeEach(() => {
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

  it('keeps the repayment info in local storage, so a killed web view loses nothing', () => {
    paymentWaysStore.getState().setRepaymentInfo({
      productId: '12',
      orderId: '3401',
      productName: 'PesoAgad Flex',
      productLogo: '',
      repayAmount: 352050,
      repayDate: '2025-07-01',
      payCode: '7788 1234 5566',
      payCodeLogo: '',
      payNotices: [],
    });
    const stored = JSON.parse(localStorage.getItem('paymentWays') ?? '{}');
    expect(stored.version).toBe(1);
    expect(stored.state.repaymentInfo).toMatchObject({
      payCode: '7788 1234 5566',
      repayAmount: 352050,
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
