import { beforeEach, describe, expect, it } from 'vitest';
import { type PaymentChannel, selectedChannelOf, paymentWaysStore } from './paymentWays.ts';

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
});
