// The payment-ways store (spec §3 'Client-side stores', 'Repayment info'; §4 'Instalment page'):
// the channels of the repayment being paid, the channel the borrower picked and the repayment info.
// The instalment and extension pages fill it; 'Repayment by code 2' reads the repayment info after
// a navigation, a reload or the web view being killed in the background, so it is kept in local
// storage: for the borrower and the order it belongs to (orderId), and only what is shown there or
// sent again (the channel list comes with every answer of the repayment pages, the due date only
// dates the entry). It is kept until the end of the due date, since after it the amount is no longer
// the amount due; an overdue repayment's until the end of the day it was stored, as the amount grows
// daily; 30 days at most, and 30 days when the due date cannot be read.
import { minorUnitsOf } from '../api/parse.ts';
import type { PayNoticeGroup, PaymentChannel } from '../api/repayment.ts';
import { endOfMarketDay } from '../format/date.ts';
import type { QueryValues } from '../navigation/pageQuery.ts';
import { keepIssuedCode, payCodeOfAddress } from './issuedPayCodes.ts';
import { writeOwned } from './ownedEntry.ts';
import { borrowerScope, createPersistedStore, dayMs, safeStorage } from './persistedStore.ts';

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
  /** The due date; not stored, it only decides how long the stored info is kept. */
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

// Above the store: it reads storage as it is created.
const payInfoLimitMs = 30 * dayMs;

/** When stored pay information stops being shown (see the top of this file). */
export function payInfoExpiry(repayDate: string, savedAt: number): number {
  const limit = savedAt + payInfoLimitMs;
  const due = endOfMarketDay(repayDate);
  if (due === undefined) return limit;
  return Math.min(limit, Math.max(due, endOfMarketDay(savedAt) ?? savedAt));
}

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every(isText);
}

function isNoticeGroup(value: unknown): value is PayNoticeGroup {
  const group = value as Partial<PayNoticeGroup> | null;
  return (
    typeof group === 'object' &&
    group !== null &&
    isText(group.title) &&
    (group.logo === undefined || isText(group.logo)) &&
    Array.isArray(group.items) &&
    group.items.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        isText((item as { name?: unknown }).name) &&
        isTextList((item as { steps?: unknown }).steps),
    )
  );
}

/** Stored repayment info, if it has the shape this page shows; anything else is ignored. */
function readRepaymentInfo(value: unknown): RepaymentInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const info = value as Record<string, unknown>;
  const texts = ['productId', 'orderId', 'productName', 'productLogo', 'payCode', 'payCodeLogo'];
  if (!texts.every((field) => isText(info[field]))) return undefined;
  // Storage is as untrusted as the server: amounts pass the one money reader again.
  if (minorUnitsOf(info.repayAmount) === undefined) return undefined;
  if (info.delayAmount !== undefined && minorUnitsOf(info.delayAmount) === undefined)
    return undefined;
  if (!Array.isArray(info.payNotices) || !info.payNotices.every(isNoticeGroup)) return undefined;
  return { ...(info as unknown as RepaymentInfo), repayDate: '' };
}

const scope = borrowerScope('orderId');

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
    openRepayment: (info, channels) => {
      // The default pay box's code came from the server: the code page may vouch for it.
      if (info.payCode) {
        const now = Date.now();
        void keepIssuedCode(info.payCode, info.orderId, payInfoExpiry(info.repayDate, now), now);
      }
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
      });
    },
  }),
  {
    name: 'paymentWays',
    storage: 'local',
    version: 1,
    scope,
    expiresAt: (state, savedAt) => payInfoExpiry(state.repaymentInfo?.repayDate ?? '', savedAt),
    partialize: ({ selectedChannel, repaymentInfo }) => ({
      selectedChannel,
      repaymentInfo: repaymentInfo && { ...repaymentInfo, repayDate: '' },
    }),
    merge: (stored, current) => {
      if (stored === undefined) return current;
      const { selectedChannel, repaymentInfo } = (stored ?? {}) as Record<string, unknown>;
      const info = readRepaymentInfo(repaymentInfo);
      return {
        ...current,
        selectedChannel: typeof selectedChannel === 'string' ? selectedChannel : undefined,
        repaymentInfo: info,
      };
    },
  },
);

/**
 * Keeps, for the repayment's order and as long as its pay information, the code of a pay address
 * the server gave (generate-vcode's payUrl, when it leads to the repayment-by-code page), so that
 * page vouches for it (issuedPayCodes.ts). Wait for it before leaving the page.
 */
export function rememberIssuedCode(payUrl: string, info: RepaymentInfo | undefined): Promise<void> {
  const code = payCodeOfAddress(payUrl);
  if (!code || !info) return Promise.resolve();
  const now = Date.now();
  return keepIssuedCode(code, info.orderId, payInfoExpiry(info.repayDate, now), now);
}

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

/**
 * Keeps a repayment as a repayment page opened with `query` keeps it (for that borrower and order),
 * from another page: the test preview, before it opens 'Repayment by code 2' with that query.
 */
export function keepRepaymentFor(
  query: QueryValues,
  info: RepaymentInfo,
  channels: PaymentChannel[],
): void {
  const { name, version, partialize } = paymentWaysStore.persist.getOptions();
  const state: PaymentWaysState = {
    ...paymentWaysStore.getState(),
    channels,
    repaymentInfo: info,
    selectedChannel: channels[0]?.channelNumber,
  };
  const now = Date.now();
  writeOwned(
    safeStorage('local'),
    name ?? 'paymentWays',
    scope(query),
    { state: partialize ? partialize(state) : state, version },
    payInfoExpiry(info.repayDate, now),
    now,
  );
}
