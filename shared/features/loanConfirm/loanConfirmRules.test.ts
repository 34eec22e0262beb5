import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  agreementContent,
  type AgreementsState,
  backAction,
  buttonText,
  confirmMoney,
  dateText,
  detailRows,
  disclosureAgreement,
  lendDetailsTarget,
  nextEnabled,
  nextHint,
  opensAgreementPopup,
  showsAgreementRow,
  termText,
} from './loanConfirmRules.ts';
import type { MinorUnits } from '../../api/parse.ts';

const session = { sessionId: 's-1', userId: 'u-7' };
const listed: AgreementsState = {
  status: 'ready',
  titles: [{ title: 'Loan Agreement', position: 0 }],
};
const none: AgreementsState = { status: 'ready', titles: [] };
const loading: AgreementsState = { status: 'loading' };
const failed: AgreementsState = { status: 'failed', message: 'Network error.' };

beforeEach(() => window.history.replaceState(null, '', '/confirm.html?sessionId=s-1&userId=u-7'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe("the agreement the lender's block links as the Disclosure Statement", () => {
  it('is the one the server lists under that name, in any case', () => {
    const titles = [
      { title: 'Loan Agreement', position: 0 },
      { title: 'DISCLOSURE STATEMENT (Annex A)', position: 1 },
    ];
    expect(disclosureAgreement({ status: 'ready', titles })).toEqual(titles[1]);
  });

  it('is none when no agreement is named so, while the list loads or after it failed', () => {
    expect(disclosureAgreement(listed)).toBeUndefined();
    expect(disclosureAgreement(none)).toBeUndefined();
    expect(disclosureAgreement(loading)).toBeUndefined();
    expect(disclosureAgreement(failed)).toBeUndefined();
  });
});

describe('the agreement row and Next (spec §4, §5)', () => {
  it('shows the row unless the list is there and empty', () => {
    expect(showsAgreementRow(listed)).toBe(true);
    expect(showsAgreementRow(none)).toBe(false);
    expect(showsAgreementRow(loading)).toBe(true);
    expect(showsAgreementRow(failed)).toBe(true);
  });

  it('Next works only with the box checked, once the agreements are there', () => {
    expect(nextEnabled(true, listed)).toBe(true);
    expect(nextEnabled(false, listed)).toBe(false);
    // No agreements: nothing to agree to.
    expect(nextEnabled(false, none)).toBe(true);
    expect(nextEnabled(true, loading)).toBe(false);
    expect(nextEnabled(true, failed)).toBe(false);
  });

  it('says why Next is grey', () => {
    expect(nextHint(false, listed)).toBe('Tick the box to agree and continue.');
    expect(nextHint(true, failed)).toBe('Load the agreements to continue.');
    expect(nextHint(true, listed)).toBeUndefined();
    expect(nextHint(true, loading)).toBeUndefined();
  });
});

describe('what the screen shows', () => {
  it('the term in days from periods and termUnit', () => {
    expect(termText(120, '1')).toBe('120 days');
    expect(termText(1, '1')).toBe('1 day');
    expect(termText(91, '')).toBe('91 days');
    expect(termText(3, 'months')).toBe('3 months');
  });

  it('amounts in pesos, or rupees when variant 2 says so (spec §9)', () => {
    const amount = 850000 as MinorUnits;
    expect(confirmMoney(amount, { rupee: false })).toBe('₱8.500,00');
    expect(confirmMoney(amount, { rupee: true })).toBe('₹8.500,00');
  });

  it('dates as YYYY-MM-DD in market time, unreadable text as sent', () => {
    expect(dateText('2025-06-11 10:00:00')).toBe('2025-06-11');
    // 2025-06-10 23:30 UTC is 2025-06-11 in Manila.
    expect(dateText(String(Date.UTC(2025, 5, 10, 23, 30)))).toBe('2025-06-11');
    expect(dateText('next Monday')).toBe('next Monday');
  });

  it("Next's text: NewButtonMsg, else 'Next'", () => {
    expect(buttonText({ buttonText: 'Borrow now' })).toBe('Borrow now');
    expect(buttonText({ buttonText: '' })).toBe('Next');
  });
});

describe('popups and back (spec §4)', () => {
  it('opens the agreement popup when popAgreementUrl is non-empty', () => {
    expect(opensAgreementPopup({ popAgreementUrl: 'https://x.example/a' })).toBe(true);
    expect(opensAgreementPopup({ popAgreementUrl: '' })).toBe(false);
  });

  it('embeds only what the policy trusts; another https host is a link; the rest nothing', () => {
    const own = agreementContent(`${window.location.origin}/loanAgreement`);
    expect(own.kind).toBe('frame');
    expect(own.kind === 'frame' && new URL(own.url).searchParams.get('sessionId')).toBe('s-1');
    expect(agreementContent('https://other.example/terms')).toEqual({
      kind: 'link',
      url: 'https://other.example/terms',
    });
    for (const refused of ['javascript:alert(1)', 'http://other.example/terms', '/terms', '']) {
      expect(agreementContent(refused)).toEqual({ kind: 'none' });
    }
  });

  it("back asks 'Point out' when isPopType is 1, else closes", () => {
    expect(backAction({ asksRetention: true })).toBe('retention');
    expect(backAction({ asksRetention: false })).toBe('close');
  });
});

describe('lendDetailsTarget (spec §7: lendDetailsUrl + query + from=confirm)', () => {
  const pageQuery = { productId: '1001', ...session, mock: 'slow' };

  it('on a trusted origin: the page query (the address keeps its own values) and from=confirm', () => {
    const target = lendDetailsTarget(
      `${window.location.origin}/orderDetail?orderId=PA1&productId=2002`,
      pageQuery,
    );
    const url = new URL(target ?? '');
    expect(url.pathname).toBe('/orderDetail');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderId: 'PA1',
      productId: '2002',
      sessionId: 's-1',
      userId: 'u-7',
      mock: 'slow',
      from: 'confirm',
    });
  });

  it('on another https host: from=confirm only, the session stays here', () => {
    expect(lendDetailsTarget('https://loans.example/detail?id=1', pageQuery)).toBe(
      'https://loans.example/detail?id=1&from=confirm',
    );
  });

  it('a deep link as sent; a refused address gives nothing', () => {
    expect(lendDetailsTarget('pesoagad://order?id=1', pageQuery)).toBe('pesoagad://order?id=1');
    for (const refused of ['javascript:alert(1)', 'http://evil.example/x', '', 'orderDetail']) {
      expect(lendDetailsTarget(refused, pageQuery)).toBeUndefined();
    }
  });
});

describe('detailRows', () => {
  const details = { items: [{ text: 'Service fee', value: '₱500,00' }], total: 1 };

  it("starts with 'Loan Term', then 'Interest Rate' and the repayment date when there are any", () => {
    expect(
      detailRows({ pRateDsc: '0.05% per day', repaymentDate: '2026-12-01', details }, '91 days'),
    ).toEqual([
      { text: 'Loan Term', value: '91 days' },
      { text: 'Interest Rate', value: '0.05%\u00a0per\u00a0day' },
      { text: 'Due date', value: '2026-12-01' },
      { text: 'Service fee', value: '₱500,00' },
    ]);
  });

  it('spells out the period of a rate the server leaves without one, as every page does', () => {
    const [, rate] = detailRows({ pRateDsc: '0.05%', repaymentDate: '', details }, '91 days');
    expect(rate).toEqual({ text: 'Interest Rate', value: '0.05%\u00a0per\u00a0day' });
    const [, monthly] = detailRows({ pRateDsc: '3%/mo', repaymentDate: '', details }, '91 days');
    expect(monthly?.value).toBe('3%/mo');
  });

  it('leaves out an interest rate and a date the answer does not have', () => {
    expect(detailRows({ pRateDsc: '', repaymentDate: '', details }, '91 days')).toEqual([
      { text: 'Loan Term', value: '91 days' },
      { text: 'Service fee', value: '₱500,00' },
    ]);
  });
});
