import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { toastStore } from '../notify/toastStore.ts';
import { UnreadableAmountError } from './parse.ts';
import {
  commitRepayment,
  confirmRepayment,
  legacyFailureMessage,
  loadRepaymentWays,
  onlineRepayment,
  parseRepaymentWays,
} from './legacyRepayment.ts';
import { unknownOutcomeMessages } from './result.ts';

const payment = { repayToken: 'rt-1', amount: 452050, couponId: 'C7', orderId: 'PA1' };

beforeEach(() => window.history.replaceState(null, '', '/legacyRepay.html?sessionId=s-1'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('legacy repayment calls (spec §7, contract §2)', () => {
  it('repayment-way sends the orderId and reads the cards, token, alipay, amount, coupon and order', async () => {
    const calls = record('legacyRepaymentWay');
    answer('legacyRepaymentWay', {
      data: {
        bankCards: [
          { id: 7, bankName: 'BPI', cardNo: '6222021234567890', bankCode: 'BPI' },
          { bankName: 'no id' },
          'oops',
        ],
        repayToken: 'rt-9',
        alipay: '1',
        amount: '452050',
        couponId: null,
        orderId: 'PA1',
      },
    });

    const result = await loadRepaymentWays({ orderId: 'PA1' });

    expect(calls.map((call) => [call.body, call.query.sessionId])).toEqual([
      [{ orderId: 'PA1' }, 's-1'],
    ]);
    expect(result.success && result.data).toEqual({
      bankCards: [{ id: '7', bankName: 'BPI', cardNo: '6222021234567890', bankCode: 'BPI' }],
      repayToken: 'rt-9',
      offersOnlineCashier: true,
      amount: 452050,
      couponId: '',
      orderId: 'PA1',
    });
  });

  it('repayment-commit sends the payment, the card and sendMsg 0 to pay', async () => {
    const calls = record('legacyRepaymentCommit');
    answer('legacyRepaymentCommit', { data: { needValid: '1', repayRecordId: 'RR5' } });

    const result = await commitRepayment({ ...payment, cardId: '2', sendMsg: 0 }, 'key-pay');

    expect(calls[0]?.headers['idempotency-key']).toBe('key-pay');
    expect(calls.map((call) => call.body)).toEqual([
      {
        repayToken: 'rt-1',
        cardId: '2',
        amount: '452050',
        couponId: 'C7',
        orderId: 'PA1',
        sendMsg: '0',
      },
    ]);
    expect(result.success && result.data).toEqual({ needsCode: true, repayRecordId: 'RR5' });
  });

  it('repayment-commit asks for the code again with sendMsg 1 and the record it belongs to', async () => {
    const calls = record('legacyRepaymentCommit');

    await commitRepayment({ ...payment, cardId: '2', sendMsg: 1, repayRecordId: 'RR5' }, 'key-1');

    expect(calls[0]?.body).toMatchObject({ cardId: '2', sendMsg: '1', repayRecordId: 'RR5' });
  });

  it('repayment-confirm sends the record, the code, the token and the order', async () => {
    const calls = record('legacyRepaymentConfirm');

    const result = await confirmRepayment(
      { repayToken: 'rt-1', repayRecordId: 'RR5', code: '123456', orderId: 'PA1' },
      'key-confirm',
    );

    expect(result.success).toBe(true);
    expect(calls[0]?.headers['idempotency-key']).toBe('key-confirm');
    expect(calls.map((call) => call.body)).toEqual([
      { repayToken: 'rt-1', repayRecordId: 'RR5', code: '123456', orderId: 'PA1' },
    ]);
  });

  it('repayment-huichao sends the payment and reads the address to go to', async () => {
    const calls = record('legacyRepaymentRedirect');
    answer('legacyRepaymentRedirect', { data: { url: 'https://pay.example.ph/c/1' } });

    const result = await onlineRepayment(payment);

    expect(calls.map((call) => call.body)).toEqual([
      { repayToken: 'rt-1', amount: '452050', couponId: 'C7', orderId: 'PA1' },
    ]);
    expect(result.success && result.data).toEqual({ url: 'https://pay.example.ph/c/1' });
  });

  it("succeeds on '00' only, and the calls toast nothing themselves (the page says it)", async () => {
    answer('legacyRepaymentConfirm', { code: 0, message: 'ok?' });
    const result = await confirmRepayment(
      { repayToken: 'rt-1', repayRecordId: 'RR5', code: '123456', orderId: 'PA1' },
      'key-1',
    );
    expect(result.success).toBe(false);
    expect(toastStore.getState().current).toBeUndefined();
  });

  it("a network failure of repayment-way reads 'error' (spec §8)", async () => {
    answer('legacyRepaymentWay', 'network-error');
    const result = await loadRepaymentWays({ orderId: 'PA1' }, { silent: true });
    expect(result.success).toBe(false);
    expect(result.message).toBe('error');
  });

  it('a payment whose answer was lost says nobody knows yet whether it went through', async () => {
    answer('legacyRepaymentCommit', 'network-error');
    const result = await commitRepayment({ ...payment, cardId: '2', sendMsg: 0 }, 'key-1');
    expect(result.success).toBe(false);
    expect(result.message).toBe(unknownOutcomeMessages.payment);
  });
});

describe('legacyFailureMessage (spec §8 legacy codes)', () => {
  it.each([
    [{ code: '800006', message: '验证码错误' }, 'wrong verification code'],
    [{ code: 800006, message: '' }, 'wrong verification code'],
    [{ code: '800005', message: '请勿重复提交' }, 'do not submit the payment request twice'],
    [{ code: '01', message: 'Card expired.' }, 'Card expired.'],
    [{ code: 'network', message: 'error' }, 'error'],
  ])('%j -> %j', (result, shown) => {
    expect(legacyFailureMessage(result)).toBe(shown);
  });
});

describe('parseRepaymentWays', () => {
  it('gives defaults for anything missing or of the wrong shape but the amount', () => {
    expect(parseRepaymentWays({ amount: 0 })).toEqual({
      bankCards: [],
      repayToken: '',
      offersOnlineCashier: false,
      amount: 0,
      couponId: '',
      orderId: '',
    });
    expect(parseRepaymentWays({ amount: '452050', bankCards: {}, alipay: 'yes' })).toMatchObject({
      amount: 452050,
      offersOnlineCashier: false,
    });
  });

  it.each([null, undefined, 'N/A', -452050, '-1', 1.5, '1e21', Number('9007199254740993')])(
    'refuses an amount of %j',
    (amount) => {
      expect(() => parseRepaymentWays({ repayToken: 'rt-1', amount })).toThrow(
        UnreadableAmountError,
      );
    },
  );
});
