// What the confirm screen's loan header shows (shared/ui/loan-header/): the product, the term, the
// loan amount in the answer's currency and the first due date, in the approved tone (an offer the
// borrower is about to take). Also what the head's script of confirm and confirmV2 writes before
// React runs (pages/<page>/firstFigures.ts), so no React here.
import type { LoanConfirm } from '../../api/loanConfirm.ts';
import { type LoanHeaderView, firstDateWords } from '../../ui/loan-header/loanHeader.ts';
import { confirmMoney, dateText, termText } from './loanConfirmRules.ts';

export function firstFigures(confirm: LoanConfirm): LoanHeaderView {
  return {
    tone: 'approved',
    product: confirm.productName,
    status: `Loan Term · ${termText(confirm.periods, confirm.termUnit)}`,
    amountLabel: 'Loan amount',
    amount: confirmMoney(confirm.amount, confirm),
    dateLabel: firstDateWords,
    date: dateText(confirm.firstPayTime),
  };
}
