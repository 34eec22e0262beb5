// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appConfig } from '../config/appConfig.ts';
import { withSettings } from '../../tests/setup/withSettings.ts';
import { currencySymbol, formatMoney } from './money.ts';

describe('formatMoney', () => {
  it.each([
    [123456, '₱1.234,56'],
    [0, '₱0,00'],
    [5, '₱0,05'],
    [99, '₱0,99'],
    [100, '₱1,00'],
    [100000, '₱1.000,00'],
    [100000000, '₱1.000.000,00'],
    [-1234, '-₱12,34'],
    [-5, '-₱0,05'],
  ])('shows %s minor units as %s', (minor, shown) => {
    expect(formatMoney(minor)).toBe(shown);
  });

  it('accepts numeric strings, exact at any length', () => {
    expect(formatMoney('123456')).toBe('₱1.234,56');
    expect(formatMoney(' 007 ')).toBe('₱0,07');
    expect(formatMoney('-1234')).toBe('-₱12,34');
    expect(formatMoney('+100')).toBe('₱1,00');
    expect(formatMoney('123456789012345678901')).toBe('₱1.234.567.890.123.456.789,01');
  });

  it('accepts bigints', () => {
    expect(formatMoney(123456n)).toBe('₱1.234,56');
    expect(formatMoney(-1234n)).toBe('-₱12,34');
  });

  it('rounds fractional minor units to the nearest integer, halves away from zero', () => {
    expect(formatMoney(123456.4)).toBe('₱1.234,56');
    expect(formatMoney(123456.5)).toBe('₱1.234,57');
    expect(formatMoney(-12.5)).toBe('-₱0,13');
    expect(formatMoney('99.6')).toBe('₱1,00');
    expect(formatMoney(-0.4)).toBe('₱0,00');
    expect(formatMoney(-0)).toBe('₱0,00');
  });

  it('does not suffer float error on cent values', () => {
    // 0.1 + 0.2 style error would show as ...,29 or ...,31 with float division.
    expect(formatMoney(30)).toBe('₱0,30');
    expect(formatMoney(1005)).toBe('₱10,05');
    expect(formatMoney(Number.MAX_SAFE_INTEGER)).toBe('₱90.071.992.547.409,91');
  });

  it.each([
    null,
    undefined,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '',
    '  ',
    'abc',
    '12a',
    '1e5',
    '1.234,56',
    {},
    [],
    true,
  ])('returns an empty string for %s', (value) => {
    expect(formatMoney(value)).toBe('');
  });

  it('uses the given symbol (the rupee for the V2 flag)', () => {
    expect(formatMoney(123456, { symbol: appConfig.rupeeSymbol })).toBe('₹1.234,56');
    expect(formatMoney(-1234, { symbol: '₹' })).toBe('-₹12,34');
    expect(formatMoney(500, { symbol: '' })).toBe('5,00');
  });
});

describe('currencySymbol', () => {
  it('is the peso unless the rupee is asked for (spec §9: the V2 flag isRupee equals 1)', () => {
    expect(currencySymbol()).toBe('₱');
    expect(currencySymbol({ rupee: false })).toBe('₱');
    expect(currencySymbol({ rupee: true })).toBe('₹');
    expect(formatMoney(850000, { symbol: currencySymbol({ rupee: true }) })).toBe('₹8.500,00');
  });
});

describe('the Philippine amount format (VITE_AMOUNT_FORMAT=1,234.56)', () => {
  withSettings({ VITE_AMOUNT_FORMAT: '1,234.56' });

  it('groups thousands with a comma and marks the decimals with a point', () => {
    expect(formatMoney(643125)).toBe('₱6,431.25');
    expect(formatMoney(100000000)).toBe('₱1,000,000.00');
    expect(formatMoney(5)).toBe('₱0.05');
    expect(formatMoney(-1234)).toBe('-₱12.34');
    expect(formatMoney(850000, { symbol: currencySymbol({ rupee: true }) })).toBe('₹8,500.00');
  });
});

describe('the spec amount format by default', () => {
  it('groups thousands with a dot and marks the decimals with a comma', () => {
    expect(formatMoney(643125)).toBe('₱6.431,25');
  });
});
