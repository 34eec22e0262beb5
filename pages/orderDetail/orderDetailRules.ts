// The rules of the Order Details page (spec §2 'Order Details', §4 'Order status', 'Order-details
// rating', 'Kind tips dialog', 'Bank-card dialog', §9) as plain functions: which buttons a status
// shows, whether the recommended list shows, where the page goes, which dialogs open. Addresses the
// server sends go through the navigation policy (shared/navigation/urlPolicy.ts).
import type { DetailRow, LoanDetail } from '../../shared/api/loanDetails.ts';
import { pageUrl } from '../../shared/navigation/pageQuery.ts';
import { webViewUrl } from '../../shared/navigation/urlPolicy.ts';

export interface OrderIds {
  productId: string;
  orderId: string;
}

/** What a button in the button area does. */
export type OrderAction = 'repay' | 'rollover' | 'borrowAgain';

export interface OrderButton {
  action: OrderAction;
  label: string;
}

export interface ButtonArea {
  buttons: OrderButton[];
  /** Shown with the rollover button. */
  hint?: string;
}

/** Statuses that allow repayment; 174 and 180 also allow rollover when isDelay is 1 (§9). */
export const repayableStatuses: readonly number[] = [170, 174, 180];
const rolloverStatuses: readonly number[] = [174, 180];
export const borrowAgainStatus = 200;

/** Event module id of borrow again (spec §9). */
export const borrowAgainModuleId = 30;

export function buttonArea(orderStatus: number, isDelay: number): ButtonArea {
  if (rolloverStatuses.includes(orderStatus) && isDelay === 1) {
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
 * Where the page replaces itself on arrival (spec §4): never for status 21; otherwise playeduL, when
 * the navigation policy lets the web view open it (with the common parameters on a trusted origin,
 * nothing added elsewhere). A deep link or a refused address leaves the order showing.
 */
export function redirectTarget(
  detail: Pick<LoanDetail, 'orderStatus' | 'playeduL'>,
): string | undefined {
  if (detail.orderStatus === 21) return undefined;
  return webViewUrl(detail.playeduL);
}

/** Repay: the server's h5Url when the web view may open it, else the repayment page (§2). */
export function repayTarget(detail: Pick<LoanDetail, 'h5Url'>, ids: OrderIds): string {
  return webViewUrl(detail.h5Url) ?? pageUrl('repay', { ...ids });
}

export function rolloverTarget(ids: OrderIds): string {
  return pageUrl('repayDelay', { ...ids });
}

export function bindCardTarget(ids: OrderIds): string {
  return pageUrl('bindCard', { source: 'loanDetail', ...ids });
}

/** 'Withdraw Now': playeduL as the navigation policy opens it; undefined when it opens nowhere. */
export function withdrawTarget(detail: Pick<LoanDetail, 'playeduL'>): string | undefined {
  return webViewUrl(detail.playeduL);
}

/**
 * The withdraw reminder guards leaving a loan that awaits withdrawal: status 21 (the one status that
 * stays on the page, §4) with a confirmation address (playeduL) that Withdraw Now can open.
 */
export function remindsWithdraw(detail: Pick<LoanDetail, 'orderStatus' | 'playeduL'>): boolean {
  return detail.orderStatus === 21 && withdrawTarget(detail) !== undefined;
}

/** Kind tips opens only with KindTipsMsg and while the session flag is not set (§4). */
export function opensKindTips(
  detail: Pick<LoanDetail, 'kindTipsMsg'>,
  bankTipSet: boolean,
): boolean {
  return detail.kindTipsMsg !== undefined && !bankTipSet;
}

export function opensRating(detail: Pick<LoanDetail, 'isScore'>): boolean {
  return detail.isScore === 1;
}

export function opensBankCardPrompt(detail: Pick<LoanDetail, 'cardNeedPop'>): boolean {
  return detail.cardNeedPop === 1;
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
  /** The rows the server labels as the amount due and its date, shown large under the status. */
  figures: DetailRow[];
  /** Every other row, in the server's order, folded under 'Loan details'. */
  otherRows: DetailRow[];
}

// The server words the rows (spec §3 userOrderDetail.detail); these are its words for the two a
// borrower looks for first. A row that matches neither stays in the list.
const amountDueLabel = /^(total )?amount due\b|^repayment amount\b/i;
const dueDateLabel = /^due date\b|^repayment date\b/i;

/** Lifts the amount due, then its date, out of the order rows; no row is dropped (§2). */
export function orderHero(rows: readonly DetailRow[]): OrderHero {
  const amount = rows.find((row) => amountDueLabel.test(row.text));
  const date = rows.find((row) => dueDateLabel.test(row.text));
  if (!amount) return { figures: [], otherRows: [...rows] };
  const figures = date ? [amount, date] : [amount];
  return { figures, otherRows: rows.filter((row) => !figures.includes(row)) };
}
