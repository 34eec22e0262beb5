// The loan terms the landing page explains (spec §9 'Loan terms', §5 eligibility), in one place so
// the summary, the steps and the answers quote the same numbers.
import { formatMoney } from '../../shared/format/money.ts';

export const loanTerms = {
  termDays: { min: 91, max: 365 },
  decisionDays: 1,
  creditDays: { min: 1, max: 3 },
  minimumAge: 18,
  /** One-time late penalty in minor units (centavos). */
  latePenalty: { newClient: 100_000, repeatClient: 80_000 },
  /** Daily interest on the unpaid amount, by day of delay. */
  lateInterest: [
    { fromDay: 1, toDay: 30, percent: 5 },
    { fromDay: 31, toDay: 90, percent: 4 },
    { fromDay: 91, toDay: undefined, percent: 2 },
  ],
  prepaymentMinDaysAfterDisbursement: 7,
  notifyChangeDays: 3,
  assignmentNoticeBusinessDays: 7,
  judgementGraceDays: 10,
} as const;

export function termText(): string {
  return `${loanTerms.termDays.min} to ${loanTerms.termDays.max} calendar days`;
}

export function creditText(): string {
  return `${loanTerms.creditDays.min}-${loanTerms.creditDays.max} calendar days`;
}

export function latePenaltyText(client: keyof typeof loanTerms.latePenalty): string {
  return formatMoney(loanTerms.latePenalty[client]);
}

/** 'days 1-30: 5% a day', 'from day 91: 2% a day'. */
export function lateInterestBands(): string[] {
  return loanTerms.lateInterest.map(({ fromDay, toDay, percent }) =>
    toDay === undefined
      ? `from day ${fromDay}: ${percent}% a day`
      : `days ${fromDay}-${toDay}: ${percent}% a day`,
  );
}
