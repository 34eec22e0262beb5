// Legacy repayment, the older backend (spec §3 'Legacy repayment store', §4 'Legacy repayment', §5
// legacy rules, §7 'Legacy repayment store', §8 legacy codes; contract §2: success '00'). The
// borrower picks one of the bank cards repayment-way offers and pays (repayment-commit); when the
// answer says needValid 1 the bank sends an SMS code, which repayment-confirm checks. Where the
// older backend offers its online cashier (`alipay` 1), repayment-huichao gives the address of it.
import { api } from './client.ts';
import { quietCall } from './request.ts';
import { endpoints } from './endpoints.ts';
import {
  asAddress,
  asList,
  asName,
  asNumber,
  asRecord,
  asText,
  type MinorUnits,
  readMinorUnits,
} from './parse.ts';
import type { ApiResult } from './result.ts';

export interface LegacyBankCard {
  id: string;
  bankName: string;
  /** As the server sends it (often masked already); pages show it through maskBankCard. */
  cardNo: string;
  bankCode: string;
}

/** What repayment-way answers: the cards and the token every later call of this payment sends. */
export interface LegacyRepaymentWays {
  bankCards: LegacyBankCard[];
  repayToken: string;
  /** alipay is 1: the online cashier is offered beside the cards. */
  offersOnlineCashier: boolean;
  amount: MinorUnits;
  couponId: string;
  orderId: string;
}

/** What repayment-commit answers. */
export interface LegacyCommit {
  /** needValid is 1: an SMS code must be entered and confirmed before the payment goes through. */
  needsCode: boolean;
  repayRecordId: string;
}

/** The payment every call after repayment-way names. */
export interface LegacyPayment {
  repayToken: string;
  amount: number;
  couponId: string;
  orderId: string;
}

/**
 * sendMsg of repayment-commit: 0 commits the payment (the server sends the SMS code itself when
 * the card needs one), 1 asks for the code of that commit again.
 */
export type SendMsg = 0 | 1;

/** The choice that pays through the online cashier instead of a card. */
export const onlineCashierId = 'online';

/** The payment as the calls after repayment-way name it. */
export function paymentOf(ways: LegacyPayment): LegacyPayment {
  return {
    repayToken: ways.repayToken,
    amount: ways.amount,
    couponId: ways.couponId,
    orderId: ways.orderId,
  };
}

/** True while a commit waits for its SMS code. */
export function awaitsCode(commit: { repayRecordId: string; needsCode: boolean }): boolean {
  return commit.repayRecordId !== '' && commit.needsCode;
}

/** Spec §8 legacy codes, with the texts the borrower reads (English for the spec's Chinese). */
const legacyCodeMessages: Readonly<Record<string, string>> = {
  '800006': 'wrong verification code',
  '800005': 'do not submit the payment request twice',
};

/** The code of a wrong verification code, which the page shows at the code field. */
export const wrongCodeCode = '800006';

/** What a failed legacy call tells the borrower: the spec's text for its code, else the server's. */
export function legacyFailureMessage(result: { code: unknown; message: string }): string {
  return legacyCodeMessages[String(result.code)] ?? result.message;
}

function readCard(item: Record<string, unknown>): LegacyBankCard {
  return {
    id: asText(item.id),
    bankName: asName(item.bankName),
    cardNo: asName(item.cardNo),
    bankCode: asText(item.bankCode),
  };
}

export function parseRepaymentWays(data: unknown): LegacyRepaymentWays {
  const record = asRecord(data);
  return {
    // A card without an id cannot be paid with: it is left out.
    bankCards: asList(record.bankCards, readCard).filter((card) => card.id !== ''),
    repayToken: asText(record.repayToken),
    offersOnlineCashier: asNumber(record.alipay) === 1,
    amount: readMinorUnits(record.amount, 'amount'),
    couponId: asText(record.couponId),
    orderId: asText(record.orderId),
  };
}

function parseCommit(data: unknown): LegacyCommit {
  const record = asRecord(data);
  return {
    needsCode: asNumber(record.needValid) === 1,
    repayRecordId: asText(record.repayRecordId),
  };
}

function parseRedirect(data: unknown): { url: string } {
  return { url: asAddress(asRecord(data).url) };
}

/** The legacy calls show their own messages (legacyFailureMessage), so each is silent. */
const silent = true;

export function loadRepaymentWays(
  ids: { orderId: string },
  options: { silent?: boolean } = {},
): Promise<ApiResult<LegacyRepaymentWays>> {
  return api.call(
    endpoints.legacyRepaymentWay,
    { orderId: ids.orderId },
    { parse: parseRepaymentWays, silent: options.silent },
  );
}

/** The legacy page's first call (pages/legacyRepay/pageLoad.ts): silent, as every legacy call. */
export function firstRepaymentWaysLoad(ids: { orderId: string }) {
  return quietCall(endpoints.legacyRepaymentWay, { orderId: ids.orderId }, parseRepaymentWays);
}

export function commitRepayment(
  payment: LegacyPayment & { cardId: string; sendMsg: SendMsg; repayRecordId?: string },
  requestKey: string,
): Promise<ApiResult<LegacyCommit>> {
  return api.call(
    endpoints.legacyRepaymentCommit,
    {
      repayToken: payment.repayToken,
      cardId: payment.cardId,
      amount: payment.amount,
      couponId: payment.couponId,
      orderId: payment.orderId,
      sendMsg: payment.sendMsg,
      // Asking for the code again names the commit it belongs to.
      repayRecordId: payment.repayRecordId,
    },
    { parse: parseCommit, silent, requestKey },
  );
}

export function confirmRepayment(
  confirm: { repayToken: string; repayRecordId: string; code: string; orderId: string },
  requestKey: string,
): Promise<ApiResult<null>> {
  return api.call(
    endpoints.legacyRepaymentConfirm,
    {
      repayToken: confirm.repayToken,
      repayRecordId: confirm.repayRecordId,
      code: confirm.code,
      orderId: confirm.orderId,
    },
    { parse: () => null, silent, requestKey },
  );
}

export function onlineRepayment(payment: LegacyPayment): Promise<ApiResult<{ url: string }>> {
  return api.call(
    endpoints.legacyRepaymentRedirect,
    {
      repayToken: payment.repayToken,
      amount: payment.amount,
      couponId: payment.couponId,
      orderId: payment.orderId,
    },
    { parse: parseRedirect, silent },
  );
}
