// Repayment (spec §3 'Repayment info', 'Delay repayment info', §7 'Repayment and confirm';
// contract §2 loan-play-detail, loan-delay-detail, generate-vcode): the instalment and extension
// answers parsed into domain objects with defaults, and the call that turns a channel into a pay
// address. The extension answer is the instalment fields plus delayInfo and repayPlan.
import { api } from './client.ts';
import { type OrderIds, orderParams, quietCall } from './request.ts';
import { endpoints } from './endpoints.ts';
import {
  asAddress,
  asList,
  asName,
  asNumber,
  asRecord,
  asText,
  asTextList,
  type MinorUnits,
  readList,
  readMinorUnits,
  type ShownList,
} from './parse.ts';
import type { DetailRow } from './loanDetails.ts';
import type { ApiResult } from './result.ts';

/** The order the instalment and extension pages and their features are about. */

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
  /** The channel the group is for, by name. */
  title: string;
  /** The logo of the repayList channel of that name, where it has one. */
  logo?: string;
  items: { name: string; steps: string[] }[];
}

/** defDetail: the default way to pay, with its pay code and how-to notices. */
export interface PayCodeBox {
  payCode: string;
  logo: string;
  title: string;
  payNotices: PayNoticeGroup[];
}

export interface InstalmentRepayment {
  repayAmount: MinorUnits;
  productName: string;
  repayDate: string;
  productLogo: string;
  detailRows: ShownList<DetailRow>;
  /** repayList */
  channels: ShownList<PaymentChannel>;
  noticeMsg: string;
  /** defDetail; undefined when the server sends none. */
  payCodeBox: PayCodeBox | undefined;
  /** isShowReyTop is 1: the banner to the payment instructions. */
  showsInstructionsBanner: boolean;
}

interface RepaymentPlanItem {
  remark: string;
  title: string;
  amount: MinorUnits;
  /** As sent (epoch or date text): shown through shared/format/date.ts. */
  time: string | number;
}

export interface DelayRepayment extends InstalmentRepayment {
  delayInfo: { title: string; delayAmount: MinorUnits };
  repayPlan: ShownList<RepaymentPlanItem>;
}

/** payNotice: a map of group title to items, each with a name and a list of steps. */
function parsePayNotices(value: unknown): PayNoticeGroup[] {
  return Object.entries(asRecord(value))
    .map(([title, items]) => ({
      title,
      items: asList(items, (item) => ({
        name: asName(item.name),
        steps: asTextList(item.step ?? item.steps),
      })),
    }))
    .filter((group) => group.items.length > 0);
}

function parsePayCodeBox(value: unknown): PayCodeBox | undefined {
  const record = asRecord(value);
  const box = {
    payCode: asText(record.payCode).trim(),
    logo: asAddress(record.logo),
    title: asName(record.title),
    payNotices: parsePayNotices(record.payNotice),
  };
  // An object with nothing to show is no box.
  return box.payCode || box.title || box.payNotices.length > 0 ? box : undefined;
}

export function parseInstalmentRepayment(data: unknown): InstalmentRepayment {
  const record = asRecord(data);
  return {
    repayAmount: readMinorUnits(record.repayAmount, 'repayAmount'),
    productName: asName(record.productName),
    repayDate: asText(record.repayDate),
    productLogo: asAddress(record.productLogo),
    detailRows: readList(record.detail, (row) => ({
      text: asName(row.text),
      value: asText(row.value),
    })),
    channels: readList(
      record.repayList,
      (channel) => ({
        name: asName(channel.name),
        logo: asAddress(channel.logo),
        channelNumber: asName(channel.channel_number),
        barcodeImage: asAddress(channel.barcode ?? channel.barcodeImg ?? channel.barcode_img),
      }),
      { keep: (channel) => channel.channelNumber !== '' },
    ),
    noticeMsg: asText(record.noticeMsg),
    payCodeBox: parsePayCodeBox(record.defDetail),
    showsInstructionsBanner: asNumber(record.isShowReyTop) === 1,
  };
}

export function parseDelayRepayment(data: unknown): DelayRepayment {
  const record = asRecord(data);
  const delayInfo = asRecord(record.delayInfo);
  return {
    ...parseInstalmentRepayment(data),
    delayInfo: {
      title: asName(delayInfo.title),
      delayAmount: readMinorUnits(delayInfo.delayAmount, 'delayAmount'),
    },
    repayPlan: readList(record.repayPlan, (item) => ({
      remark: asText(item.remark),
      title: asName(item.title),
      amount: readMinorUnits(item.amount, 'repayPlan amount'),
      time: typeof item.time === 'number' ? item.time : asText(item.time),
    })),
  };
}

/** An instalment answer with something to pay: nothing due is nothing to show a way to pay. */
export function hasInstalmentContent(repayment: InstalmentRepayment): boolean {
  return repayment.repayAmount > 0;
}

/** An extension answer with something to pay: its delay amount. */
export function hasDelayContent(repayment: DelayRepayment): boolean {
  return repayment.delayInfo.delayAmount > 0;
}

type PageCall = { silent?: boolean; loading?: string };

export function loadInstalmentRepayment(
  ids: OrderIds,
  options: PageCall = {},
): Promise<ApiResult<InstalmentRepayment>> {
  return api.call(endpoints.instalmentDetail, orderParams(ids), {
    parse: parseInstalmentRepayment,
    ...options,
  });
}

/** The instalment page's first call (pages/repay/pageLoad.ts): silent, the page shows a failure. */
export function firstInstalmentLoad(ids: OrderIds): Promise<ApiResult<InstalmentRepayment>> {
  return quietCall(endpoints.instalmentDetail, orderParams(ids), parseInstalmentRepayment);
}

export function loadDelayRepayment(
  ids: OrderIds,
  options: PageCall = {},
): Promise<ApiResult<DelayRepayment>> {
  return api.call(endpoints.delayDetail, orderParams(ids), {
    parse: parseDelayRepayment,
    ...options,
  });
}

/** The extension page's first call (pages/repayDelay/pageLoad.ts): silent, as the instalment's. */
export function firstDelayLoad(ids: OrderIds): Promise<ApiResult<DelayRepayment>> {
  return quietCall(endpoints.delayDetail, orderParams(ids), parseDelayRepayment);
}

export interface PayCodeRequest extends OrderIds {
  amount: MinorUnits;
  channelNumber: string;
  /** The extension's payment: sent as isDelay=1. */
  isDelay: boolean;
}

/** generate-vcode's params: the instalment's four, plus isDelay=1 on the extension. */
export function payCodeParams(request: PayCodeRequest): Record<string, string> {
  return {
    productId: request.productId,
    orderId: request.orderId,
    amount: String(request.amount),
    channelNumber: request.channelNumber,
    ...(request.isDelay ? { isDelay: '1' } : {}),
  };
}

/** POST generate-vcode: data.payUrl, where the borrower pays (opened through the policy). */
export function generatePayCode(
  request: PayCodeRequest,
  requestKey: string,
): Promise<ApiResult<{ payUrl: string }>> {
  return api.call(endpoints.generatePayCode, payCodeParams(request), {
    requestKey,
    parse: (data) => ({ payUrl: asAddress(asRecord(data).payUrl).trim() }),
  });
}
