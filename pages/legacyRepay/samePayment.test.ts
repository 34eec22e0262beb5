import { describe, expect, it, vi } from 'vitest';
import { answer, record } from '../../tests/setup/apiHarness.ts';
import { samePayment } from './samePayment.ts';

const payment = { repayToken: 'rt-1', amount: 452050, couponId: '', orderId: 'PA1' };
const ways = {
  bankCards: [],
  repayToken: 'rt-1',
  offersOnlineCashier: false,
  amount: 452050,
  orderId: 'PA1',
};

describe('samePayment', () => {
  it('asks repayment-way for the order: the same token and amount go on', async () => {
    const calls = record('legacyRepaymentWay');
    answer('legacyRepaymentWay', { code: '00', data: ways });
    const reload = vi.fn();
    expect(await samePayment(payment, reload)).toBe('same');
    expect(calls[0]?.body).toEqual({ orderId: 'PA1' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a payment that changed (paid, or a new token) loads the page afresh', async () => {
    answer('legacyRepaymentWay', { code: '00', data: { ...ways, repayToken: 'rt-2' } });
    const reload = vi.fn();
    expect(await samePayment(payment, reload)).toBe('changed');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('no answer: nothing goes on', async () => {
    answer('legacyRepaymentWay', 'network-error');
    const reload = vi.fn();
    expect(await samePayment(payment, reload)).toBe('failed');
    expect(reload).not.toHaveBeenCalled();
  });
});
