// What the loan confirm spec decides (spec §2 'Loan confirm V3' and its variant 2, §4 'Confirm', §5,
// §7 'Repayment and confirm'), as plain functions both confirm pages share.
import { dateWords } from '../../ui/loan-header/loanHeader.ts';
import { formatDate } from '../../format/date.ts';
import { currencySymbol, formatMoney } from '../../format/money.ts';
import { rateText } from '../../format/figures.ts';
import type { LoanConfirm, LoanPush } from '../../api/loanConfirm.ts';
import type { MinorUnits } from '../../api/parse.ts';
import { resolveDestination } from '../../navigation/urlPolicy.ts';
import type { QueryValues } from '../../navigation/pageQuery.ts';

export const agreeLabel = 'I have read and agree';
const defaultButtonText = 'Next';
export const retentionTitle = 'Point out';
/** The retention question when the server sends no popContent. */
export const defaultRetentionText = 'Your loan is not confirmed yet. Do you really want to leave?';
export const agreementPopupTitle = 'Loan agreement';
export const promotionTitle = 'Special offer';

/** The title over it: the loan went through, whatever the page can open next. */
export const submittedTitle = 'Loan application submitted';

/** Shown when the loan was pushed but the address of its details is one the policy refuses. */
export const pushedButNotOpenedMessage =
  'Your loan application has been submitted, but its details cannot be opened here. Go back to the app to follow your loan in your orders.';

/** The tracking (burial) point sent to the shell once the loan is pushed (spec §7). */
export const loanPushedPoint = 'loanConfirmNext';

/** The loan the push asks for: the confirmation's terms, sent back unchanged (spec §7). */
export function pushOf(
  confirm: Pick<LoanConfirm, 'amount' | 'periods' | 'termUnit'>,
  productId: string,
): LoanPush {
  return {
    amount: confirm.amount,
    periods: confirm.periods,
    termUnit: confirm.termUnit,
    productId,
  };
}

/** The amount in the currency of the answer: peso, or rupee when variant 2 says so. */
export function confirmMoney(amount: MinorUnits, confirm: Pick<LoanConfirm, 'rupee'>): string {
  return formatMoney(amount, { symbol: currencySymbol({ rupee: confirm.rupee }) });
}

/** 'Loan Term' in days: the periods with their unit (1, the only unit known, counts days). */
export function termText(periods: number, termUnit: string): string {
  const unit = termUnit.trim();
  // A unit sent as a word ('days', 'Days') is shown as sent; a unit code means days.
  if (unit !== '' && !/^\d+$/.test(unit)) return `${periods} ${unit}`;
  return `${periods} ${periods === 1 ? 'day' : 'days'}`;
}

/** A date as the spec shows it (YYYY-MM-DD); text the formatter cannot read is shown as sent. */
export function dateText(value: string): string {
  return formatDate(value) || value.trim();
}

/** The Next button's text: the server's (variant 2's NewButtonMsg) or 'Next'. */
export function buttonText(confirm: Pick<LoanConfirm, 'buttonText'>): string {
  return confirm.buttonText || defaultButtonText;
}

/** What the agreement list has come to, as the agreement row shows it. */
export type AgreementsState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; titles: { title: string; position: number }[] };

/**
 * The agreement the server lists as the Disclosure Statement, which the lender's block links to;
 * undefined while the list loads, after it failed, or when none is named so.
 */
export function disclosureAgreement(
  agreements: AgreementsState,
): { title: string; position: number } | undefined {
  if (agreements.status !== 'ready') return undefined;
  return agreements.titles.find((agreement) => /disclosure\s+statement/i.test(agreement.title));
}

/** The agreement row is hidden when the list is there and empty (spec §5). */
export function showsAgreementRow(agreements: AgreementsState): boolean {
  return agreements.status !== 'ready' || agreements.titles.length > 0;
}

/**
 * Next works only with the box checked (spec §4, §5), and only once the borrower can read what
 * they agree to: while the list loads or after it failed, Next waits. An empty list hides the row
 * and asks nothing.
 */
export function nextEnabled(agreed: boolean, agreements: AgreementsState): boolean {
  if (agreements.status !== 'ready') return false;
  return agreements.titles.length === 0 || agreed;
}

/** Why Next is grey, in words; undefined when it works or while the row says it is loading. */
export function nextHint(agreed: boolean, agreements: AgreementsState): string | undefined {
  if (agreements.status === 'loading') return undefined;
  if (agreements.status === 'failed') return 'Load the agreements to continue.';
  if (agreements.titles.length > 0 && !agreed) return 'Tick the box to agree and continue.';
  return undefined;
}

/** What the agreement popup holds for popAgreementUrl (spec §4). */
export type AgreementContent =
  /** An address the policy trusts: the page itself, in a sandboxed frame. */
  | { kind: 'frame'; url: string }
  /** An https page elsewhere: a link that opens it through the policy. */
  | { kind: 'link'; url: string }
  /** Nothing the policy lets the web view open. */
  | { kind: 'none' };

export function agreementContent(address: string): AgreementContent {
  const destination = resolveDestination(address);
  switch (destination.kind) {
    case 'site':
      return { kind: 'frame', url: destination.url };
    case 'external':
      return { kind: 'link', url: destination.url };
    case 'shell':
      return { kind: 'link', url: destination.link };
    case 'refused':
      return { kind: 'none' };
  }
}

/** The agreement popup opens on arrival when popAgreementUrl is non-empty (spec §4). */
export function opensAgreementPopup(confirm: Pick<LoanConfirm, 'popAgreementUrl'>): boolean {
  return confirm.popAgreementUrl !== '';
}

/** What the shell's back button does on a loaded confirmation (spec §2, §4). */
export function backAction(confirm: Pick<LoanConfirm, 'asksRetention'>): 'retention' | 'close' {
  return confirm.asksRetention ? 'retention' : 'close';
}

/**
 * Where a pushed loan goes (spec §7: lendDetailsUrl plus the query and from=confirm), as the
 * navigation policy allows: on a trusted origin with the page's query (values the address already
 * has kept) and from=confirm; on another https host with from=confirm alone, so the session stays
 * on this site; a deep link as sent. Undefined when the policy refuses the address.
 */
export function lendDetailsTarget(address: string, pageQuery: QueryValues): string | undefined {
  const destination = resolveDestination(address, { commonParams: false });
  if (destination.kind === 'refused') return undefined;
  if (destination.kind === 'shell') return destination.link;
  const url = new URL(destination.url);
  if (destination.kind === 'site') {
    for (const [name, value] of Object.entries(pageQuery)) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    }
  }
  url.searchParams.set('from', 'confirm');
  return url.href;
}

/**
 * The loan's rows (spec §2 'Loan confirm V3'): 'Loan Term' in days, 'Interest Rate' when the
 * server describes it, variant 2's repayment date line (in the header's words) when it has one,
 * then the server's rows.
 */
export function detailRows(
  confirm: Pick<LoanConfirm, 'pRateDsc' | 'repaymentDate' | 'details'>,
  term: string,
): { text: string; value: string }[] {
  return [
    { text: 'Loan Term', value: term },
    ...(confirm.pRateDsc ? [{ text: 'Interest Rate', value: rateText(confirm.pRateDsc) }] : []),
    ...(confirm.repaymentDate ? [{ text: dateWords, value: dateText(confirm.repaymentDate) }] : []),
    ...confirm.details.items,
  ];
}
