// Repayment by code 2 (spec §2 '/repaymentOfCode2', §3 'Client-side stores'): what the page shows
// of the stored repayment info.
import type { PageDataState } from '../../shared/data/pageData.ts';
import { imageUrl } from '../../shared/navigation/imageUrl.ts';
import { readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { type RepaymentInfo, repaymentInfoFor } from '../../shared/stores/paymentWays.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { payCodeStatusText, totalPayment } from '../../shared/features/repayment/repaymentRules.ts';
import {
  type LoanHeaderView,
  amountWords,
  feeWords,
} from '../../shared/ui/loan-header/loanHeader.ts';

/**
 * The page's state for PageState: loading until the query is read (or while the page is away in
 * the back-forward cache); the info of the order the address names, if it has a code or notices
 * to show; missing otherwise.
 */
export function storedCodeState(
  stored: RepaymentInfo | undefined,
  search: string | undefined,
  away: boolean,
): PageDataState<RepaymentInfo> {
  if (search === undefined || away) return { status: 'loading' };
  const query = readPageQuery(search);
  const info = repaymentInfoFor(stored, { productId: query.productId, orderId: query.orderId });
  if (!info || (info.payCode === '' && info.payNotices.length === 0)) return { status: 'missing' };
  return { status: 'ready', data: info };
}

/** The pay code's own logo, else the product's. */
export function codeLogo(info: RepaymentInfo): string {
  return imageUrl(info.payCodeLogo) ? info.payCodeLogo : info.productLogo;
}

/**
 * The loan header of the stored code (shared/ui/loan-header/): the amount it pays, named as what it
 * is (an extension's fee, or the amount due), in the due tone. The product is in the card below.
 */
export function code2Header(info: RepaymentInfo): LoanHeaderView {
  return {
    tone: 'due',
    product: '',
    status: payCodeStatusText,
    amountLabel: info.delayAmount === undefined ? amountWords : feeWords,
    amount: formatMoney(totalPayment(info)),
    dateLabel: '',
    date: '',
  };
}
