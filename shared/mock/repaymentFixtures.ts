// The instalment and extension repayment pages and the pay code (spec §3, contract §2): payment
// channels with their instructions, what is due at each order status, and the pay-code address.
import {
  amountDue,
  daysSinceDisbursal,
  instalmentDue,
  lateInterest,
  loan,
  orderProduct,
  productLogo,
} from './catalogue.ts';
import { day, type FixtureContext, list, localTime, money } from './common.ts';
import { groupPayCode } from '../format/payCode.ts';

/** The outlet logo the pay-code box shows (drawn by mockFiles.ts). */
export const outletLogoFile = 'outlet-7-11.svg';

interface Channel {
  name: string;
  initials: string;
  color: string;
  channelNumber: number;
  /** Over-the-counter outlets show a barcode to scan at the cashier. */
  counter: boolean;
}

const channels: readonly Channel[] = [
  { name: 'GCash', initials: 'G', color: '#007dfe', channelNumber: 90001, counter: false },
  { name: 'Maya', initials: 'M', color: '#00a651', channelNumber: 90002, counter: false },
  { name: '7-Eleven', initials: '7-11', color: '#ee7203', channelNumber: 90003, counter: true },
  {
    name: 'Cebuana Lhuillier',
    initials: 'CL',
    color: '#1c3f94',
    channelNumber: 90004,
    counter: true,
  },
  { name: 'M Lhuillier', initials: 'ML', color: '#d71920', channelNumber: 90005, counter: true },
];

export function findChannel(channelNumber: unknown): Channel | undefined {
  return channels.find((channel) => String(channel.channelNumber) === String(channelNumber));
}

export const payCode = '730061204175';

function payNotice(ctx: FixtureContext) {
  if (ctx.empty) return {};
  const app = ctx.config.appName;
  // The one name of the code on every screen; the wallets' forms call their field the reference number.
  const code = `pay code ${groupPayCode(payCode)}`;
  return {
    GCash: [
      {
        name: 'Pay Bills in the GCash app',
        steps: [
          'Open GCash and tap Bills.',
          `Choose Loans, then ${app}.`,
          `Enter the ${code} as the reference number, and the amount due.`,
          'Check the details, tap Confirm and keep the receipt.',
        ],
      },
    ],
    Maya: [
      {
        name: 'Pay Bills in the Maya app',
        steps: [
          'Open Maya and tap Bills.',
          `Search for ${app}.`,
          `Enter the ${code} and the amount due.`,
          'Tap Continue, then Pay.',
        ],
      },
    ],
    '7-Eleven': [
      {
        name: 'CLiQQ kiosk',
        steps: [
          'Tap Bills Payment on the CLiQQ kiosk.',
          `Choose ${app} and enter the ${code}.`,
          'Take the printed slip to the cashier and pay in cash.',
        ],
      },
      {
        name: 'At the counter',
        steps: ['Show the barcode to the cashier.', 'Pay the amount due in cash.'],
      },
    ],
    'Cebuana Lhuillier': [
      {
        name: 'Bills payment',
        steps: [
          `Tell the teller you are paying ${app}.`,
          `Give the ${code} and pay in cash.`,
          'Keep the official receipt.',
        ],
      },
    ],
    'M Lhuillier': [
      {
        name: 'Bills payment',
        steps: [
          `Fill in the bills payment form for ${app} with the ${code}.`,
          'Pay at the counter and keep the receipt.',
        ],
      },
    ],
  };
}

function repayList(ctx: FixtureContext) {
  return list(
    ctx,
    channels.map((channel) => ({
      name: channel.name,
      logo: ctx.file(`channel-${channel.channelNumber}.svg`),
      channel_number: channel.channelNumber,
      barcode: channel.counter ? ctx.file(`barcode-${payCode}.svg`) : '',
    })),
  );
}

/** /v3/installment/loan-play-detail: the instalment repayment page. */
export function instalmentDetail(ctx: FixtureContext, orderStatus: number) {
  const { config } = ctx;
  const overdue = orderStatus === 180;
  const since = daysSinceDisbursal(orderStatus === 180 ? 180 : 174);
  const rows = [
    { text: 'Instalment', value: `1/${loan.instalments}` },
    { text: 'Principal', value: money(loan.instalmentPrincipal, config) },
    { text: 'Interest', value: money(loan.instalmentInterest, config) },
    { text: 'Late penalty', value: money(overdue ? loan.latePenalty : 0, config) },
    { text: 'Late interest', value: money(overdue ? lateInterest : 0, config) },
    { text: 'Amount paid', value: money(0, config) },
  ];
  return {
    repayAmount: amountDue(orderStatus),
    productName: orderProduct.name,
    repayDate: day(ctx, loan.periodDays - since),
    productLogo: productLogo(ctx, orderProduct),
    detail: list(ctx, rows),
    repayList: repayList(ctx),
    noticeMsg:
      'Pay before 11:59 PM on the due date. Payments are credited within 15 minutes; keep your receipt.',
    defDetail: {
      payCode,
      logo: ctx.file(outletLogoFile),
      title: 'Pay with this code at any outlet or e-wallet',
      payNotice: payNotice(ctx),
    },
    isShowReyTop: 1,
  };
}

/** /v3/installment/loan-delay-detail: the instalment fields plus delayInfo and repayPlan. */
export function delayDetail(ctx: FixtureContext, orderStatus: number) {
  const overdue = orderStatus === 180;
  const delayAmount =
    loan.instalmentInterest + loan.rolloverFee + (overdue ? loan.latePenalty + lateInterest : 0);
  const since = daysSinceDisbursal(overdue ? 180 : 174);
  const newDue = loan.periodDays - since + loan.periodDays;
  const base = instalmentDetail(ctx, orderStatus);
  return {
    ...base,
    repayAmount: delayAmount,
    // The date of the next payment once the rollover is paid.
    repayDate: day(ctx, newDue),
    delayInfo: {
      title: `Extend your due date by ${loan.periodDays} days`,
      delayAmount,
    },
    repayPlan: list(ctx, [
      {
        remark: 'Pay today to extend',
        title: 'Rollover payment',
        amount: delayAmount,
        time: localTime(ctx, 0),
      },
      {
        remark: `Instalment 1/${loan.instalments} after the rollover`,
        title: 'Next payment',
        amount: instalmentDue,
        time: localTime(ctx, newDue),
      },
      {
        remark: `Instalment 2/${loan.instalments} after the rollover`,
        title: 'Final payment',
        amount: instalmentDue,
        time: localTime(ctx, newDue + loan.periodDays),
      },
    ]),
  };
}

/**
 * /v3/loan-details/generate-vcode: payUrl leads to the repayment-by-code page of this site. Counter
 * outlets get a code to show (showType 1 with the outlet's logo), e-wallets a QR code to scan.
 */
export function generatePayCode(
  ctx: FixtureContext,
  channel: Channel,
  amount: number,
  options: { image?: boolean } = {},
) {
  const counter = channel.counter;
  const image = counter
    ? ctx.channelPicture(`channel-${channel.channelNumber}.svg`)
    : ctx.channelPicture(`qr-${payCode}.svg`);
  const query = new URLSearchParams({
    showType: counter ? '1' : '2',
    payCode,
    ...(options.image === false ? {} : { payCodeImg: image }),
    repayAmount: String(amount),
  });
  return { payUrl: ctx.page(`repaymentOfCode?${query}`) };
}
