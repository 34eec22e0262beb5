// What the legacy repayment page shows first (shared/ui/first-figures/): the amount of the payment,
// which order it pays, in the due tone (a payment to make; the older backend sends no date or
// status). Also what the page's head script writes before React runs, so no React here.
import type { LegacyRepaymentWays } from '../../shared/api/legacyRepayment.ts';
import { formatMoney } from '../../shared/format/money.ts';
import type { FirstFiguresView } from '../../shared/ui/first-figures/firstFigures.ts';

export const legacyStatusText = 'Pay by bank card';

export function firstFigures(ways: LegacyRepaymentWays): FirstFiguresView {
  return {
    tone: 'due',
    product: ways.orderId ? `Order ${ways.orderId}` : '',
    status: legacyStatusText,
    amountLabel: 'Amount due',
    amount: formatMoney(ways.amount),
    dateLabel: '',
    date: '',
  };
}
