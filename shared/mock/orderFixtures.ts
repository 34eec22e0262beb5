// Order Details and the joint login failure page (spec §3 'Loan order detail', contract §2): the
// order at each status, recommended products in wire keys, and where a product leads.
import { encodeWireKeys, recommendedProductFields } from '../api/wire.ts';
import {
  amountDue,
  daysSinceDisbursal,
  deepLinkProductIds,
  instalmentDue,
  lateInterest,
  loan,
  orderProduct,
  type Product,
  productLogo,
  products,
} from './catalogue.ts';
import { day, type FixtureContext, list, money, wholeMoney } from './common.ts';

const statusTexts: Record<number, { title: string; description: (due: string) => string }> = {
  21: {
    title: 'Under review',
    description: () => 'We are reviewing your application. You will get a decision within 1 day.',
  },
  110: {
    title: 'Approved',
    description: () => 'Your loan is approved. Withdraw it now to receive the money.',
  },
  151: {
    title: 'Disbursing',
    description: () => 'We are sending the money to your account. It arrives within 1-3 days.',
  },
  170: {
    title: 'Disbursed',
    description: (due) => `The money is in your account. Your first payment is due on ${due}.`,
  },
  174: {
    title: 'Repayment due',
    description: (due) => `Your payment is due on ${due}. Pay on time to raise your credit limit.`,
  },
  180: {
    title: 'Overdue',
    description: () =>
      `Your payment is ${loan.daysOverdue} days overdue. Late interest is added every day, please pay now.`,
  },
  200: {
    title: 'Repaid',
    description: () => 'Thank you! Your loan is fully repaid. You can borrow again right away.',
  },
};

const otherStatus = {
  title: 'Processing',
  description: () => 'Your order is being processed. Please check again later.',
};

function recommendedProduct(product: Product, ctx: FixtureContext): Record<string, unknown> {
  const domain = {
    logo: productLogo(ctx, product),
    name: product.name,
    buttonText: product.enabled ? 'Apply now' : 'Not available',
    rangeTitle: `${wholeMoney(product.minAmount, ctx.config)} - ${wholeMoney(product.maxAmount, ctx.config)}`,
    rangeDesc: 'Loan amount',
    rate: product.rate,
    description: `Term ${product.term}`,
    enabled: product.enabled,
    id: product.id,
  };
  return encodeWireKeys(domain, recommendedProductFields, ctx.keys);
}

export interface OrderOptions {
  orderStatus: number;
  isDelay: 0 | 1;
  /** Absolute address or '' (the handler resolves scenario paths). */
  playeduL: string;
  h5Url: string;
  kindTips: boolean;
  isScore: 0 | 1;
  cardNeedPop: 0 | 1;
  orderId?: string;
}

export const defaultOrder: OrderOptions = {
  orderStatus: 174,
  isDelay: 0,
  playeduL: '',
  h5Url: '',
  kindTips: false,
  isScore: 0,
  cardNeedPop: 0,
};

/** /v3/loan-details/loan-details: spec §3 'Loan order detail', recProducts in wire keys. */
export function loanDetails(ctx: FixtureContext, options: OrderOptions) {
  const { config } = ctx;
  const status = options.orderStatus;
  const since = daysSinceDisbursal(status);
  const disbursed = since >= 0;
  const dueDay = day(ctx, loan.periodDays - since);
  const texts = statusTexts[status] ?? otherStatus;
  const orderNo = options.orderId || loan.orderNo;
  const rows: { text: string; value: string }[] = [
    { text: 'Order number', value: orderNo },
    { text: 'Loan amount', value: money(loan.amount, config) },
    { text: 'Loan term', value: `120 days (${loan.instalments} instalments)` },
    { text: 'Application date', value: day(ctx, disbursed ? -since - 1 : 0) },
  ];
  if (disbursed) {
    rows.push(
      { text: 'Amount received', value: money(loan.amount - loan.serviceFee, config) },
      { text: 'Disbursement account', value: loan.bankAccount },
    );
  }
  if (status === 170 || status === 174 || status === 180) {
    rows.push(
      { text: 'Due date (1/2)', value: dueDay },
      { text: 'Amount due', value: money(amountDue(status), config) },
    );
  }
  if (status === 180) {
    rows.push(
      { text: 'Days overdue', value: String(loan.daysOverdue) },
      { text: 'Late penalty', value: money(loan.latePenalty, config) },
      { text: 'Late interest', value: money(lateInterest, config) },
    );
  }
  if (status === 200) {
    rows.push(
      { text: 'Amount paid', value: money(loan.instalments * instalmentDue, config) },
      { text: 'Repaid on', value: day(ctx, -3) },
    );
  }

  return {
    orderStatus: status,
    noticeStatusText: texts.title,
    noticeDesText: texts.description(dueDay),
    recProducts: list(
      ctx,
      products.filter((p) => p.id !== orderProduct.id).map((p) => recommendedProduct(p, ctx)),
    ),
    productName: orderProduct.name,
    productLogo: productLogo(ctx, orderProduct),
    userOrderDetail: { detail: list(ctx, rows) },
    // Whether the product is one of this app's own (borrow again opens the in-app product screen).
    inside: 1,
    h5Url: options.h5Url,
    isDelay: options.isDelay,
    telephone: '0288887777',
    isScore: options.isScore,
    playeduL: options.playeduL,
    reyMsg: 'Repay on time to raise your credit limit for your next loan.',
    ...(options.kindTips
      ? {
          KindTipsMsg:
            'For your safety, pay only through the channels listed in the app. Our staff will never ask you to send money to a personal account.',
        }
      : {}),
    cardNeedPop: options.cardNeedPop,
    cardPopTitle: 'Bind your payment account',
    cardPopMsg:
      'We could not send your loan to the account on file. Please bind a bank account or e-wallet to receive the money.',
  };
}

/** /gopia/goya/drowns: the joint login failure page, plain keys. */
export function failurePage(ctx: FixtureContext) {
  return {
    noticeMessage: 'We could not complete your application',
    errMessage:
      'Your account could not be verified with our lending partner. These products may still be available to you.',
    bottomList: list(
      ctx,
      products.map((product) => ({
        logo: productLogo(ctx, product),
        name: product.name,
        buttonText: product.enabled ? 'Apply now' : 'Not available',
        range: `${wholeMoney(product.minAmount, ctx.config)} - ${wholeMoney(product.maxAmount, ctx.config)}`,
        rangeDesc: 'Loan amount',
        rate: `From ${product.rate}`,
        description: `Term ${product.term}`,
        tags: [...product.tags],
        enabled: product.enabled,
        id: product.id,
      })),
    ),
  };
}

/** The address with the product of the request in its query, unless it names one already. */
export function withProductId(address: string, productId: string): string {
  if (!productId) return address;
  const url = new URL(address);
  if (!url.searchParams.has('productId')) url.searchParams.set('productId', productId);
  return url.href;
}

/** /gopia/goya/define: where a recommended product leads. */
export function productJump(ctx: FixtureContext, product: Product) {
  const link = deepLinkProductIds.includes(product.id)
    ? `${ctx.config.deepLinkScheme}product?productId=${product.id}`
    : ctx.page(`confirm?productId=${product.id}`);
  return { link, message: '' };
}
