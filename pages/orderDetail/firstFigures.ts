// What Order Details' loan header shows (shared/ui/loan-header/): the product, the order's status
// in words with its picture, in the tone of its number, then the amount the rows name and its date
// (orderHero: a row is lifted by what its value is, never by its place), or, with neither, the
// status's line in their place. Also what the page's head script writes before React runs, so no
// React here.
import type { LoanDetail } from '../../shared/api/loanDetails.ts';
import {
  instalmentText,
  type LoanHeaderView,
  readInstalment,
} from '../../shared/ui/loan-header/loanHeader.ts';
import { statusIcon } from '../../shared/ui/loan-header/statusIcon.ts';
import { orderStatusTone } from '../../shared/ui/status-tone/statusTone.ts';
import { mayRedirectOnArrival, orderHero } from './orderDetailRules.ts';

/** The order's figures, as the page shows them once it knows the order stays (redirectTarget). */
export function orderFigures(detail: LoanDetail): LoanHeaderView {
  const { amount, date } = orderHero(detail.detailRows.items);
  const amountLabel = amount ? readInstalment(amount.text) : undefined;
  const dateLabel = date ? readInstalment(date.text) : undefined;
  // The server numbers an instalment after a row's label ('Due date (1/2)'): spelled out before the
  // product, so the labels stay short and a cut at large text takes the product's name (the card
  // below names it again), never the instalment.
  const instalment = dateLabel?.instalment ?? amountLabel?.instalment;
  return {
    tone: orderStatusTone(detail.orderStatus),
    picture: `${import.meta.env.BASE_URL}images/status/${statusIcon(detail.orderStatus)}.svg`,
    product: instalment
      ? `${instalmentText(instalment)} · ${detail.productName}`
      : detail.productName,
    status: detail.noticeStatusText,
    amountLabel: amountLabel?.label ?? '',
    amount: amount?.value ?? '',
    dateLabel: dateLabel?.label ?? '',
    date: date?.value ?? '',
    note: amount || date ? '' : detail.noticeDesText,
  };
}

/**
 * What the head's script writes: nothing for an order that may leave (mayRedirectOnArrival), which is never
 * painted; the page decides by the navigation policy once its code runs, and draws the figures
 * itself where the order stays.
 */
export function firstFigures(detail: LoanDetail): LoanHeaderView | undefined {
  return mayRedirectOnArrival(detail) ? undefined : orderFigures(detail);
}
