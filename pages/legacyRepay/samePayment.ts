// Legacy repayment after a lost answer (contract §2 request keys): before the borrower's action goes
// again, repayment-way is asked whether the same payment is still open. Same token and amount: the
// action goes again under the same key. Anything else: the page loads the payment afresh.
import { type LegacyPayment, loadRepaymentWays } from '../../shared/api/legacyRepayment.ts';
import type { Recheck } from '../../shared/requestKeys/requestKeys.ts';

export async function samePayment(payment: LegacyPayment, reload: () => void): Promise<Recheck> {
  const fresh = await loadRepaymentWays({ orderId: payment.orderId });
  if (!fresh.success) return 'failed';
  if (fresh.data.repayToken === payment.repayToken && fresh.data.amount === payment.amount) {
    return 'same';
  }
  reload();
  return 'changed';
}
