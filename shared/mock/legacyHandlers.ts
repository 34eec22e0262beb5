// Legacy repayment on the older backend (spec §7 'Legacy repayment store', §8 codes): the commit
// checks the card and the step, the confirm answers its error codes for trigger codes.
import {
  legacyCards,
  legacyRepaymentCommit,
  legacyRepaymentConfirm,
  legacyRepaymentRedirect,
  legacyRepaymentWay,
} from './legacyFixtures.ts';
import { fail, ok, type Responders } from './responders.ts';

/** Verification codes that make the legacy repayment-confirm answer its spec §8 codes. */
export const legacyTriggers = {
  /** 800006: wrong verification code. */
  wrongCode: '000000',
  /** 800005: the payment request was submitted twice. */
  duplicateRequest: '555555',
} as const;

export const legacyResponders = {
  legacyRepaymentWay: ({ ctx, params }) => ok(legacyRepaymentWay(ctx, params.orderId ?? '')),
  legacyRepaymentCommit: ({ params }) => {
    const cardId = params.cardId ?? params.bankCardId ?? params.id ?? '';
    if (!legacyCards.some((card) => String(card.id) === cardId)) {
      return fail('01', 'Please choose one of your bank cards.');
    }
    if (params.sendMsg !== '0' && params.sendMsg !== '1') {
      return fail('01', 'The payment request is incomplete.');
    }
    // Asking for the code again names the commit it belongs to.
    if (params.sendMsg === '1' && !params.repayRecordId) {
      return fail('01', 'This payment has expired. Please start again.');
    }
    return ok(legacyRepaymentCommit(cardId));
  },
  legacyRepaymentConfirm: ({ params }) => {
    const code = params.code ?? params.smsCode ?? params.verifyCode ?? '';
    if (code === legacyTriggers.wrongCode) return fail('800006', 'Wrong verification code.');
    if (code === legacyTriggers.duplicateRequest) {
      return fail('800005', 'Please do not submit the payment request twice.');
    }
    return ok(legacyRepaymentConfirm(params.repayRecordId ?? ''));
  },
  legacyRepaymentRedirect: ({ ctx }) => ok(legacyRepaymentRedirect(ctx)),
} satisfies Responders;
