import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type LoanDetail, parseLoanDetail } from '../../shared/api/loanDetails.ts';
import {
  bindCardTarget,
  buttonArea,
  dialogsOnArrival,
  isUnreadable,
  opensBankCardPrompt,
  opensKindTips,
  opensRating,
  orderHero,
  ratingOutcome,
  redirectTarget,
  remindsWithdraw,
  repayTarget,
  rolloverTarget,
  showsRecommendedList,
  withdrawTarget,
} from './orderDetailRules.ts';
import { commonQuery, session } from '../../tests/pages/orderDetailPage.tsx';

// A deployment that trusts its confirmation and payment sites (besides the page's own origin).
vi.mock('../../shared/config/appConfig.ts', async () => {
  const { createConfig } = await import('../../shared/config/readConfig.ts');
  return {
    appConfig: createConfig({
      VITE_TRUSTED_ORIGINS: 'https://h5.example.ph,https://pay.example.ph',
    }),
  };
});

const ids = { productId: '1001', orderId: '9001' };

/** Addresses the policy never opens in the web view (urlPolicy.test.ts has the full table). */
const notOpened = [
  '',
  '   ',
  'javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,hi',
  'confirm.html',
  '//evil.example/confirm',
  'ftp://h5.example.ph/x',
  'http://other.example/confirm',
  'https://user:pass@h5.example.ph/confirm',
  'pesoagad://product/1',
  'not a url',
];

beforeEach(() => {
  window.history.replaceState(null, '', `/orderDetail.html?productId=1001&orderId=9001&${session}`);
});

function detail(fields: Record<string, unknown> = {}): LoanDetail {
  return parseLoanDetail({ orderStatus: 174, productName: 'PesoAgad Flex', ...fields });
}

const query = (address: string) => Object.fromEntries(new URL(address).searchParams);

describe('buttonArea and the recommended list', () => {
  it.each([174, 180])(
    'status %i with isDelay 1: REPAY and Rollover Repayment, with the hint',
    (s) => {
      expect(buttonArea(s, true)).toEqual({
        buttons: [
          { action: 'repay', label: 'REPAY' },
          { action: 'rollover', label: 'Rollover Repayment' },
        ],
        hint: 'Short of money?',
      });
    },
  );

  it.each([
    [174, 0],
    [180, 0],
    [174, 2],
    [180, -1],
  ])('status %i with isDelay %i: a single Repayment', (s, isDelay) => {
    expect(buttonArea(s, isDelay === 1)).toEqual({
      buttons: [{ action: 'repay', label: 'Repayment' }],
    });
  });

  it.each([0, 1])('status 170 (isDelay %i): Repayment, never rollover', (isDelay) => {
    expect(buttonArea(170, isDelay === 1)).toEqual({
      buttons: [{ action: 'repay', label: 'Repayment' }],
    });
  });

  it.each([0, 1])('status 200 (isDelay %i): Borrow Again', (isDelay) => {
    expect(buttonArea(200, isDelay === 1)).toEqual({
      buttons: [{ action: 'borrowAgain', label: 'Borrow Again' }],
    });
  });

  it.each([0, 21, 110, 151, 99, 171, 199, 201])('status %i: no buttons', (s) => {
    expect(buttonArea(s, true)).toEqual({ buttons: [] });
    expect(buttonArea(s, false)).toEqual({ buttons: [] });
  });

  it.each([170, 174, 180, 200])('status %i hides the list and shows the button area', (s) => {
    expect(showsRecommendedList(s)).toBe(false);
  });

  it.each([0, 21, 110, 151, 99])('status %i shows the list and no button area', (s) => {
    expect(showsRecommendedList(s)).toBe(true);
  });

  // The list always carries 'Click to view more products', which goes home.
  it.each([0, 21, 110, 151, 170, 171, 174, 180, 199, 200, 201])(
    'status %i is no dead end: a button, or the list with its way home',
    (s) => {
      for (const isDelay of [0, 1]) {
        expect(buttonArea(s, isDelay === 1).buttons.length > 0 || showsRecommendedList(s)).toBe(
          true,
        );
      }
    },
  );
});

describe('redirectTarget', () => {
  it('status 21 never redirects, whatever playeduL says', () => {
    expect(
      redirectTarget({ orderStatus: 21, confirmationAddress: 'https://h5.example.ph/confirm' }),
    ).toBe(undefined);
  });

  it.each([170, 174, 200, 99, 0])('status %i goes to playeduL with the common parameters', (s) => {
    const target = redirectTarget({
      orderStatus: s,
      confirmationAddress: 'https://h5.example.ph/confirm?x=1',
    });
    expect(target).toBeDefined();
    const url = new URL(target as string);
    expect(url.origin + url.pathname).toBe('https://h5.example.ph/confirm');
    expect(query(url.href)).toEqual({ x: '1', ...commonQuery });
  });

  it('keeps a value playeduL already carries', () => {
    const target = redirectTarget({
      orderStatus: 170,
      confirmationAddress: 'https://h5.example.ph/confirm?sessionId=from-server',
    });
    expect(query(target as string).sessionId).toBe('from-server');
  });

  it('goes to another https host without the session', () => {
    expect(
      redirectTarget({
        orderStatus: 170,
        confirmationAddress: 'https://other.example/confirm?x=1',
      }),
    ).toBe('https://other.example/confirm?x=1');
    expect(
      redirectTarget({
        orderStatus: 170,
        confirmationAddress: 'https://h5.example.ph.evil.example/c',
      }),
    ).toBe('https://h5.example.ph.evil.example/c');
  });

  it.each(notOpened)('stays when playeduL is %j', (playeduL) => {
    expect(redirectTarget({ orderStatus: 170, confirmationAddress: playeduL })).toBeUndefined();
  });
});

describe('navigation targets', () => {
  it('repay goes to a trusted h5Url with the common parameters', () => {
    const target = repayTarget({ repayAddress: 'https://pay.example.ph/ph?ref=7' }, ids);
    expect(target.startsWith('https://pay.example.ph/ph?')).toBe(true);
    expect(query(target)).toEqual({ ref: '7', ...commonQuery });
  });

  it('repay goes to an h5Url on another https host without the session', () => {
    expect(repayTarget({ repayAddress: 'https://gateway.example/pay?ref=7' }, ids)).toBe(
      'https://gateway.example/pay?ref=7',
    );
  });

  it.each(notOpened)(
    'repay goes to repay.html with productId, orderId and the common parameters (h5Url %j)',
    (h5Url) => {
      const target = new URL(repayTarget({ repayAddress: h5Url }, ids));
      expect(target.origin).toBe(window.location.origin);
      expect(target.pathname).toBe('/repay.html');
      expect(query(target.href)).toEqual({ ...ids, ...commonQuery });
    },
  );

  it('rollover goes to repayDelay.html with productId, orderId and the common parameters', () => {
    const target = new URL(rolloverTarget(ids));
    expect(target.pathname).toBe('/repayDelay.html');
    expect(query(target.href)).toEqual({ ...ids, ...commonQuery });
  });

  it('bank binding goes to bindCard.html with source=loanDetail', () => {
    const target = new URL(bindCardTarget(ids));
    expect(target.pathname).toBe('/bindCard.html');
    expect(query(target.href)).toEqual({ source: 'loanDetail', ...ids, ...commonQuery });
  });

  it('Withdraw Now goes to playeduL with the common parameters, keeping its own query', () => {
    const target = withdrawTarget({ confirmationAddress: 'https://h5.example.ph/confirm?loan=7' });
    expect(target).toBeDefined();
    const url = new URL(target as string);
    expect(url.origin + url.pathname).toBe('https://h5.example.ph/confirm');
    expect(query(url.href)).toEqual({ loan: '7', ...commonQuery });
  });

  it.each(notOpened)('Withdraw Now has nowhere to go when playeduL is %j', (playeduL) => {
    expect(withdrawTarget({ confirmationAddress: playeduL })).toBeUndefined();
  });
});

describe('withdraw reminder', () => {
  it('reminds for status 21 with an http(s) playeduL', () => {
    expect(
      remindsWithdraw({ orderStatus: 21, confirmationAddress: 'https://h5.example.ph/confirm' }),
    ).toBe(true);
    const ownPage = ` ${window.location.origin}/confirm `;
    expect(remindsWithdraw({ orderStatus: 21, confirmationAddress: ownPage })).toBe(true);
  });

  it.each(notOpened)('does not remind for status 21 when playeduL is %j', (playeduL) => {
    expect(remindsWithdraw({ orderStatus: 21, confirmationAddress: playeduL })).toBe(false);
  });

  it.each([0, 20, 22, 110, 151, 170, 174, 180, 200, 99])(
    'does not remind for status %i, even with an http(s) playeduL',
    (orderStatus) => {
      expect(
        remindsWithdraw({ orderStatus, confirmationAddress: 'https://h5.example.ph/confirm' }),
      ).toBe(false);
    },
  );

  it('reads the parsed answer: a status-21 order with a confirmation address reminds', () => {
    expect(remindsWithdraw(detail({ orderStatus: 21, playeduL: 'https://h5.example.ph/c' }))).toBe(
      true,
    );
    expect(remindsWithdraw(detail({ orderStatus: 21 }))).toBe(false);
  });
});

describe('dialogs on arrival', () => {
  it('Kind tips opens with KindTipsMsg while showBankTip is not set', () => {
    expect(opensKindTips(detail({ KindTipsMsg: 'Pay only in the app.' }), false)).toBe(true);
    expect(opensKindTips(detail({ KindTipsMsg: 'Pay only in the app.' }), true)).toBe(false);
    expect(opensKindTips(detail(), false)).toBe(false);
    expect(opensKindTips(detail({ KindTipsMsg: ' ' }), false)).toBe(false);
  });

  it('the rating opens only when isScore is 1', () => {
    expect(opensRating(detail({ isScore: 1 }))).toBe(true);
    expect(opensRating(detail({ isScore: '1' }))).toBe(true);
    expect(opensRating(detail({ isScore: 0 }))).toBe(false);
    expect(opensRating(detail({ isScore: 2 }))).toBe(false);
    expect(opensRating(detail())).toBe(false);
  });

  it('the bank-card prompt opens only when cardNeedPop is 1', () => {
    expect(opensBankCardPrompt(detail({ cardNeedPop: 1 }))).toBe(true);
    expect(opensBankCardPrompt(detail({ cardNeedPop: 0 }))).toBe(false);
    expect(opensBankCardPrompt(detail())).toBe(false);
  });

  it('queues them one at a time: Kind tips, then the bank card, then the rating', () => {
    const all = detail({ KindTipsMsg: 'Tips', cardNeedPop: 1, isScore: 1 });
    expect(dialogsOnArrival(all, false)).toEqual(['kindTips', 'bankCard', 'rating']);
    expect(dialogsOnArrival(all, true)).toEqual(['bankCard', 'rating']);
    expect(dialogsOnArrival(detail(), false)).toEqual([]);
  });
});

describe('ratingOutcome', () => {
  it.each([
    [1, 'resultDialog'],
    [2, 'resultDialog'],
    [3, 'resultDialog'],
    [4, 'appStoreRating'],
    [5, 'appStoreRating'],
  ])('%i stars: %s', (stars, outcome) => {
    expect(ratingOutcome(stars)).toBe(outcome);
  });
});

describe('isUnreadable', () => {
  it('an answer without status, product or rows is unreadable', () => {
    expect(isUnreadable(parseLoanDetail({ orderStatus: 'due', noticeStatusText: 404 }))).toBe(true);
    expect(isUnreadable(parseLoanDetail('oops'))).toBe(true);
  });

  it('an answer with a status, a product or a row is an order', () => {
    expect(isUnreadable(parseLoanDetail({ orderStatus: 21 }))).toBe(false);
    expect(isUnreadable(parseLoanDetail({ productName: 'PesoAgad Flex' }))).toBe(false);
    expect(
      isUnreadable(parseLoanDetail({ userOrderDetail: { detail: [{ text: 'a', value: 'b' }] } })),
    ).toBe(false);
  });
});

describe('orderHero', () => {
  const row = (text: string, value: string) => ({ text, value });

  it('lifts the amount due and its date out of the rows, the others kept in order', () => {
    const rows = [
      row('Order number', 'PA1'),
      row('Due date (1/2)', '2026-03-03'),
      row('Amount due', '₱5.440,00'),
      row('Late penalty', '₱1.000,00'),
    ];
    expect(orderHero(rows)).toEqual({
      amount: row('Amount due', '₱5.440,00'),
      date: row('Due date (1/2)', '2026-03-03'),
      otherRows: [row('Order number', 'PA1'), row('Late penalty', '₱1.000,00')],
    });
  });

  it('without an amount due lifts no due date', () => {
    const rows = [row('Order number', 'PA1'), row('Due date', '2026-03-03')];
    expect(orderHero(rows)).toEqual({ otherRows: rows });
  });

  it('a closed loan: the amount paid and the closing date, either alone', () => {
    const loanAmount = row('Loan amount', '₱8.500,00');
    const repaidOn = row('Repaid on', '2026-02-27');
    const rows = [loanAmount, row('Amount paid', '₱9.010,00'), repaidOn];
    expect(orderHero(rows)).toEqual({
      amount: row('Amount paid', '₱9.010,00'),
      date: row('Repaid on', '2026-02-27'),
      otherRows: [row('Loan amount', '₱8.500,00')],
    });
    expect(orderHero([loanAmount, repaidOn])).toEqual({
      date: row('Repaid on', '2026-02-27'),
      otherRows: [row('Loan amount', '₱8.500,00')],
    });
  });

  it('lifts a row by what its value is, never by its place or its label alone', () => {
    // A due date sent first stays a date; an amount whose value is no money is not lifted.
    const rows = [row('Due date', '2026-03-03'), row('Amount due', 'see your bank')];
    expect(orderHero(rows)).toEqual({ otherRows: rows });
    const dateFirst = [row('Due date', '2026-03-03'), row('Amount due', '₱4.505,00')];
    expect(orderHero(dateFirst)).toMatchObject({
      amount: row('Amount due', '₱4.505,00'),
      date: row('Due date', '2026-03-03'),
    });
    // A date row whose value is a count is not the date.
    expect(orderHero([row('Amount due', '₱4.505,00'), row('Due date', '3')]).date).toBeUndefined();
  });

  it('keeps every row, zero values included', () => {
    const rows = [row('Amount due', '₱0,00'), row('Late interest', '₱0,00')];
    const hero = orderHero(rows);
    expect([hero.amount, hero.date, ...hero.otherRows].filter(Boolean)).toHaveLength(2);
  });
});
