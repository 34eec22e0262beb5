// Loan confirm V3 and variant 2 (spec §3 'Loan confirm data', contract §2): the confirm data, the
// agreements and the loan push, V2 in its wire keys, as a scenario's ConfirmOverrides shape them.
import { encodeWireKeys } from '../api/wire.ts';
import { instalmentDue, loan, orderProduct, productLogo } from './catalogue.ts';
import { type FixtureContext, list, localTime, money, wholeMoney } from './common.ts';
import type { ConfirmOverrides } from './scenarios.ts';

function repayPlans(ctx: FixtureContext) {
  return list(
    ctx,
    Array.from({ length: loan.instalments }, (_, index) => ({
      amount: instalmentDue,
      pay_time: localTime(ctx, loan.periodDays * (index + 1)),
      title: `Instalment ${index + 1}/${loan.instalments}`,
      description: `Principal ${money(loan.instalmentPrincipal, ctx.config)} + interest ${money(loan.instalmentInterest, ctx.config)}`,
    })),
  );
}

/** Where a scenario's popAgreementUrl points (scenarios.ts ConfirmOverrides). */
function popAgreementUrl(ctx: FixtureContext, where: ConfirmOverrides['popAgreement']): string {
  switch (where) {
    case 'none':
      return '';
    case 'external':
      return 'https://agreements.example.com/loan-agreement';
    default:
      return ctx.page('loanAgreement');
  }
}

/** /v3/loan-confirm/loan-detail-confirm (spec §3 'Loan confirm data'). */
export function confirmData(ctx: FixtureContext, options: ConfirmOverrides = {}) {
  const { config } = ctx;
  return {
    comProductLogo: productLogo(ctx, orderProduct),
    comProductName: orderProduct.name,
    amount: loan.amount,
    periods: loan.periodDays * loan.instalments,
    // 1: the term counts days.
    termUnit: 1,
    details: list(ctx, [
      { text: 'Loan amount', value: money(loan.amount, config) },
      { text: 'Service fee', value: money(loan.serviceFee, config) },
      { text: 'Amount received', value: money(loan.amount - loan.serviceFee, config) },
      { text: 'Total interest', value: money(loan.instalmentInterest * loan.instalments, config) },
      { text: 'Total repayment', value: money(instalmentDue * loan.instalments, config) },
      { text: 'Receiving account', value: loan.bankAccount },
    ]),
    repay_plans: repayPlans(ctx),
    firstPayTime: localTime(ctx, loan.periodDays),
    firstPeriodDay: loan.periodDays,
    pRateDsc: '0.05% per day (18.25% per year)',
    sendSms: 0,
    isPopType: options.isPopType ?? 1,
    popTitle: 'Point out',
    popContent: 'You are one step away from your cash. Do you really want to leave?',
    popAgreementUrl: popAgreementUrl(ctx, options.popAgreement),
  };
}

/** /gopia/goya/bloom: the V3 fields plus the server's button and popup texts. */
export function confirmDataV2(ctx: FixtureContext, isRupee: 0 | 1, options: ConfirmOverrides = {}) {
  return {
    ...confirmData(ctx, options),
    // The server writes its own texts in the currency the flag names.
    NewButtonMsg: `Get ${wholeMoney(loan.amount, isRupee ? { ...ctx.config, currencySymbol: ctx.config.rupeeSymbol } : ctx.config)} now`,
    NewPopMsg: 'Good news! Borrow today and your first 7 days are interest-free.',
    isRupee,
  };
}

const agreementTitles = ['Loan Agreement', 'Disclosure Statement', 'Privacy Notice'];

/** /v3/contract/contract: data.data is the list. */
export function agreementList(ctx: FixtureContext, options: ConfirmOverrides = {}) {
  return {
    data:
      options.agreements === 'none'
        ? []
        : list(
            ctx,
            agreementTitles.map((title) => ({ title })),
          ),
  };
}

/** /gopia/goya/leaves: same list, titles under the wire key. */
export function agreementListV2(ctx: FixtureContext, options: ConfirmOverrides = {}) {
  return {
    data: agreementList(ctx, options).data.map(({ title: agreementTitle }) =>
      encodeWireKeys({ agreementTitle }, ['agreementTitle'], ctx.keys),
    ),
  };
}

/** The message of a failing agreement list or loan push (scenarios confirm-*-fail). */
export const confirmFailureMessages = {
  agreements: 'The agreements are being updated. Please try again in a minute.',
  push: 'Your loan could not be submitted right now. Please try again later.',
} as const;

function contractUrl(ctx: FixtureContext, position: string): string {
  return ctx.page(`loanAgreement${position ? `?position=${encodeURIComponent(position)}` : ''}`);
}

export function agreementJump(ctx: FixtureContext, position: string) {
  return { contract_url: contractUrl(ctx, position) };
}

export function agreementJumpV2(ctx: FixtureContext, position: string) {
  return encodeWireKeys({ contractUrl: contractUrl(ctx, position) }, ['contractUrl'], ctx.keys);
}

/** The order a confirmed loan opens on. */
export const newOrderId = 'PA2025061104171';

function lendDetailsUrl(ctx: FixtureContext, productId: string, options: ConfirmOverrides): string {
  // An address the navigation policy refuses (scenario confirm-push-refused).
  if (options.push === 'refused') return 'javascript:alert(1)';
  const query = new URLSearchParams({ productId: productId || String(orderProduct.id) });
  query.set('orderId', newOrderId);
  return ctx.page(`orderDetail?${query}`);
}

export function loanPush(ctx: FixtureContext, productId: string, options: ConfirmOverrides = {}) {
  return { lendDetailsUrl: lendDetailsUrl(ctx, productId, options) };
}

export function loanPushV2(ctx: FixtureContext, productId: string, options: ConfirmOverrides = {}) {
  return encodeWireKeys(
    { lendDetailsUrl: lendDetailsUrl(ctx, productId, options) },
    ['lendDetailsUrl'],
    ctx.keys,
  );
}
