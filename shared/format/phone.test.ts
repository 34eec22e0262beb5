// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, phoneText } from './phone.ts';

describe('phoneDigits', () => {
  it('keeps digits only, at most 11', () => {
    expect(phoneDigits('0917-123 4567')).toBe('09171234567');
    expect(phoneDigits('+63 917 123 4567 89')).toBe('63917123456');
    expect(phoneDigits('091712345678')).toBe('09171234567');
    expect(phoneDigits('abc')).toBe('');
    expect(phoneDigits(9171234567)).toBe('9171234567');
    expect(phoneDigits(null)).toBe('');
    expect(phoneDigits(undefined)).toBe('');
    expect(phoneDigits(Number.NaN)).toBe('');
  });
});

describe('formatPhone', () => {
  it.each([
    ['09171234567', '091 7123 4567'],
    ['091 7123 4567', '091 7123 4567'],
    ['0917123456789', '091 7123 4567'],
    ['0917', '091 7'],
    ['091', '091'],
    ['09', '09'],
    ['0917123', '091 7123'],
    ['09171234', '091 7123 4'],
    ['', ''],
    ['x', ''],
  ])('shows %j as %j', (input, shown) => {
    expect(formatPhone(input)).toBe(shown);
  });
});

describe('phoneText', () => {
  it.each([
    ['09171234567', '091 7123 4567'],
    ['0917-123-4567', '091 7123 4567'],
    ['0288881234', '028 8881 234'],
  ])(
    'shows the local number %j in the phone groups, never broken inside: %j',
    (telephone, shown) => {
      // The groups are joined by no-break spaces.
      expect(phoneText(telephone)).toBe(shown.replaceAll(' ', '\u00a0'));
    },
  );

  it.each([['+63 917 123 4567'], ['(02) 8123-4567'], ['091712345678'], ['0917 ext. 2']])(
    'shows %j as the server wrote it',
    (telephone) => {
      expect(phoneText(telephone)).toBe(telephone);
    },
  );
});
