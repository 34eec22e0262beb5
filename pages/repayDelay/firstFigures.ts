// What the extension page shows first (shared/ui/first-figures/): what extending costs and the next
// payment date, in the due tone (the extension is a payment to make, and its answer carries no date
// that has passed). Also what the page's head script writes before React runs, so no React here.
import type { DelayRepayment } from '../../shared/api/repayment.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatMoney } from '../../shared/format/money.ts';
import type { FirstFiguresView } from '../../shared/ui/first-figures/firstFigures.ts';

export const defaultDelayTitle = 'Extend your due date';

export function firstFigures(repayment: DelayRepayment): FirstFiguresView {
  return {
    tone: 'due',
    product: repayment.productName,
    status: repayment.delayInfo.title || defaultDelayTitle,
    amountLabel: 'Amount due',
    amount: formatMoney(repayment.delayInfo.delayAmount),
    dateLabel: 'Your next payment date is',
    date: formatDate(repayment.repayDate) || repayment.repayDate,
  };
}
