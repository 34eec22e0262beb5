// Data of the mock backend: each function returns a fresh `data` object in the wire shape of one
// endpoint (contract §2, spec §3). Amounts are integers in centavos (minor units), dates follow the
// Philippine clock, images are files the mock itself serves (a page shows pictures only from its
// own origin and the image hosts), and links stay on the calling page's own origin.
import { encodeWireKeys, recommendedProductFields, type WireField } from '../api/wire.ts';
import type { AppConfig } from '../config/config.ts';
import type { ConfirmOverrides } from './scenarios.ts';
import { type BindCardFormOptions, bindCardFormItems } from './bindCardFixtures.ts';

export interface FixtureContext {
  config: AppConfig;
  /** The wire-key map in force (configuration can rename the short keys). */
  keys: Record<WireField, string>;
  /** Absolute address of a page of this site, resolved against the calling page. */
  page: (path: string) => string;
  /** Absolute address of a file the mock API serves (uploaded or sample images). */
  file: (name: string) => string;
  /** Every list empty (the `empty` scenario). */
  empty: boolean;
  /** Epoch ms the answer is built at. */
  now: number;
}

// ---------------------------------------------------------------------------------------------
// Formatting: display strings are built the way the server would, with the market's settings.

/** ₱8.500,00 from 850000, with the configured symbol and separators. */
export function money(minor: number, config: AppConfig): string {
  const sign = minor < 0 ? '-' : '';
  const cents = Math.abs(Math.round(minor));
  const whole = String(Math.floor(cents / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    config.thousandsSeparator,
  );
  return `${sign}${config.currencySymbol}${whole}${config.decimalMark}${String(cents % 100).padStart(2, '0')}`;
}

/** ₱8.500 from 850000: ranges and headlines drop the centavos. */
function wholeMoney(minor: number, config: AppConfig): string {
  const whole = String(Math.floor(minor / 100)).replace(
    /\B(?=(\d{3})+(?!\d))/g,
    config.thousandsSeparator,
  );
  return `${config.currencySymbol}${whole}`;
}

function localDate(ms: number, config: AppConfig): Date {
  return new Date(ms + config.timeZoneOffsetMinutes * 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD on the market's clock. */
export function dateText(ms: number, config: AppConfig): string {
  const d = localDate(ms, config);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Epoch ms of a wall-clock time on the market's clock, `days` from today. */
function localTime(ctx: FixtureContext, days: number, hours = 23, minutes = 59): number {
  const offset = ctx.config.timeZoneOffsetMinutes * 60_000;
  const today = localDate(ctx.now, ctx.config);
  return (
    Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + days,
      hours,
      minutes,
    ) - offset
  );
}

function day(ctx: FixtureContext, days: number): string {
  return dateText(localTime(ctx, days, 12, 0), ctx.config);
}

function list<T>(ctx: FixtureContext, items: T[]): T[] {
  return ctx.empty ? [] : items;
}

// ---------------------------------------------------------------------------------------------
// Images: small SVGs the mock serves by name (mockFileSvg), so no page ever loads anything from
// another host.

const outletLogoFile = 'outlet-7-11.svg';
const bannerFile = 'promotion-banner.svg';

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A square brand mark's SVG text: initials on a coloured tile. */
function logoSvg(initials: string, background: string, foreground = '#ffffff'): string {
  const size = initials.length > 2 ? 18 : 24;
  return (
    `${svgOpen(64, 64)}<rect width="64" height="64" rx="14" fill="${background}"/>` +
    `<text x="32" y="40" font-family="Arial,Helvetica,sans-serif" font-size="${size}" ` +
    `font-weight="700" text-anchor="middle" fill="${foreground}">${escapeXml(initials)}</text></svg>`
  );
}

/** Small deterministic number stream, so generated images are stable for a given text. */
function seeded(text: string): () => number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A barcode-looking strip with the code printed under it (for the barcode modal). */
function barcodeSvg(code: string): string {
  const next = seeded(code);
  let x = 10;
  let bars = '';
  while (x < 290) {
    const width = 1 + Math.floor(next() * 3);
    bars += `M${x} 8h${width}v56h-${width}z`;
    x += width + 1 + Math.floor(next() * 3);
  }
  return (
    `${svgOpen(300, 90)}<rect width="300" height="90" fill="#fff"/><path d="${bars}" fill="#000"/>` +
    `<text x="150" y="82" font-family="monospace" font-size="13" text-anchor="middle">${escapeXml(code)}</text></svg>`
  );
}

/** A QR-looking square (finder marks plus seeded modules) for the scan-to-pay screen. */
function qrSvg(code: string): string {
  const next = seeded(code);
  const n = 25;
  let modules = '';
  const finder = (fx: number, fy: number) =>
    `M${fx} ${fy}h7v7h-7zM${fx + 1} ${fy + 1}v5h5v-5zM${fx + 2} ${fy + 2}h3v3h-3z`;
  for (let y = 0; y < n; y += 1) {
    for (let x = 0; x < n; x += 1) {
      const inFinder = (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
      if (!inFinder && next() < 0.5) modules += `M${x} ${y}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="-2 -2 ${n + 4} ${n + 4}">` +
    `<rect x="-2" y="-2" width="${n + 4}" height="${n + 4}" fill="#fff"/>` +
    `<path fill-rule="evenodd" d="${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}${modules}"/></svg>`
  );
}

/** A wide promotional banner with a headline. */
function bannerSvg(headline: string, config: AppConfig): string {
  return (
    `${svgOpen(750, 360)}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${config.backgroundColor}"/><stop offset="1" stop-color="#2a9d8f"/>` +
    `</linearGradient></defs><rect width="750" height="360" fill="url(#g)"/>` +
    `<circle cx="640" cy="90" r="120" fill="#ffffff" fill-opacity="0.08"/>` +
    `<text x="48" y="170" font-family="Arial,Helvetica,sans-serif" font-size="44" font-weight="700" ` +
    `fill="${config.fontColor}">${escapeXml(headline)}</text>` +
    `<text x="48" y="230" font-family="Arial,Helvetica,sans-serif" font-size="26" ` +
    `fill="${config.fontColor}">${escapeXml(config.appName)}</text></svg>`
  );
}

/** The letters a captcha image shows for a session id (4 characters, spec §9). */
export function captchaText(sid: string): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const next = seeded(sid);
  let text = '';
  for (let i = 0; i < 4; i += 1) text += alphabet[Math.floor(next() * alphabet.length)];
  return text;
}

/** The captcha picture itself: the 4 characters with a little noise. Served as image/svg+xml. */
export function captchaSvg(sid: string): string {
  const next = seeded(`${sid}:noise`);
  const letters = [...captchaText(sid)]
    .map((char, i) => {
      const rotate = Math.round((next() - 0.5) * 30);
      const x = 18 + i * 26;
      return `<text x="${x}" y="30" transform="rotate(${rotate} ${x} 24)">${char}</text>`;
    })
    .join('');
  let noise = '';
  for (let i = 0; i < 4; i += 1) {
    const points = [next() * 120, next() * 40, next() * 120, next() * 40].map(Math.round);
    noise += `<line x1="${points[0]}" y1="${points[1]}" x2="${points[2]}" y2="${points[3]}"/>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40">` +
    `<rect width="120" height="40" fill="#eef2f7"/>` +
    `<g stroke="#8d99ae" stroke-width="1">${noise}</g>` +
    `<g font-family="monospace" font-size="24" font-weight="700" fill="#14213d" text-anchor="middle">` +
    `${letters}</g></svg>`
  );
}

/** A stand-in picture for an evidence image the mock does not hold (samples, or after a restart). */
export function placeholderImageSvg(label: string): string {
  return (
    `${svgOpen(240, 320)}<rect width="240" height="320" fill="#e9ecef"/>` +
    `<rect x="20" y="20" width="200" height="240" rx="8" fill="#ffffff"/>` +
    `<g fill="#adb5bd"><rect x="36" y="44" width="150" height="12" rx="6"/>` +
    `<rect x="36" y="68" width="120" height="12" rx="6"/><rect x="60" y="100" width="144" height="30" rx="10"/>` +
    `<rect x="36" y="142" width="130" height="30" rx="10"/></g>` +
    `<text x="120" y="296" font-family="Arial,Helvetica,sans-serif" font-size="16" text-anchor="middle" ` +
    `fill="#495057">${escapeXml(label)}</text></svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Catalogue

interface Product {
  id: number;
  name: string;
  initials: string;
  color: string;
  minAmount: number;
  maxAmount: number;
  rate: string;
  term: string;
  tags: string[];
  enabled: 0 | 1;
}

const products: readonly Product[] = [
  {
    id: 1001,
    name: 'PesoAgad Flex',
    initials: 'PF',
    color: '#14213d',
    minAmount: 200_000,
    maxAmount: 2_000_000,
    rate: '0.05% / day',
    term: '91 to 180 days',
    tags: ['Fast approval', 'No collateral'],
    enabled: 1,
  },
  {
    id: 1002,
    name: 'Kwarta Express',
    initials: 'KE',
    color: '#e76f51',
    minAmount: 100_000,
    maxAmount: 1_000_000,
    rate: '0.06% / day',
    term: '91 to 120 days',
    tags: ['Cash in 1 day', 'GCash payout'],
    enabled: 1,
  },
  {
    id: 1003,
    name: 'Sahod Plus',
    initials: 'SP',
    color: '#2a9d8f',
    minAmount: 500_000,
    maxAmount: 5_000_000,
    rate: '0.04% / day',
    term: '120 to 365 days',
    tags: ['For employees', 'Low rate'],
    enabled: 1,
  },
  {
    id: 1004,
    name: 'Tulong Loan',
    initials: 'TL',
    color: '#6a4c93',
    minAmount: 150_000,
    maxAmount: 1_500_000,
    rate: '0.05% / day',
    term: '91 to 365 days',
    tags: ['First loan', 'Flexible term'],
    enabled: 1,
  },
  {
    id: 1005,
    name: 'Bayanihan Cash',
    initials: 'BC',
    color: '#8d99ae',
    minAmount: 300_000,
    maxAmount: 3_000_000,
    rate: '0.05% / day',
    term: '91 to 365 days',
    tags: ['Repeat borrowers'],
    enabled: 0,
  },
];

// eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the catalogue above is a non-empty literal
const orderProduct = products[0]!;

/** Product ids the jump call answers with an in-app deep link instead of a web address. */
export const deepLinkProductIds: readonly number[] = [1003];

export function findProduct(id: unknown): Product | undefined {
  return products.find((product) => String(product.id) === String(id));
}

function productLogo(ctx: FixtureContext, product: Product): string {
  return ctx.file(`product-${product.id}.svg`);
}

// ---------------------------------------------------------------------------------------------
// The borrower's loan: ₱8,500.00 over 120 days in 2 instalments of 60 days (terms: 91 to 365).

export const loan = {
  amount: 850_000,
  serviceFee: 42_500,
  instalments: 2,
  periodDays: 60,
  /** Principal plus interest of one instalment. */
  instalmentPrincipal: 425_000,
  instalmentInterest: 25_500,
  /** Repeat client: one-time ₱800 penalty, then 5% a day on the unpaid amount (days 1-30). */
  latePenalty: 80_000,
  lateDailyRate: 0.05,
  daysOverdue: 5,
  /** Rollover of one period: the due interest plus this fee. */
  rolloverFee: 42_500,
  bankAccount: 'BDO Unibank •••• 4821',
  orderNo: 'PA2025061104170',
} as const;

const instalmentDue = loan.instalmentPrincipal + loan.instalmentInterest;
const lateInterest = Math.round(instalmentDue * loan.lateDailyRate * loan.daysOverdue);

/** What the borrower owes today for the current instalment at a given order status. */
export function amountDue(orderStatus: number): number {
  return orderStatus === 180 ? instalmentDue + loan.latePenalty + lateInterest : instalmentDue;
}

/** Days since disbursement for each status (negative: not disbursed yet). */
function daysSinceDisbursal(orderStatus: number): number {
  switch (orderStatus) {
    case 170:
      return 1;
    case 174:
      return 55;
    case 180:
      return loan.periodDays + loan.daysOverdue;
    case 200:
      return 125;
    default:
      return -1;
  }
}

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
  if (status === 200) rows.push({ text: 'Repaid on', value: day(ctx, -3) });

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

// ---------------------------------------------------------------------------------------------
// Repayment

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
  const code = `reference number ${payCode}`;
  return {
    GCash: [
      {
        name: 'Pay Bills in the GCash app',
        steps: [
          'Open GCash and tap Bills.',
          `Choose Loans, then ${app}.`,
          `Enter the ${code} and the amount due.`,
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
      title: 'Pay with this reference number at any outlet or e-wallet',
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
    ? ctx.file(`channel-${channel.channelNumber}.svg`)
    : ctx.file(`qr-${payCode}.svg`);
  const query = new URLSearchParams({
    showType: counter ? '1' : '2',
    payCode,
    ...(options.image === false ? {} : { payCodeImg: image }),
    repayAmount: String(amount),
  });
  return { payUrl: ctx.page(`repaymentOfCode?${query}`) };
}

/**
 * The SVG of a picture a fixture names by file (a product's or channel's logo, the outlet's logo,
 * a barcode, a QR code, the promotion banner), if it is one.
 */
export function mockFileSvg(name: string, config: AppConfig): string | undefined {
  if (name === outletLogoFile) return logoSvg('7-11', '#ee7203');
  if (name === bannerFile) {
    return bannerSvg(`Up to ${wholeMoney(2_000_000, config)} today`, config);
  }
  const qr = /^qr-(\w+)\.svg$/.exec(name);
  if (qr?.[1]) return qrSvg(qr[1]);
  const barcode = /^barcode-(\w+)\.svg$/.exec(name);
  if (barcode?.[1]) return barcodeSvg(barcode[1]);
  const product = findProduct(/^product-(\d+)\.svg$/.exec(name)?.[1]);
  if (product) return logoSvg(product.initials, product.color);
  const channel = findChannel(/^channel-(\d+)\.svg$/.exec(name)?.[1]);
  return channel ? logoSvg(channel.initials, channel.color) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Loan confirm

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

// ---------------------------------------------------------------------------------------------
// Bind card (bindCardFixtures.ts)

export { cardTypes } from './bindCardFixtures.ts';

/** /v3/bind-card/card-init: data.items, the dynamic form (spec §3 'Bind-card form item'). */
export function bindCardForm(ctx: FixtureContext, options: BindCardFormOptions = {}) {
  return { items: list(ctx, bindCardFormItems(options)) };
}

// ---------------------------------------------------------------------------------------------
// Complaints

export const problemTypes = [
  { value: 1, title: 'Collection' },
  { value: 2, title: 'Payment not credited' },
  { value: 3, title: 'Loan disbursement' },
  { value: 4, title: 'Fees and interest' },
  { value: 5, title: 'App or account' },
  { value: 6, title: 'Other' },
];

export const problemSonTypes = [
  { value: 1, title: 'Rude or threatening language' },
  { value: 2, title: 'Contacted my family, friends or employer' },
  { value: 3, title: 'Too many calls or messages' },
  { value: 4, title: 'Contact outside 6 AM to 10 PM' },
  { value: 5, title: 'Shared my personal information' },
  { value: 6, title: 'Other collection issue' },
];

export const collectionProblemType = 1;

export function complaintOrders(ctx: FixtureContext) {
  const { config } = ctx;
  return [
    {
      orderNo: loan.orderNo,
      productLogo: productLogo(ctx, orderProduct),
      productName: orderProduct.name,
      status: 'Overdue',
      rows: [
        { title: 'Loan amount', value: money(loan.amount, config) },
        { title: 'Due date', value: day(ctx, -loan.daysOverdue) },
        { title: 'Amount due', value: money(amountDue(180), config) },
      ],
      isShow: 1,
    },
    {
      orderNo: 'KE2025031900862',
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- id from the catalogue above
      productLogo: productLogo(ctx, findProduct(1002)!),
      productName: 'Kwarta Express',
      status: 'Repaid',
      rows: [
        { title: 'Loan amount', value: money(500_000, config) },
        { title: 'Repaid on', value: day(ctx, -40) },
      ],
      // Collection complaints are refused for an order that was never in collection.
      isShow: 0,
    },
    {
      orderNo: 'SP2025052200315',
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- id from the catalogue above
      productLogo: productLogo(ctx, findProduct(1003)!),
      productName: 'Sahod Plus',
      status: 'Repayment due',
      rows: [
        { title: 'Loan amount', value: money(1_200_000, config) },
        { title: 'Due date', value: day(ctx, 12) },
        { title: 'Amount due', value: money(636_000, config) },
      ],
      isShow: 1,
    },
  ];
}

/** /user-problem/problem-init: the types, the chosen order and all orders. */
export function complaintInit(ctx: FixtureContext, orderId: string, isShow?: 0 | 1) {
  const orders = complaintOrders(ctx).map((order) =>
    isShow === undefined ? order : { ...order, isShow },
  );
  const orderDetail = orders.find((order) => order.orderNo === orderId) ?? orders[0];
  return {
    problemType: list(
      ctx,
      problemTypes.map((type) => ({ ...type })),
    ),
    problemSonType: list(
      ctx,
      problemSonTypes.map((type) => ({ ...type })),
    ),
    orderDetail: ctx.empty ? {} : orderDetail,
    orderList: list(ctx, orders),
  };
}

export interface ComplaintRecord {
  id: number;
  time: number;
  type: string;
  sonType: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: 0 | 1;
  score: number;
}

export function sampleComplaints(ctx: FixtureContext): ComplaintRecord[] {
  return [
    {
      id: 104,
      time: localTime(ctx, -1, 9, 42),
      type: 'Collection',
      sonType: 'Contacted my family, friends or employer',
      content:
        'An agent from 0917 555 0142 called my sister on June 10 at 9 PM about my loan. Please stop contacting my family.',
      images: [ctx.file('sample-call-log.svg')],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      score: 0,
    },
    {
      id: 103,
      time: localTime(ctx, -6, 14, 5),
      type: 'Payment not credited',
      sonType: '',
      content: `I paid ${money(instalmentDue, ctx.config)} through GCash Pay Bills but the app still shows the amount as due.`,
      images: [ctx.file('sample-gcash-receipt.svg')],
      disposeDetail:
        'Your GCash payment was credited to your loan on the same day. The app now shows instalment 1/2 as paid. Sorry for the delay.',
      disposeImages: [ctx.file('sample-payment-record.svg')],
      isNeedScore: 1,
      score: 0,
    },
    {
      id: 101,
      time: localTime(ctx, -30, 11, 20),
      type: 'Collection',
      sonType: 'Too many calls or messages',
      content: 'I received more than ten SMS reminders in one day before my due date.',
      images: [],
      disposeDetail:
        'We have limited reminders on your account to one SMS a day and reminded our agents of the collection rules.',
      disposeImages: [],
      isNeedScore: 0,
      score: 5,
    },
  ];
}

const isOpen = (record: ComplaintRecord) => record.disposeDetail === '';

/** /user-problem/problem-list: server-defined tabs, each with its list. */
export function complaintList(ctx: FixtureContext, saved: readonly ComplaintRecord[]) {
  const records = ctx.empty ? [] : [...saved, ...sampleComplaints(ctx)];
  const item = ({ id, time, type, content }: ComplaintRecord) => ({ id, time, type, content });
  return {
    tabs: [
      { title: 'Processing', list: records.filter(isOpen).map(item) },
      { title: 'Resolved', list: records.filter((r) => !isOpen(r)).map(item) },
    ],
  };
}

/** /user-problem/problem-detail (spec §3 'Complaint problem'). */
export function complaintDetail(record: ComplaintRecord) {
  return {
    problemId: record.id,
    type: record.type,
    sonType: record.sonType,
    content: record.content,
    images: [...record.images],
    disposeDetail: record.disposeDetail,
    disposeImages: [...record.disposeImages],
    isNeedScore: record.isNeedScore,
    score: record.score,
  };
}

/** /v3/personal-center/contact-kf-info */
export function contactInfo(ctx: FixtureContext) {
  return { email: ctx.config.serviceEmail, smWa: '09171234567' };
}

// ---------------------------------------------------------------------------------------------
// Legacy repayment (older backend)

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

// ---------------------------------------------------------------------------------------------
// Promotion

/** /channel/channel-template: the landing config (id plus the template's texts and banner). */
export function promotionTemplate(ctx: FixtureContext, templateId: string) {
  const { config } = ctx;
  const numeric = Number(templateId);
  return {
    id: templateId && Number.isFinite(numeric) ? numeric : 7,
    title: 'Cash in minutes, straight to your GCash',
    subtitle: `Borrow ${wholeMoney(200_000, config)} to ${wholeMoney(2_000_000, config)} with one valid ID`,
    banner: ctx.file(bannerFile),
    buttonText: 'Apply now',
    backgroundColor: config.backgroundColor,
    fontColor: config.fontColor,
    appName: config.appName,
  };
}

// ---------------------------------------------------------------------------------------------
// The `malformed` scenario: success envelopes whose data has the wrong type or shape.

export function malformedData(name: string): unknown {
  switch (name) {
    case 'loanDetails':
      return {
        orderStatus: 'due',
        noticeStatusText: 404,
        recProducts: {},
        userOrderDetail: { detail: 'oops' },
        isDelay: 'yes',
        KindTipsMsg: { text: 1 },
        // An address a page must never follow.
        playeduL: 'javascript:alert(1)',
        h5Url: 'not a url',
      };
    case 'failurePage':
      return { noticeMessage: null, errMessage: ['oops'], bottomList: {} };
    case 'instalmentDetail':
    case 'delayDetail':
      return { repayAmount: '9,010.00', repayList: 'none', detail: null, defDetail: [] };
    case 'bindCardForm':
      return { items: {} };
    case 'complaintInit':
      return { problemType: 'oops', problemSonType: null, orderList: {} };
    case 'complaintList':
      return { tabs: {} };
    case 'agreementList':
    case 'agreementListV2':
      return { data: 'oops' };
    default:
      return 'oops';
  }
}
