// Loan terms (spec §9 'Loan terms', §5 eligibility, §1 lifecycle stages): every page that explains
// the loan (landing, loan terms and conditions, about us, privacy policy) quotes these, so a change
// here changes them all.

interface DayRange {
  min: number;
  max: number;
}

export const loanTerms = {
  /** Loan term in calendar days, counted from disbursement. */
  termDays: { min: 91, max: 365 },
  /** Days from a complete application to the decision. */
  decisionDays: 1,
  /** Calendar days from acceptance until an approved loan is credited. */
  creditDays: { min: 1, max: 3 },
  /** Applicants must be this age or over; anyone younger is a minor. */
  minimumAge: 18,
  /** One-time late penalty in minor units (centavos). */
  latePenalty: { newClient: 100_000, repeatClient: 80_000 },
  /** Daily interest on the unpaid amount, by day of delay. */
  lateInterest: [
    { fromDay: 1, toDay: 30, percent: 5 },
    { fromDay: 31, toDay: 90, percent: 4 },
    { fromDay: 91, toDay: undefined, percent: 2 },
  ],
  /** Early repayment: once half the term has passed, and not before this many calendar days. */
  prepaymentMinDaysAfterDisbursement: 7,
  /** Calendar days to tell the lender of a change of name, date of birth or address. */
  notifyChangeDays: 3,
  /** Business days of notice before the lender assigns a loan. */
  assignmentNoticeBusinessDays: 7,
  /** Days to pay after a court judgement. */
  judgementGraceDays: 10,
} as const;

/** The stages every loan passes through, in order, as the terms name them. */
export const loanStages = [
  'Application',
  'Decision',
  'Acceptance',
  'Disbursement',
  'Maturity',
  'Default',
] as const;

export type LoanStage = (typeof loanStages)[number];

/** A range of calendar days: '91 to 365 calendar days', or with an en dash: '1–3 calendar days'. */
export function calendarDaysText({ min, max }: DayRange, separator: ' to ' | '–' = ' to '): string {
  return `${min}${separator}${max} calendar days`;
}
