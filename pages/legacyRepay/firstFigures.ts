// What the legacy repayment page's loan header shows (shared/ui/loan-header/): the amount of the
// payment, which order it pays, in the due tone (a payment to make; the older backend sends no date
// or status). Also what the page's head script writes before React runs, so no React here.
import type { LegacyRepaymentWays } from '../../shared/api/legacyRepayment.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { type LoanHeaderView, amountWords } from '../../shared/ui/loan-header/loanHeader.ts';

export const legacyStatusText = 'Pay by bank card';

export function firstFigures(ways: LegacyRepaymentWays): LoanHeaderView {
  return {
    tone: 'due',
    product: ways.orderId ? `Order ${ways.orderId}` : '',
    status: legacyStatusText,
    amountLabel: amountWords,
    amount: formatMoney(ways.amount),
    dateLabel: '',
    date: '',
  };
}
