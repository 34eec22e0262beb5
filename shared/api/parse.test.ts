import { describe, expect, it } from 'vitest';
import { asArray, asList, asNumber, asRecord, asText, asTextList } from './parse.ts';

describe('response readers', () => {
  it('reads records and arrays only from the right shapes', () => {
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
    expect(asRecord(null)).toEqual({});
    expect(asRecord([1])).toEqual({});
    expect(asRecord('oops')).toEqual({});
    expect(asArray([1, 2])).toEqual([1, 2]);
    expect(asArray({ 0: 1 })).toEqual([]);
    expect(asArray(undefined)).toEqual([]);
  });

  it('reads text from strings and finite numbers', () => {
    expect(asText('Repayment')).toBe('Repayment');
    expect(asText(174)).toBe('174');
    expect(asText(Number.NaN, '-')).toBe('-');
    expect(asText(null)).toBe('');
    expect(asText({ text: 'x' })).toBe('');
  });

  it('reads numbers from numbers and numeric text', () => {
    expect(asNumber(174)).toBe(174);
    expect(asNumber('180')).toBe(180);
    expect(asNumber(' 21 ')).toBe(21);
    expect(asNumber('')).toBe(0);
    expect(asNumber('abc', -1)).toBe(-1);
    expect(asNumber(Number.POSITIVE_INFINITY)).toBe(0);
    expect(asNumber(undefined, 7)).toBe(7);
  });

  it('reads lists item by item and drops what is not a record', () => {
    const rows = asList(
      [{ text: 'Amount', value: 500000 }, null, 'x', { text: 'Term' }],
      (item) => ({
        text: asText(item.text),
        value: asText(item.value),
      }),
    );
    expect(rows).toEqual([
      { text: 'Amount', value: '500000' },
      { text: 'Term', value: '' },
    ]);
    expect(asList('oops', () => 1)).toEqual([]);
    expect(asTextList(['new', 3, 'hot'])).toEqual(['new', 'hot']);
  });
});
