// Loan confirm V3's calls (spec §7 'Repayment and confirm'): /v3/loan-confirm and /v3/contract,
// success code 0, plain keys. The domain type and what both variants share: loanConfirm.ts.
import { endpoints } from './endpoints.ts';
import {
  type Agreement,
  type LoanConfirm,
  type LoanConfirmCalls,
  confirmParams,
  loanConfirmCalls,
  readAgreements,
  readConfirm,
} from './loanConfirm.ts';
import { asAddress, asRecord } from './parse.ts';
import { quietCall } from './request.ts';

/** V3 confirm data: the spec's fields, none of the variant's additions. */
export function parseConfirmV3(data: unknown): LoanConfirm {
  return readConfirm(data);
}

export function parseAgreementsV3(data: unknown): Agreement[] {
  return readAgreements(data, (item) => item);
}

/** The address a V3 jump or push answers with, under its plain key; '' when it sent none. */
const readPlainAddress = (key: 'contract_url' | 'lendDetailsUrl') => (data: unknown) =>
  asAddress(asRecord(data)[key]).trim();

/** The page's first call (pages/confirm/pageLoad.ts): silent, the page shows a failure itself. */
export const firstConfirmV3Load = (productId: string) =>
  quietCall(endpoints.confirmData, confirmParams(productId), parseConfirmV3);

export const loanConfirmV3: LoanConfirmCalls = /* @__PURE__ */ loanConfirmCalls({
  confirm: endpoints.confirmData,
  agreements: endpoints.agreementList,
  jump: endpoints.agreementJump,
  push: endpoints.loanPush,
  parseConfirm: parseConfirmV3,
  parseAgreements: parseAgreementsV3,
  readAgreementAddress: readPlainAddress('contract_url'),
  readPushAddress: readPlainAddress('lendDetailsUrl'),
});
