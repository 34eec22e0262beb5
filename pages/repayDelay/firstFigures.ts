// What the extension page's loan header shows (shared/ui/loan-header/): what extending costs, named
// as the fee it is (never with the loan's amount words), and the new due date under it in the
// spec's words, in the due tone (the extension is a payment to make, and its answer carries no date
// that has passed). Also what the page's head script writes before React runs, so no React here.
import type { DelayRepayment } from '../../shared/api/repayment.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { type LoanHeaderView, feeWords } from '../../shared/ui/loan-header/loanHeader.ts';

export const defaultDelayTitle = 'Extend your due date';

/** Spec §2 'Extension (delay) repayment page': 'Your next payment date is {date}'. */
export const nextDateLabel = 'Your next payment date is';

export function firstFigures(repayment: DelayRepayment): LoanHeaderView {
  return {
    tone: 'due',
    product: repayment.productName,
    status: repayment.delayInfo.title || defaultDelayTitle,
    amountLabel: feeWords,
    amount: formatMoney(repayment.delayInfo.delayAmount),
    dateLabel: nextDateLabel,
    date: formatDate(repayment.repayDate) || repayment.repayDate,
  };
}
