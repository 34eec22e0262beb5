// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withSettings } from '../../tests/setup/withSettings.ts';
import { rangeText, rateText } from './figures.ts';

/** The text as a borrower reads it: the glue that keeps a figure whole is invisible. */
const read = (text: string) => text.replaceAll('\u2060', '').replaceAll('\u00a0', ' ');

describe('rangeText', () => {
  it.each([
    ['₱1.000 - ₱20.000', '₱1.000–₱20.000'],
    ['₱1.000-₱20.000', '₱1.000–₱20.000'],
    ['₱1.000 – ₱20.000', '₱1.000–₱20.000'],
    ['₱1.000~₱20.000', '₱1.000–₱20.000'],
    ['1000-20000', '1.000–20.000'],
    ['₱1.000-20.000', '₱1.000–₱20.000'],
    ['Up to ₱20.000', 'Up to ₱20.000'],
    ['', ''],
  ])('%s reads %s', (server, shown) => {
    expect(read(rangeText(server))).toBe(shown);
  });

  it('joins the dash to both ends, so the line never breaks inside the range', () => {
    expect(rangeText('₱1.000 - ₱20.000')).toBe('₱1.000\u2060–\u2060₱20.000');
  });

  describe('in the Philippine number format', () => {
    withSettings({ VITE_AMOUNT_FORMAT: '1,234.56' });

    it('groups whole units with commas', () => {
      expect(read(rangeText('₱1000-₱20000'))).toBe('₱1,000–₱20,000');
      expect(read(rangeText('₱1,000-₱20,000'))).toBe('₱1,000–₱20,000');
    });
  });
});

describe('rateText', () => {
  it.each([
    ['0.05%', '0.05% per day'],
    ['From 0.05%', 'From 0.05% per day'],
    ['0.05%/day', '0.05% per day'],
    ['0.05% / day', '0.05% per day'],
    ['From 0.06% / day', 'From 0.06% per day'],
    ['0.05% per day (18.25% per year)', '0.05% per day (18.25% per year)'],
    ['0.05% a day', '0.05% per day'],
    ['1.5% monthly', '1.5% per month'],
    ['18% p.a.', '18% per year'],
    ['No interest', 'No interest'],
    // A period it does not read is the server's to say: nothing added beside it.
    ['3%/mo', '3%/mo'],
    ['36% APR', '36% APR'],
    ['36% p.a', '36% p.a'],
    ['2% per fortnight', '2% per fortnight'],
    // Nor where it names one before the rate, or after it in a word of its own.
    ['Annual rate 18.25%', 'Annual rate 18.25%'],
    ['APR 36%', 'APR 36%'],
    ['Monthly interest: 3%', 'Monthly interest: 3%'],
    ['18.25% annual', '18.25% annual'],
    ['0.05% per day (18.25%)', '0.05% per day (18.25%)'],
  ])('%s reads %s', (server, shown) => {
    expect(read(rateText(server))).toBe(shown);
  });

  it('adds the period the page knows where the server names none', () => {
    expect(read(rateText('1.5%', 'month'))).toBe('1.5% per month');
    expect(read(rateText('0.05%/day', 'month'))).toBe('0.05% per day');
  });

  it('keeps the rate and its period on one line', () => {
    expect(rateText('0.05%/day')).toBe('0.05%\u00a0per\u00a0day');
  });
});
