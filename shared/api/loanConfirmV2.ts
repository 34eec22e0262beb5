// Loan confirm V3 variant 2's calls (spec §7, §8 'Variant 2 confirm'; contract §2): the
// /gopia/goya paths, success code '00', short keys decoded here, so the page sees the domain type
// of loanConfirm.ts. A failure toasts the server's message, as the service module does for every
// call.
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
import { asAddress, asNumber, asRecord, asText } from './parse.ts';
import { quietCall } from './request.ts';
import { decodeWireKeys } from './wire.ts';

/** V2 confirm data: the V3 field names plus NewButtonMsg, NewPopMsg and isRupee (contract §2). */
export function parseConfirmV2(data: unknown): LoanConfirm {
  const record = asRecord(data);
  const confirm = readConfirm(data);
  return {
    ...confirm,
    buttonText: asText(record.NewButtonMsg).trim(),
    promotion: asText(record.NewPopMsg).trim(),
    repaymentDate: confirm.firstPayTime,
    rupee: asNumber(record.isRupee) === 1,
  };
}

/** V2 list items carry the title under its wire key. */
export function parseAgreementsV2(data: unknown): Agreement[] {
  return readAgreements(data, (item) => {
    const decoded = decodeWireKeys(item, ['agreementTitle']);
    return { title: decoded.agreementTitle ?? item.title };
  });
}

/** The address a V2 jump or push answers with, under its wire key; '' when it sent none. */
const readWireAddress = (field: 'contractUrl' | 'lendDetailsUrl') => (data: unknown) =>
  asAddress(decodeWireKeys(data, [field])[field]).trim();

/** The page's first call (pages/confirmV2/pageLoad.ts): silent, the page shows a failure itself. */
export const firstConfirmV2Load = (productId: string) =>
  quietCall(endpoints.confirmDataV2, confirmParams(productId), parseConfirmV2);

export const loanConfirmV2: LoanConfirmCalls = /* @__PURE__ */ loanConfirmCalls({
  confirm: endpoints.confirmDataV2,
  agreements: endpoints.agreementListV2,
  jump: endpoints.agreementJumpV2,
  push: endpoints.loanPushV2,
  parseConfirm: parseConfirmV2,
  parseAgreements: parseAgreementsV2,
  readAgreementAddress: readWireAddress('contractUrl'),
  readPushAddress: readWireAddress('lendDetailsUrl'),
});
