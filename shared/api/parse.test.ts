// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asAddress,
  asArray,
  asList,
  asName,
  asNumber,
  asRecord,
  asText,
  asTextList,
  minorUnitsOf,
  readList,
  readMinorUnits,
  readPositiveCount,
  UnreadableAmountError,
} from './parse.ts';

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

describe('bounds', () => {
  it('cuts texts to 2,000 characters and names to 200', () => {
    expect(asText('x'.repeat(5000))).toHaveLength(2000);
    expect(asText('short')).toBe('short');
    expect(asName('n'.repeat(5000))).toHaveLength(200);
    expect(asTextList(['t'.repeat(5000)])[0]).toHaveLength(2000);
  });

  it('keeps an address whole up to 100,000 characters (a picture sent inline)', () => {
    const picture = `data:image/png;base64,${'A'.repeat(20_000)}`;
    expect(asAddress(picture)).toBe(picture);
    expect(asAddress('a'.repeat(200_000))).toHaveLength(100_000);
  });

  it('reads at most 200 items of a list and counts them all', () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => ({ index }));
    const list = readList(rows, (row) => row.index);
    expect(list.items).toHaveLength(200);
    expect(list.items.at(-1)).toBe(199);
    expect(list.total).toBe(50_000);
    expect(asList(rows, (row) => row.index)).toHaveLength(200);
    expect(asTextList(Array.from({ length: 300 }, () => 'tag'))).toHaveLength(200);
  });

  it('counts only the items it keeps', () => {
    const list = readList([{ id: '' }, { id: 'a' }, 'x', { id: 'b' }], (item) => asText(item.id), {
      keep: (id) => id !== '',
    });
    expect(list).toEqual({ items: ['a', 'b'], total: 2 });
  });
});

describe('money (minor units)', () => {
  it.each([
    ['0', 0],
    [0, 0],
    [-0, 0],
    [450500, 450500],
    ['450500', 450500],
    [' 450500 ', 450500],
    ['007', 7],
    ['9007199254740991', 9007199254740991],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])('reads %j as %d', (value, minor) => {
    expect(readMinorUnits(value, 'amount')).toBe(minor);
    expect(Object.is(readMinorUnits(value, 'amount'), -0)).toBe(false);
    expect(minorUnitsOf(value)).toBe(minor);
  });

  it.each([
    null,
    undefined,
    '',
    ' ',
    'N/A',
    'Infinity',
    Number.POSITIVE_INFINITY,
    Number.NaN,
    -1,
    -450500,
    '-1',
    '+1',
    1.5,
    '1.5',
    '1e21',
    1e21,
    // eslint-disable-next-line no-loss-of-precision -- the answer's number, as JSON.parse reads it
    9007199254740993,
    '9007199254740993',
    '9007199254740992',
    '0x10',
    '１２３',
    '1 000',
    '9,010.00',
    true,
    {},
    [],
    [1],
  ])('refuses %j', (value) => {
    expect(() => readMinorUnits(value, 'repayAmount')).toThrow(UnreadableAmountError);
    expect(() => readMinorUnits(value, 'repayAmount')).toThrow(/^repayAmount is not an amount/);
    expect(minorUnitsOf(value)).toBeUndefined();
  });

  it('reads a term as a count of at least 1', () => {
    expect(readPositiveCount(120, 'periods')).toBe(120);
    expect(readPositiveCount(' 91 ', 'periods')).toBe(91);
    for (const value of [0, '0', -1, 1.5, '', null, 'abc', '1e2']) {
      expect(() => readPositiveCount(value, 'periods'), String(value)).toThrow(
        UnreadableAmountError,
      );
    }
  });
});
