// Loan confirm V3's calls (spec §7 'Repayment and confirm'): /v3/loan-confirm and /v3/contract,
// success code 0, plain keys. The domain type and what both variants share: loanConfirm.ts.
import { api } from './client.ts';
import { endpoints } from './endpoints.ts';
import {
  type Agreement,
  agreementScene,
  type LoanConfirm,
  type LoanConfirmCalls,
  jumpParams,
  pushParams,
  readAgreements,
  readConfirm,
} from './loanConfirm.ts';
import { asRecord, asText } from './parse.ts';

/** V3 confirm data: the spec's fields, none of the variant's additions. */
export function parseConfirmV3(data: unknown): LoanConfirm {
  return readConfirm(data);
}

export function parseAgreementsV3(data: unknown): Agreement[] {
  return readAgreements(data, (item) => item);
}

/** The address a V3 jump or push answers with, under its plain key; '' when it sent none. */
const readPlainAddress = (key: 'contract_url' | 'lendDetailsUrl') => (data: unknown) =>
  asText(asRecord(data)[key]).trim();

export const loanConfirmV3: LoanConfirmCalls = {
  loadConfirm: (productId, options = {}) =>
    api.call(
      endpoints.confirmData,
      { productId },
      { parse: parseConfirmV3, silent: options.silent },
    ),
  loadAgreements: (productId) =>
    api.call(
      endpoints.agreementList,
      { productId, scene: agreementScene },
      { parse: parseAgreementsV3, silent: true },
    ),
  jumpToAgreement: (jump) =>
    api.call(endpoints.agreementJump, jumpParams(jump), {
      parse: readPlainAddress('contract_url'),
    }),
  pushLoan: (push) =>
    api.call(endpoints.loanPush, pushParams(push), { parse: readPlainAddress('lendDetailsUrl') }),
};
