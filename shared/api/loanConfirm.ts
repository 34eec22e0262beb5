// Loan confirm V3 and its variant 2 (spec §3 'Loan confirm data', 'Agreement list', 'Loan push
// request', §7 'Repayment and confirm'): the one domain type both variants answer with, the calls
// a confirm page makes, and what the variants read alike. Their calls are loanConfirmV3.ts and
// loanConfirmV2.ts (a page bundles only its own): V3 leaves the variant's additions empty, V2
// fills them. The confirm screen never knows which backend it talks to.
import { api } from './client.ts';
import type { KeyedEndpoint, PlainEndpoint } from './endpoints.ts';
import {
  asAddress,
  asList,
  asName,
  asNumber,
  asRecord,
  asText,
  type Json,
  type MinorUnits,
  readList,
  readMinorUnits,
  readPositiveCount,
  type ShownList,
} from './parse.ts';
import type { ApiResult } from './result.ts';

interface ConfirmDetailRow {
  text: string;
  value: string;
}

interface RepayPlan {
  amount: MinorUnits;
  /** pay_time as sent: epoch time or date text (formatDate reads both). */
  payTime: string;
  title: string;
  description: string;
}

export interface LoanConfirm {
  /** comProductLogo */
  productLogo: string;
  /** comProductName */
  productName: string;
  /** Sent back with the push. */
  amount: MinorUnits;
  /** The loan term, counted in termUnit (at least 1); sent back with the push. */
  periods: number;
  termUnit: string;
  details: ShownList<ConfirmDetailRow>;
  /** repay_plans */
  repayPlans: ShownList<RepayPlan>;
  firstPayTime: string;
  firstPeriodDay: number;
  /** The 'Interest Rate' description. */
  pRateDsc: string;
  sendSms: number;
  /** 1: the shell's back button asks 'Point out' before leaving. */
  /** isPopType is 1: the shell's back asks 'Point out' first. */
  asksRetention: boolean;
  popTitle: string;
  popContent: string;
  /** Non-empty: the agreement popup opens on arrival. Stays as sent: the policy decides later. */
  popAgreementUrl: string;
  // The variant's additions: V3 leaves them empty.
  /** NewButtonMsg: the Next button's text ('' for the default). */
  buttonText: string;
  /** NewPopMsg: the promotional popup shown on arrival ('' for none). */
  promotion: string;
  /** firstPayTime, shown as the repayment date line ('' for none). */
  repaymentDate: string;
  /** isRupee equals 1: amounts show the rupee symbol. */
  rupee: boolean;
}

export interface Agreement {
  title: string;
  /** Its place in the list, sent with the jump. */
  position: number;
}

interface AgreementJump {
  productId: string;
  position: number;
  orderId: string;
}

export interface LoanPush {
  amount: MinorUnits;
  periods: number;
  termUnit: string;
  productId: string;
}

/**
 * The fixed extra marker the jump and the push carry (spec §7). The spec does not name it; this is
 * the one place that does.
 */
export const confirmMarker = { isH5: 1 } as const;

/** The agreements of a loan confirmation are those of scene 3 (spec §7). */
const agreementScene = 3;

/** The fields both variants send under the same names; the additions left empty. */
export function readConfirm(data: unknown): LoanConfirm {
  const record = asRecord(data);
  return {
    productLogo: asAddress(record.comProductLogo),
    productName: asName(record.comProductName),
    amount: readMinorUnits(record.amount, 'amount'),
    periods: readPositiveCount(record.periods, 'periods'),
    termUnit: asName(record.termUnit),
    details: readList(record.details, (row) => ({
      text: asName(row.text),
      value: asText(row.value),
    })),
    repayPlans: readList(record.repay_plans, (plan) => ({
      amount: readMinorUnits(plan.amount, 'repay_plans amount'),
      payTime: asText(plan.pay_time),
      title: asName(plan.title),
      description: asText(plan.description),
    })),
    firstPayTime: asText(record.firstPayTime),
    firstPeriodDay: asNumber(record.firstPeriodDay),
    pRateDsc: asText(record.pRateDsc),
    sendSms: asNumber(record.sendSms),
    asksRetention: asNumber(record.isPopType) === 1,
    popTitle: asText(record.popTitle),
    popContent: asText(record.popContent),
    popAgreementUrl: asAddress(record.popAgreementUrl).trim(),
    buttonText: '',
    promotion: '',
    repaymentDate: '',
    rupee: false,
  };
}

/** A loan of nothing is nothing to confirm. */
export function hasConfirmContent(confirm: LoanConfirm): boolean {
  return confirm.amount > 0;
}

/** The agreement list (data.data), each item's fields read by `read`; untitled items dropped. */
export function readAgreements(data: unknown, read: (item: Json) => Json): Agreement[] {
  // data.data is the list (spec §7).
  return asList(asRecord(data).data, read)
    .map((item, position) => ({ title: asName(item.title).trim(), position }))
    .filter((agreement) => agreement.title !== '');
}

/** What the confirm data call sends. */
export const confirmParams = (productId: string) => ({ productId });

/** What a confirm page calls, whichever backend it talks to. */
export interface LoanConfirmCalls {
  /** The page's first call. `silent`: the page shows a failure itself. */
  loadConfirm(productId: string, options?: { silent?: boolean }): Promise<ApiResult<LoanConfirm>>;
  /** Silent: the page shows a failed list in the agreement row. */
  loadAgreements(productId: string): Promise<ApiResult<Agreement[]>>;
  /** Answers the agreement's address (contract_url). */
  jumpToAgreement(jump: AgreementJump): Promise<ApiResult<string>>;
  /** Answers the loan's details address (lendDetailsUrl); `requestKey` names the borrower's action. */
  pushLoan(push: LoanPush, requestKey: string): Promise<ApiResult<string>>;
}

/** What tells the variants apart on the wire: their four endpoints and how each answer reads. */
export interface LoanConfirmWire {
  confirm: PlainEndpoint;
  agreements: PlainEndpoint;
  jump: PlainEndpoint;
  push: KeyedEndpoint;
  parseConfirm: (data: unknown) => LoanConfirm;
  parseAgreements: (data: unknown) => Agreement[];
  /** contract_url from the jump's answer; '' when it sent none. */
  readAgreementAddress: (data: unknown) => string;
  /** lendDetailsUrl from the push's answer; '' when it sent none. */
  readPushAddress: (data: unknown) => string;
}

/** A variant's calls: the same parameters and options, over that variant's wire. */
export function loanConfirmCalls(wire: LoanConfirmWire): LoanConfirmCalls {
  return {
    loadConfirm: (productId, options = {}) =>
      api.call(wire.confirm, confirmParams(productId), {
        parse: wire.parseConfirm,
        silent: options.silent,
      }),
    loadAgreements: (productId) =>
      api.call(
        wire.agreements,
        { productId, scene: agreementScene },
        { parse: wire.parseAgreements, silent: true },
      ),
    jumpToAgreement: (jump) =>
      api.call(wire.jump, jumpParams(jump), { parse: wire.readAgreementAddress }),
    pushLoan: (push, requestKey) =>
      api.call(wire.push, pushParams(push), { parse: wire.readPushAddress, requestKey }),
  };
}

/** The jump's parameters (spec §7): scene 3 and the fixed marker. */
const jumpParams = (jump: AgreementJump) => ({
  productId: jump.productId,
  scene: agreementScene,
  position: jump.position,
  orderId: jump.orderId,
  ...confirmMarker,
});

/** The push's parameters (spec §7), with the fixed marker. */
const pushParams = (push: LoanPush) => ({
  amount: push.amount,
  periods: push.periods,
  termUnit: push.termUnit,
  productId: push.productId,
  ...confirmMarker,
});
