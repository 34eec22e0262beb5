// 'Repayment by code 2' shows the code a repayment page stored (shared/stores/paymentWays.ts), so
// the preview stores one before opening it: the instalment answer of the link's order, from the
// backend (the mock), kept for the link's borrower and order as the instalment page keeps it.
import { loadInstalmentRepayment } from '../../shared/api/repayment.ts';
import { readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { keepRepaymentFor } from '../../shared/stores/paymentWays.ts';
import { repaymentInfoOf } from '../../shared/features/repayment/repaymentRules.ts';

/** The pages the preview prepares before opening them. */
export const storesCodeFirst = 'repaymentOfCode2';

/**
 * Stores the code of the order `href` names; whether it could (a failing scenario stores nothing,
 * and the page then says there is no code, as it would for a borrower).
 */
export async function storeCodeFor(href: string): Promise<boolean> {
  const query = readPageQuery(new URL(href, globalThis.location?.href).search);
  const ids = { productId: query.productId ?? '', orderId: query.orderId ?? '' };
  const answer = await loadInstalmentRepayment(ids, { silent: true });
  if (!answer.success) return false;
  keepRepaymentFor(query, repaymentInfoOf(answer.data, ids), answer.data.channels.items);
  return true;
}
