// What the instalment page shows first (shared/ui/first-figures/): the amount due and its date, in
// the tone of the date (due, or overdue with its days). Also what the page's head script writes
// before React runs, so no React here.
import type { InstalmentRepayment } from '../../shared/api/repayment.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatMoney } from '../../shared/format/money.ts';
import type { FirstFiguresView } from '../../shared/ui/first-figures/firstFigures.ts';
import { dueDateTone, overdueChipText } from '../../shared/ui/status-tone/statusTone.ts';

export const dueStatusText = 'Payment due';

export function firstFigures(repayment: InstalmentRepayment): FirstFiguresView {
  const { tone, overdueDays } = dueDateTone(repayment.repayDate);
  return {
    tone,
    product: repayment.productName,
    status: overdueDays === undefined ? dueStatusText : overdueChipText(overdueDays),
    amountLabel: 'Amount due',
    amount: formatMoney(repayment.repayAmount),
    dateLabel: 'Repayment date',
    date: formatDate(repayment.repayDate) || repayment.repayDate,
  };
}
