// Legacy repayment on the older backend (spec §7 'Legacy repayment store'): the borrower's cards,
// the commit and the confirm.
import { instalmentDue, loan } from './catalogue.ts';
import { type FixtureContext, list } from './common.ts';

export const legacyCards = [
  { id: 1, bankName: 'BDO Unibank', cardNo: '**** **** 4821', bankCode: 'BDO' },
  { id: 2, bankName: 'BPI', cardNo: '**** **** 3390', bankCode: 'BPI' },
  { id: 3, bankName: 'Metrobank', cardNo: '**** **** 7712', bankCode: 'MBTC' },
  { id: 4, bankName: 'Landbank', cardNo: '**** **** 0458', bankCode: 'LBP' },
];

/** Landbank is debited directly: no SMS step. */
export const cardsWithoutSms: readonly number[] = [4];

export function legacyRepaymentWay(ctx: FixtureContext, orderId: string) {
  return {
    bankCards: list(
      ctx,
      legacyCards.map((card) => ({ ...card })),
    ),
    repayToken: 'rt-7f3c9a12e4',
    // The online cashier is offered beside the cards, except when there is nothing to pay with.
    alipay: ctx.empty ? 0 : 1,
    amount: instalmentDue,
    couponId: '',
    orderId: orderId || loan.orderNo,
  };
}

export function legacyRepaymentCommit(cardId: string) {
  return {
    needValid: cardsWithoutSms.includes(Number(cardId)) ? 0 : 1,
    repayRecordId: 'RR2025061100981',
  };
}

export function legacyRepaymentConfirm(repayRecordId: string) {
  return { repayRecordId: repayRecordId || 'RR2025061100981', status: 'processing' };
}

export function legacyRepaymentRedirect(ctx: FixtureContext) {
  return { url: ctx.page('repayInstructions') };
}
