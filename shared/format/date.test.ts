// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withSettings } from '../../tests/setup/withSettings.ts';
import { endOfMarketDay, formatDate, formatDateTime, marketCalendarDay } from './date.ts';

// 2024-03-05T01:02:03Z is 2024-03-05 09:02:03 in Manila (UTC+8).
const MS = Date.UTC(2024, 2, 5, 1, 2, 3);
// 2024-03-05T20:30:00Z is already 2024-03-06 in Manila.
const LATE_MS = Date.UTC(2024, 2, 5, 20, 30, 0);

describe('formatDate / formatDateTime', () => {
  it('shows a Date in market time, zero padded', () => {
    expect(formatDate(new Date(MS))).toBe('2024-03-05');
    expect(formatDateTime(new Date(MS))).toBe('2024-03-05 09:02:03');
    expect(formatDate(new Date(LATE_MS))).toBe('2024-03-06');
    expect(formatDateTime(new Date(LATE_MS))).toBe('2024-03-06 04:30:00');
  });

  it('reads epoch milliseconds as number or digit string', () => {
    expect(formatDateTime(MS)).toBe('2024-03-05 09:02:03');
    expect(formatDateTime(String(MS))).toBe('2024-03-05 09:02:03');
    expect(formatDate(LATE_MS)).toBe('2024-03-06');
  });

  it('reads numbers below 1e11 as epoch seconds', () => {
    expect(formatDateTime(MS / 1000)).toBe('2024-03-05 09:02:03');
    expect(formatDateTime(String(MS / 1000))).toBe('2024-03-05 09:02:03');
    expect(formatDateTime(0)).toBe('1970-01-01 08:00:00');
    expect(formatDateTime(99_999_999_999)).toBe('5138-11-16 17:46:39');
    expect(formatDateTime(100_000_000_000)).toBe('1973-03-03 17:46:40');
  });

  it('keeps zone-less text as market time, padding it', () => {
    expect(formatDateTime('2024-03-05 09:02:03')).toBe('2024-03-05 09:02:03');
    expect(formatDateTime('2024-3-5 9:02:03')).toBe('2024-03-05 09:02:03');
    expect(formatDateTime('2024-03-05T23:59')).toBe('2024-03-05 23:59:00');
    expect(formatDateTime('2024-03-05 23:59:59.999')).toBe('2024-03-05 23:59:59');
    expect(formatDateTime('2024-03-05')).toBe('2024-03-05 00:00:00');
    expect(formatDate(' 2024-03-05 23:00:00 ')).toBe('2024-03-05');
  });

  it('converts text with a zone to market time', () => {
    expect(formatDateTime('2024-03-05T01:02:03Z')).toBe('2024-03-05 09:02:03');
    expect(formatDateTime('2024-03-05T01:02:03.456Z')).toBe('2024-03-05 09:02:03');
    expect(formatDateTime('2024-03-05T20:30:00+00:00')).toBe('2024-03-06 04:30:00');
    expect(formatDateTime('2024-03-05T09:02:03+08:00')).toBe('2024-03-05 09:02:03');
    expect(formatDateTime('2024-03-05T09:02:03+0800')).toBe('2024-03-05 09:02:03');
    expect(formatDateTime('2024-03-04T21:00:00-05:30')).toBe('2024-03-05 10:30:00');
    expect(formatDate('2024-12-31T16:00:00Z')).toBe('2025-01-01');
  });

  it('accepts leap days only in leap years', () => {
    expect(formatDate('2024-02-29')).toBe('2024-02-29');
    expect(formatDate('2023-02-29')).toBe('');
  });

  it.each([
    null,
    undefined,
    '',
    'not a date',
    '2024-13-01',
    '2024-02-30',
    '2024-03-05 24:00:00',
    '2024-03-05 12:60:00',
    '2024-03-05 12:00:60',
    '05/03/2024',
    '2024-03-05X',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    new Date(Number.NaN),
    1e20,
    {},
    true,
  ])('returns an empty string for %s', (value) => {
    expect(formatDate(value)).toBe('');
    expect(formatDateTime(value)).toBe('');
  });
});

describe('endOfMarketDay', () => {
  it('is the next midnight in Manila (UTC+8) of the day a value names', () => {
    expect(endOfMarketDay('2026-12-01')).toBe(Date.parse('2026-12-01T16:00:00Z'));
    expect(endOfMarketDay('2026-12-01 23:59:59')).toBe(Date.parse('2026-12-01T16:00:00Z'));
    // 20:00 UTC on 1 December is already 2 December in Manila.
    expect(endOfMarketDay(Date.parse('2026-12-01T20:00:00Z'))).toBe(
      Date.parse('2026-12-02T16:00:00Z'),
    );
  });

  it('is undefined for what is not a date', () => {
    expect(endOfMarketDay('')).toBeUndefined();
    expect(endOfMarketDay('next week')).toBeUndefined();
    expect(endOfMarketDay('2024-02-30')).toBeUndefined();
  });
});

describe('the Philippine date format (VITE_DATE_FORMAT=MMM D, YYYY)', () => {
  withSettings({ VITE_DATE_FORMAT: 'MMM D, YYYY' });

  it('writes the month short, the day unpadded and the year after a comma', () => {
    expect(formatDate('2026-11-23')).toBe('Nov 23, 2026');
    expect(formatDate('2024-03-05')).toBe('Mar 5, 2024');
    expect(formatDate(new Date(LATE_MS))).toBe('Mar 6, 2024');
    expect(formatDate('2024-01-31')).toBe('Jan 31, 2024');
    expect(formatDate('2024-12-01')).toBe('Dec 1, 2024');
    expect(formatDateTime(MS)).toBe('Mar 5, 2024 09:02:03');
  });

  it('still shows nothing for what is not a date', () => {
    expect(formatDate('2024-02-30')).toBe('');
    expect(formatDateTime('next week')).toBe('');
  });
});

describe('the spec date format by default', () => {
  it('is YYYY-MM-DD', () => {
    expect(formatDate('2026-11-23')).toBe('2026-11-23');
  });
});

describe('marketCalendarDay', () => {
  it('is the market date as UTC midnight, whatever the date format', () => {
    expect(marketCalendarDay('2026-12-01 23:59:59')).toBe(Date.UTC(2026, 11, 1));
    // 20:00 UTC on 1 December is already 2 December in Manila.
    expect(marketCalendarDay(Date.parse('2026-12-01T20:00:00Z'))).toBe(Date.UTC(2026, 11, 2));
    expect(marketCalendarDay('2024-02-30')).toBeUndefined();
  });
});
