// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cardLabel,
  codeError,
  codeLengthMessage,
  minCodeLength,
  selectCardMessage,
  smsCountdownSeconds,
} from './legacyRepayRules.ts';

describe('legacy repayment rules (spec §5, §9)', () => {
  it('counts 60 s and wants a code of at least 6 characters', () => {
    expect(smsCountdownSeconds).toBe(60);
    expect(minCodeLength).toBe(6);
  });

  it.each([
    ['', codeLengthMessage],
    ['12345', codeLengthMessage],
    ['  12345  ', codeLengthMessage],
    ['123456', undefined],
    ['1234567', undefined],
    ['ab12cd', undefined],
  ])('code %j -> %j', (code, message) => {
    expect(codeError(code)).toBe(message);
  });

  it('says the spec texts', () => {
    expect(codeLengthMessage).toBe('please enter the correct verification code');
    expect(selectCardMessage).toBe('please select the payment bank card first');
  });

  it('shows a card by its bank and last four digits, and says so to a screen reader', () => {
    expect(cardLabel({ bankName: 'BPI', cardNo: '6222021234567890' })).toEqual({
      bank: 'BPI',
      number: '**** 7890',
      spoken: 'BPI, card ending 7890',
    });
    expect(cardLabel({ bankName: ' ', cardNo: '' })).toEqual({
      bank: 'Bank card',
      number: '',
      spoken: 'Bank card',
    });
  });
});
