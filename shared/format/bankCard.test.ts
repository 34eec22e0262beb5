// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bankCardDigits, formatBankCard, maskBankCard, maskNumbersIn } from './bankCard.ts';

describe('bankCardDigits', () => {
  it('keeps digits only', () => {
    expect(bankCardDigits('6222 0212-3456 7890')).toBe('6222021234567890');
    expect(bankCardDigits('ab12cd34')).toBe('1234');
    expect(bankCardDigits(12345678)).toBe('12345678');
    expect(bankCardDigits('')).toBe('');
    expect(bankCardDigits(null)).toBe('');
    expect(bankCardDigits(1.5e300)).toBe('');
  });
});

describe('formatBankCard', () => {
  it.each([
    ['6222021234567890', '6222 0212 3456 7890'],
    ['6222021234567890123', '6222 0212 3456 7890 123'],
    ['6222 0212 3456 7890', '6222 0212 3456 7890'],
    ['62220', '6222 0'],
    ['6222', '6222'],
    ['622', '622'],
    ['', ''],
  ])('shows %j as %j', (input, shown) => {
    expect(formatBankCard(input)).toBe(shown);
  });
});

describe('maskBankCard', () => {
  it.each([
    ['6222021234567890', '**** 7890'],
    ['**** **** 4821', '**** 4821'],
    ['6222 0212 3456 7890', '**** 7890'],
    ['123', '**** 123'],
    ['', ''],
    [null, ''],
  ])('%j -> %j: only the last four digits show', (input, shown) => {
    expect(maskBankCard(input)).toBe(shown);
  });
});

describe('maskNumbersIn', () => {
  it.each([
    ['BDO Unibank •••• 4821', 'BDO Unibank **** 4821'],
    ['BPI ●●●● ●●●● 3390', 'BPI **** 3390'],
    ['GCash *******4567', 'GCash **** 4567'],
    ['**** **** 4821', '**** 4821'],
    ['BDO Unibank **** 4821', 'BDO Unibank **** 4821'],
    ['₱8,500.00', '₱8,500.00'],
    ['2 x 60 days', '2 x 60 days'],
    ['Rate * 0.05 per day', 'Rate * 0.05 per day'],
  ])('%j -> %j', (input, shown) => {
    expect(maskNumbersIn(input)).toBe(shown);
  });
});
