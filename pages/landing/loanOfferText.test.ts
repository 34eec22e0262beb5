import { describe, expect, it } from 'vitest';
import { amountRangeText, dailyRateText } from './loanOfferText.ts';

describe('the loans on offer as the landing writes them', () => {
  it('writes the range in whole pesos in the amount format, joined by an en dash that never breaks', () => {
    expect(amountRangeText(1_000, 20_000)).toBe('₱1.000\u2060–\u2060₱20.000');
    expect(amountRangeText(500, 1_500_000)).toBe('₱500\u2060–\u2060₱1.500.000');
    expect(amountRangeText(5_000, 5_000)).toBe('₱5.000');
  });

  it('gives the rate its period', () => {
    expect(dailyRateText('0.05')).toEqual({ figure: '0.05%', period: 'per day' });
  });
});
