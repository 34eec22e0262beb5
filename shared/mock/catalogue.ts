// The products the mock offers and the borrower's one loan, which every domain's answers describe
// (spec §3, §9 terms).
import { type FixtureContext } from './common.ts';

export interface Product {
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

export const products: readonly Product[] = [
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
export const orderProduct = products[0]!;

/** Product ids the jump call answers with an in-app deep link instead of a web address. */
export const deepLinkProductIds: readonly number[] = [1003];

export function findProduct(id: unknown): Product | undefined {
  return products.find((product) => String(product.id) === String(id));
}

export function productLogo(ctx: FixtureContext, product: Product): string {
  return ctx.file(`product-${product.id}.svg`);
}

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

export const instalmentDue = loan.instalmentPrincipal + loan.instalmentInterest;
export const lateInterest = Math.round(instalmentDue * loan.lateDailyRate * loan.daysOverdue);

/** What the borrower owes today for the current instalment at a given order status. */
export function amountDue(orderStatus: number): number {
  return orderStatus === 180 ? instalmentDue + loan.latePenalty + lateInterest : instalmentDue;
}

/** Days since disbursement for each status (negative: not disbursed yet). */
export function daysSinceDisbursal(orderStatus: number): number {
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
