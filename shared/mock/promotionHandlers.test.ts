// The error codes of promotion registration and legacy repayment (promotionHandlers.ts,
// legacyHandlers.ts, spec §7 'Promotion' and 'Legacy repayment store', §8 codes).
import { describe, expect, it } from 'vitest';
import { cardsWithoutSms } from './legacyFixtures.ts';
import { legacyTriggers } from './legacyHandlers.ts';
import { promotionTriggers } from './promotionHandlers.ts';
import { envelope } from './testing.ts';

describe('promotion and legacy error codes', () => {
  const sms = (params: Record<string, string>) =>
    envelope('promotionSms', { params: { sid: 's1', capcode: 'K7PX', ...params } });
  const register = (params: Record<string, string>) =>
    envelope('promotionRegister', {
      params: { sid: 's1', capcode: 'K7PX', smsCode: '123456', ...params },
    });
  const [registered] = promotionTriggers.registeredPhones;

  it('get-sms: 101 for the wrong captcha, 11 for a registered number, 0 otherwise', async () => {
    const wrong = await sms({ phone: '09171234567', capcode: promotionTriggers.wrongCaptcha });
    expect(wrong.code).toBe('101');
    expect(wrong.message).not.toBe('');
    expect((await sms({ phone: registered })).code).toBe('11');
    expect((await sms({ phone: '0917 123 4567' })).code).toBe('0');
  });

  it('register: -1 for the wrong captcha, 11 for a registered number, 12 for a wrong SMS code', async () => {
    expect((await register({ phone: '09171234567', capcode: '0000' })).code).toBe('-1');
    expect((await register({ phone: registered })).code).toBe('11');
    expect((await register({ phone: '09171234567', smsCode: '000000' })).code).toBe('12');
    expect((await register({ phone: '09171234567' })).code).toBe('0');
  });

  it('legacy repayment-confirm: 800006 and 800005 by verification code', async () => {
    const confirm = (code: string) =>
      envelope('legacyRepaymentConfirm', { params: { repayRecordId: 'RR1', code } });
    expect((await confirm(legacyTriggers.wrongCode)).code).toBe('800006');
    expect((await confirm(legacyTriggers.duplicateRequest)).code).toBe('800005');
    expect((await confirm('123456')).code).toBe('00');
  });

  it('product jump refuses a disabled product with a message in data', async () => {
    const body = await envelope('productJump', { params: { id: '1005' } });
    expect(body.code).toBe('01');
    expect(body.data.message).toBe(body.message);
  });
});

describe('legacy repayment', () => {
  const commit = (params: Record<string, string>) =>
    envelope('legacyRepaymentCommit', {
      params: { repayToken: 'rt-1', orderId: 'PA1', ...params },
    });

  it('offers the cards and the online cashier; the empty scenario offers neither', async () => {
    const ways = (await envelope('legacyRepaymentWay', { params: { orderId: 'PA9' } })).data;
    expect(ways).toMatchObject({ alipay: 1, orderId: 'PA9', repayToken: expect.any(String) });
    expect(ways.bankCards.length).toBeGreaterThan(1);
    const empty = (await envelope('legacyRepaymentWay', { mock: 'empty' })).data;
    expect(empty).toMatchObject({ bankCards: [], alipay: 0 });
  });

  it('repayment-commit: an SMS step for most cards, none for the direct debit card', async () => {
    expect((await commit({ cardId: '1', sendMsg: '0' })).data).toMatchObject({ needValid: 1 });
    const direct = String(cardsWithoutSms[0]);
    expect((await commit({ cardId: direct, sendMsg: '0' })).data).toMatchObject({ needValid: 0 });
  });

  it('repayment-commit refuses an unknown card, a missing sendMsg and a resend without its record', async () => {
    expect((await commit({ cardId: '99', sendMsg: '0' })).code).toBe('01');
    expect((await commit({ cardId: '1' })).code).toBe('01');
    expect((await commit({ cardId: '1', sendMsg: '1' })).code).toBe('01');
    expect((await commit({ cardId: '1', sendMsg: '1', repayRecordId: 'RR1' })).code).toBe('00');
  });
});
