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
  }),
  { name: 'paymentWays', storage: 'local', version: 1 },
);

/** The picked channel, if any. */
export function selectedChannelOf(
  state: Pick<PaymentWaysState, 'channels' | 'selectedChannel'>,
): PaymentChannel | undefined {
  return state.channels.find((channel) => channel.channelNumber === state.selectedChannel);
}
