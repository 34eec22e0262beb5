// The rules of the Order Details page (spec §2 'Order Details', §4 'Order status', 'Order-details
// rating', 'Kind tips dialog', 'Bank-card dialog', §9) as plain functions: which buttons a status
// shows, whether the recommended list shows, where the page goes, which dialogs open. Addresses the
// server sends go through the navigation policy (shared/navigation/urlPolicy.ts).
import type { DetailRow, LoanDetail } from '../../shared/api/loanDetails.ts';
import type { OrderIds } from '../../shared/api/request.ts';
import { readsAsDate } from '../../shared/format/date.ts';
import { readsAsMoney } from '../../shared/format/money.ts';
import { pageUrl } from '../../shared/navigation/pageQuery.ts';
import { webViewUrl } from '../../shared/navigation/urlPolicy.ts';

/** What a button in the button area does. */
export type OrderAction = 'repay' | 'rollover' | 'borrowAgain';

interface OrderButton {
  action: OrderAction;
  label: string;
}

export interface ButtonArea {
  buttons: OrderButton[];
  /** Shown with the rollover button. */
  hint?: string;
}

/** Statuses that allow repayment; 174 and 180 also allow rollover when a delay is offered (§9). */
const repayableStatuses: readonly number[] = [170, 174, 180];
const rolloverStatuses: readonly number[] = [174, 180];
const borrowAgainStatus = 200;

/** Event module id of borrow again (spec §9). */
export const borrowAgainModuleId = 30;

export function buttonArea(orderStatus: number, delayAvailable: boolean): ButtonArea {
  if (rolloverStatuses.includes(orderStatus) && delayAvailable) {
    return {
      buttons: [
        { action: 'repay', label: 'REPAY' },
        { action: 'rollover', label: 'Rollover Repayment' },
      ],
      hint: 'Short of money?',
    };
  }
  if (repayableStatuses.includes(orderStatus)) {
    return { buttons: [{ action: 'repay', label: 'Repayment' }] };
  }
  if (orderStatus === borrowAgainStatus) {
    return { buttons: [{ action: 'borrowAgain', label: 'Borrow Again' }] };
  }
  return { buttons: [] };
}

/**
 * The recommended list hides for 170, 174, 180 and 200, and the button area shows exactly when it
 * is hidden (spec §2: the intended reading of the hiding rule).
 */
export function showsRecommendedList(orderStatus: number): boolean {
  return !repayableStatuses.includes(orderStatus) && orderStatus !== borrowAgainStatus;
}

/**
 * Whether an order may leave the page on arrival (spec §4): any status but 21, with a confirmation
 * address (playeduL). Whether it goes is the navigation policy's word (redirectTarget); the head's
 * script, which carries no policy, paints no order that may leave (firstFigures.ts).
 */
export function mayRedirectOnArrival(
  detail: Pick<LoanDetail, 'orderStatus' | 'confirmationAddress'>,
): boolean {
  return detail.orderStatus !== 21 && detail.confirmationAddress.trim() !== '';
}

/**
 * Where the page replaces itself on arrival: where an order that may leave goes, when the
 * navigation policy lets the web view open its confirmation address (with the common parameters on
 * a trusted origin, nothing added elsewhere). A deep link or a refused address leaves the order
 * showing.
 */
export function redirectTarget(
  detail: Pick<LoanDetail, 'orderStatus' | 'confirmationAddress'>,
): string | undefined {
  return mayRedirectOnArrival(detail) ? webViewUrl(detail.confirmationAddress) : undefined;
}

/** Repay: the server's h5Url when the web view may open it, else the repayment page (§2). */
export function repayTarget(detail: Pick<LoanDetail, 'repayAddress'>, ids: OrderIds): string {
  return webViewUrl(detail.repayAddress) ?? pageUrl('repay', { ...ids });
}

export function rolloverTarget(ids: OrderIds): string {
  return pageUrl('repayDelay', { ...ids });
}

export function bindCardTarget(ids: OrderIds): string {
  return pageUrl('bindCard', { source: 'loanDetail', ...ids });
}

/** 'Withdraw Now': the confirmation address as the navigation policy opens it; undefined when it opens nowhere. */
export function withdrawTarget(
  detail: Pick<LoanDetail, 'confirmationAddress'>,
): string | undefined {
  return webViewUrl(detail.confirmationAddress);
}

/**
 * The withdraw reminder guards leaving a loan that awaits withdrawal: status 21 (the one status that
 * stays on the page, §4) with a confirmation address (playeduL) that Withdraw Now can open.
 */
export function remindsWithdraw(
  detail: Pick<LoanDetail, 'orderStatus' | 'confirmationAddress'>,
): boolean {
  return detail.orderStatus === 21 && withdrawTarget(detail) !== undefined;
}

/** Kind tips opens only with KindTipsMsg and while the session flag is not set (§4). */
export function opensKindTips(
  detail: Pick<LoanDetail, 'kindTipsMsg'>,
  bankTipSet: boolean,
): boolean {
  return detail.kindTipsMsg !== undefined && !bankTipSet;
}

export function opensRating(detail: Pick<LoanDetail, 'asksRating'>): boolean {
  return detail.asksRating;
}

export function opensBankCardPrompt(detail: Pick<LoanDetail, 'asksBankCard'>): boolean {
  return detail.asksBankCard;
}

export type OrderDialog = 'kindTips' | 'bankCard' | 'rating';

/**
 * The dialogs that open on arrival, one at a time in this order: the safety tips first, then what
 * the borrower must do (bind a card), then the optional rating.
 */
export function dialogsOnArrival(detail: LoanDetail, bankTipSet: boolean): OrderDialog[] {
  const dialogs: OrderDialog[] = [];
  if (opensKindTips(detail, bankTipSet)) dialogs.push('kindTips');
  if (opensBankCardPrompt(detail)) dialogs.push('bankCard');
  if (opensRating(detail)) dialogs.push('rating');
  return dialogs;
}

/** After a successful score: 4 or more stars go to the store rating, fewer to the result (§4). */
export function ratingOutcome(stars: number): 'appStoreRating' | 'resultDialog' {
  return stars >= 4 ? 'appStoreRating' : 'resultDialog';
}

/**
 * An answer with no order status, no product and no rows carries nothing to show: it is treated as
 * an unreadable reply, not as an order.
 */
export function isUnreadable(
  detail: Pick<LoanDetail, 'orderStatus' | 'productName' | 'detailRows'>,
): boolean {
  return (
    detail.orderStatus === 0 && detail.productName === '' && detail.detailRows.items.length === 0
  );
}

export interface OrderHero {
  /** The amount the header shows: due, or for a repaid loan paid. */
  amount?: DetailRow;
  /** Its date: when it is due, or when the loan was closed. */
  date?: DetailRow;
  /** Every other row, in the server's order, folded under 'Loan details'. */
  otherRows: DetailRow[];
}

// The server words the rows (spec §3 userOrderDetail.detail); these are its words for the ones a
// borrower looks for first. A row that matches none stays in the list.
const amountDueLabel = /^(total )?amount due\b|^repayment amount\b/i;
const dueDateLabel = /^due date\b|^repayment date\b/i;
const amountPaidLabel = /^(total )?amount (paid|repaid)\b|^(total )?(paid|repaid) amount\b/i;
const closingDateLabel =
  /^(repaid|paid|closed|settled) on\b|^(closing|closed|settlement|repaid|payoff) date\b/i;

/**
 * Lifts the amount due and its date out of the order rows, or, with no amount due, what a closed
 * loan's rows say: the amount paid and the closing date, either alone. A row is lifted by what it
 * is, never by its place: the amount's value must read as money and the date's as a date, else it
 * stays in the list. A due date without an amount stays in the list. No row is dropped (§2).
 */
export function orderHero(rows: readonly DetailRow[]): OrderHero {
  const find = (label: RegExp, reads: (value: string) => boolean) =>
    rows.find((row) => label.test(row.text) && reads(row.value));
  const due = find(amountDueLabel, readsAsMoney);
  const [amount, date] = due
    ? [due, find(dueDateLabel, readsAsDate)]
    : [find(amountPaidLabel, readsAsMoney), find(closingDateLabel, readsAsDate)];
  const lifted = [amount, date].filter((row) => row !== undefined);
  return {
    ...(amount && { amount }),
    ...(date && { date }),
    otherRows: rows.filter((row) => !lifted.includes(row)),
  };
}
