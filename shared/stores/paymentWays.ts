// The payment-ways store (spec §3 'Client-side stores', 'Repayment info'; §4 'Instalment page'):
// the channels of the repayment being paid, the channel the borrower picked and the repayment info.
// The instalment and extension pages fill it; 'Repayment by code 2' reads the repayment info after
// a navigation, a reload or the web view being killed in the background, so it is kept in local
// storage.
import { createPersistedStore } from './persistedStore.ts';

/** One channel of repayList. */
export interface PaymentChannel {
  name: string;
  logo: string;
  /** channel_number on the wire. */
  channelNumber: string;
  /** The channel's barcode image, if the server gives one. */
  barcodeImage: string;
}

/** A group of pay notices (defDetail.payNotice): items, each with its name and steps. */
export interface PayNoticeGroup {
  title: string;
  items: { name: string; steps: string[] }[];
}

/** What 'Repayment by code 2' shows (spec §2): the pay code and amount of the repayment. */
export interface RepaymentInfo {
  productId: string;
  orderId: string;
  productName: string;
  productLogo: string;
  /** Minor units (centavos). */
  repayAmount: number;
  /** The extension's delay amount, minor units; undefined on an instalment. */
  delayAmount?: number;
  repayDate: string;
  payCode: string;
  payCodeLogo: string;
  payNotices: PayNoticeGroup[];
}

interface PaymentWaysState {
  channels: PaymentChannel[];
  /** The channelNumber of the picked channel; the first channel is preselected (spec §4). */
  selectedChannel: string | undefined;
  repaymentInfo: RepaymentInfo | undefined;
  /** Replaces the channels and preselects the first, keeping a pick that is still offered. */
  setChannels: (channels: PaymentChannel[]) => void;
  selectChannel: (channelNumber: string) => void;
  setRepaymentInfo: (info: RepaymentInfo) => void;
  /**
   * A repayment page's answer arrived: its channels and info replace the stored ones. The pick
   * survives a reload of the same repayment; another order (or the other kind of payment) starts
   * again from the first channel.
   */
  openRepayment: (info: RepaymentInfo, channels: PaymentChannel[]) => void;
}

export const paymentWaysStore = createPersistedStore<PaymentWaysState>(
  (set) => ({
    channels: [],
    selectedChannel: undefined,
    repaymentInfo: undefined,
    setChannels: (channels) =>
      set((state) => ({
        channels,
        selectedChannel: channels.some((channel) => channel.channelNumber === state.selectedChannel)
          ? state.selectedChannel
          : channels[0]?.channelNumber,
      })),
    selectChannel: (channelNumber) =>
      set((state) =>
        state.channels.some((channel) => channel.channelNumber === channelNumber)
          ? { selectedChannel: channelNumber }
          : {},
      ),
    setRepaymentInfo: (repaymentInfo) => set({ repaymentInfo }),
    openRepayment: (info, channels) =>
      set((state) => {
        const sameRepayment =
          state.repaymentInfo !== undefined &&
          sameOrder(state.repaymentInfo, info) &&
          (state.repaymentInfo.delayAmount === undefined) === (info.delayAmount === undefined);
        const keepsPick =
          sameRepayment &&
          channels.some((channel) => channel.channelNumber === state.selectedChannel);
        return {
          channels,
          repaymentInfo: info,
          selectedChannel: keepsPick ? state.selectedChannel : channels[0]?.channelNumber,
        };
      }),
  }),
  { name: 'paymentWays', storage: 'local', version: 1 },
);

/** The picked channel, if any. */
export function selectedChannelOf(
  state: Pick<PaymentWaysState, 'channels' | 'selectedChannel'>,
): PaymentChannel | undefined {
  return state.channels.find((channel) => channel.channelNumber === state.selectedChannel);
}

function sameOrder(
  a: Pick<RepaymentInfo, 'productId' | 'orderId'>,
  b: Pick<RepaymentInfo, 'productId' | 'orderId'>,
) {
  return a.productId === b.productId && a.orderId === b.orderId;
}

/**
 * The stored repayment info, if it may be shown: where the address names an order (either id),
 * only the info of that order.
 */
export function repaymentInfoFor(
  info: RepaymentInfo | undefined,
  ids: { productId?: string; orderId?: string } = {},
): RepaymentInfo | undefined {
  if (!info) return undefined;
  if (ids.productId && ids.productId !== info.productId) return undefined;
  if (ids.orderId && ids.orderId !== info.orderId) return undefined;
  return info;
}
