// What the instalment page's loan header shows (shared/ui/loan-header/): the amount due and its
// date, in the tone of the date (due, or overdue with its days). Also what the page's head script
// writes before React runs, so no React here.
import type { InstalmentRepayment } from '../../shared/api/repayment.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatMoney } from '../../shared/format/money.ts';
import {
  type LoanHeaderView,
  amountWords,
  dateWords,
} from '../../shared/ui/loan-header/loanHeader.ts';
import { dueDateTone, overdueChipText } from '../../shared/ui/status-tone/statusTone.ts';

export const dueStatusText = 'Payment due';

export function firstFigures(repayment: InstalmentRepayment): LoanHeaderView {
  const { tone, overdueDays } = dueDateTone(repayment.repayDate);
  return {
    tone,
    product: repayment.productName,
    status: overdueDays === undefined ? dueStatusText : overdueChipText(overdueDays),
    amountLabel: amountWords,
    amount: formatMoney(repayment.repayAmount),
    dateLabel: dateWords,
    date: formatDate(repayment.repayDate) || repayment.repayDate,
  };
}
