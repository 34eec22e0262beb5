import { beforeEach, describe, expect, it } from 'vitest';
import {
  awaitsCode,
  type LegacyRepaymentWays,
  onlineCashierId,
  paymentOf,
} from '../../shared/api/legacyRepayment.ts';
import type { MinorUnits } from '../../shared/api/parse.ts';
import { legacyRepaymentStore } from './legacyRepayment.ts';
import { storedState } from '../../shared/stores/persistedStore.ts';

const ways = (overrides: Partial<LegacyRepaymentWays> = {}): LegacyRepaymentWays => ({
  bankCards: [
    { id: '1', bankName: 'BDO Unibank', cardNo: '**** 4821', bankCode: 'BDO' },
    { id: '2', bankName: 'BPI', cardNo: '**** 3390', bankCode: 'BPI' },
  ],
  repayToken: 'rt-1',
  offersOnlineCashier: true,
  amount: 452050 as MinorUnits,
  couponId: '',
  orderId: 'PA1',
  ...overrides,
});

const state = () => legacyRepaymentStore.getState();

beforeEach(() => {
  window.history.replaceState(null, '', '/legacyRepay.html?sessionId=s-1&orderId=PA1');
  legacyRepaymentStore.setState(legacyRepaymentStore.getInitialState(), true);
  sessionStorage.clear();
});

describe('legacy repayment store (spec §3)', () => {
  it('holds the cards and the payment, with no card preselected', () => {
    state().setRepaymentWays(ways());
    expect(state()).toMatchObject({
      repayToken: 'rt-1',
      offersOnlineCashier: true,
      amount: 452050,
      orderId: 'PA1',
    });
    expect(state().bankCards.map((card) => card.id)).toEqual(['1', '2']);
    expect(state().selectedCardId).toBeUndefined();
    expect(paymentOf(state())).toEqual({
      repayToken: 'rt-1',
      amount: 452050,
      couponId: '',
      orderId: 'PA1',
    });
  });

  it('keeps the commit waiting for its code across a reload of the same order', () => {
    state().setRepaymentWays(ways());
    state().selectCard('2');
    state().setCommit({ needsCode: true, repayRecordId: 'RR5' }, '2');
    expect(awaitsCode(state())).toBe(true);
    expect(storedState(legacyRepaymentStore)).toMatchObject({
      repayRecordId: 'RR5',
      needsCode: true,
      committedCardId: '2',
      selectedCardId: '2',
    });

    // The reloaded page answers repayment-way again, with a new token.
    state().setRepaymentWays(ways({ repayToken: 'rt-2' }));
    expect(state()).toMatchObject({
      repayToken: 'rt-2',
      repayRecordId: 'RR5',
      selectedCardId: '2',
    });
  });

  it('keeps no repayToken and no whole card number in storage', () => {
    state().setRepaymentWays(
      ways({
        bankCards: [
          { id: '1', bankName: 'BDO Unibank', cardNo: '6222021234564821', bankCode: 'BDO' },
        ],
      }),
    );
    state().selectCard('1');
    const stored = JSON.stringify(storedState(legacyRepaymentStore));
    expect(stored).toContain('**** 4821');
    expect(stored).not.toContain('6222021234564821');
    expect(stored).not.toContain('rt-1');
    expect(sessionStorage.getItem('legacyRepayment')).not.toContain('rt-1');
    // The page itself still has both, from the answer, for this visit.
    expect(state().repayToken).toBe('rt-1');
    expect(state().bankCards[0]?.cardNo).toBe('6222021234564821');
  });

  it('drops the commit and the pick for another order, or a card no longer offered', () => {
    state().setRepaymentWays(ways());
    state().selectCard('2');
    state().setCommit({ needsCode: true, repayRecordId: 'RR5' }, '2');
    state().setRepaymentWays(ways({ orderId: 'PA2' }));
    expect(awaitsCode(state())).toBe(false);
    expect(state().selectedCardId).toBeUndefined();

    state().selectCard('2');
    state().setCommit({ needsCode: true, repayRecordId: 'RR6' }, '2');
    state().setRepaymentWays(ways({ orderId: 'PA2', bankCards: ways().bankCards.slice(0, 1) }));
    expect(state()).toMatchObject({ repayRecordId: '', selectedCardId: undefined });
  });

  it('keeps the online cashier picked only while it is offered', () => {
    state().setRepaymentWays(ways());
    state().selectCard(onlineCashierId);
    state().setRepaymentWays(ways());
    expect(state().selectedCardId).toBe(onlineCashierId);
    state().setRepaymentWays(ways({ offersOnlineCashier: false }));
    expect(state().selectedCardId).toBeUndefined();
  });

  it('awaits a code only when one is needed and there is a record; clearCommit ends the wait', () => {
    expect(awaitsCode({ repayRecordId: 'RR5', needsCode: false })).toBe(false);
    expect(awaitsCode({ repayRecordId: '', needsCode: true })).toBe(false);
    state().setCommit({ needsCode: true, repayRecordId: 'RR5' }, '1');
    state().clearCommit();
    expect(state()).toMatchObject({ repayRecordId: '', needsCode: false, committedCardId: '' });
  });
});
