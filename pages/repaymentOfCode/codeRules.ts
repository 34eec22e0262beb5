// Repayment by code (spec §2 '/repaymentOfCode'): what the page shows for its query. Every value is
// untrusted: the picture must be a channel picture on this site or an image host
// (channelPictureUrl; a link can name any picture, an attacker's QR code included), the code only
// digits and capitals, the amount whole minor units, and a page without a code to show says so
// instead of showing a broken one. Whether the app issued the code is asked apart (CodeOrigin).
import { type MinorUnits, minorUnitsOf } from '../../shared/api/parse.ts';
import type { PageDataState } from '../../shared/data/pageData.ts';
import { readPageQuery } from '../../shared/navigation/pageQuery.ts';
import { channelPictureUrl } from '../../shared/navigation/imageUrl.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { type LoanHeaderView, amountWords } from '../../shared/ui/loan-header/loanHeader.ts';
import { payCodeStatusText } from '../../shared/features/repayment/repaymentRules.ts';

export type CodeView =
  /** showType 1: the code to copy, with the channel's image. */
  | {
      kind: 'code';
      payCode: string;
      image: string | undefined;
      repayAmount: MinorUnits | undefined;
    }
  /** Any other showType: a QR code, the given picture (when trusted) or one drawn from payCode. */
  | { kind: 'qr'; payCode: string; image: string | undefined; repayAmount: MinorUnits | undefined }
  | { kind: 'missing' };

export const missingCodeMessage =
  'This pay code cannot be shown: its link is incomplete. Please go back and choose your payment method again.';

/**
 * A pay code as a cashier or a wallet takes it: digits and capital letters, in groups joined by a
 * space or a dash, 64 characters at most. A link can carry any text in payCode (a message, markup):
 * anything else is no code, never shown as one.
 */
const payCodePattern = /^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/;

function payCodeOf(text: string | undefined): string {
  const code = (text ?? '').trim();
  return code.length <= 64 && payCodePattern.test(code) ? code : '';
}

/** Whole minor units ('450500'); anything else (blank, negative, decimals, words) is no amount. */
export function amountOf(text: string | undefined): MinorUnits | undefined {
  return minorUnitsOf(text);
}

export function codeViewOf(search: string): CodeView {
  const query = readPageQuery(search);
  const payCode = payCodeOf(query.payCode);
  // Only a channel picture: a link could name a borrower's upload, anyone's QR code, on the host.
  const image = channelPictureUrl(query.payCodeImg);
  const repayAmount = amountOf(query.repayAmount);
  const showType = (query.showType ?? '').trim();
  if (showType === '1') {
    return payCode ? { kind: 'code', payCode, image, repayAmount } : { kind: 'missing' };
  }
  // A QR code needs its picture or the code to draw it from.
  return image || payCode ? { kind: 'qr', payCode, image, repayAmount } : { kind: 'missing' };
}

/** Whether this app was given the code by the server (shared/stores/issuedPayCodes.ts). */
export type CodeOrigin = 'checking' | 'issued' | 'foreign';

export const issuedLine = 'Issued in your app';

export const foreignCodeCaution =
  'This code was not issued in this app. Pay only codes the app shows you.';

/** A code the page can show: the pay code or the QR code. */
export type ShownCode = Exclude<CodeView, { kind: 'missing' }>;

/** The page's state for PageState: loading until the query is read (after hydration). */
export function codePageState(search: string | undefined): PageDataState<ShownCode> {
  if (search === undefined) return { status: 'loading' };
  const view = codeViewOf(search);
  return view.kind === 'missing' ? { status: 'missing' } : { status: 'ready', data: view };
}

/** What the code is for, in the loan header: pay with it, or scan it. */
const codeStatusText = { code: payCodeStatusText, qr: 'Scan to pay' } as const;

/**
 * The loan header of a code (shared/ui/loan-header/): what to do with it and the amount the link
 * names, in the due tone (a payment to make). The link names no product or date.
 */
export function codeHeader(view: ShownCode): LoanHeaderView {
  const amount = view.repayAmount === undefined ? '' : formatMoney(view.repayAmount);
  return {
    tone: 'due',
    product: '',
    status: codeStatusText[view.kind],
    amountLabel: amount && amountWords,
    amount,
    dateLabel: '',
    date: '',
  };
}
