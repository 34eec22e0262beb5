// The loans on offer as the landing's first screen writes them (shared/config/loanOffer.ts): the
// amounts in whole pesos in the configured amount format, the two ends joined as every range is
// (shared/format/figures.ts: '₱1.000–₱20.000', or '₱1,000–₱20,000' in the Philippine convention,
// never broken inside); the rate with its period.
import { appConfig } from '../../shared/config/appConfig.ts';
import { rangeBetween } from '../../shared/format/figures.ts';
import { formatMoney } from '../../shared/format/money.ts';

/** Whole pesos as amounts are written, without the centavos: 20000 -> '₱20.000'. */
function wholePesos(pesos: number): string {
  const written = formatMoney(pesos * 100);
  const centavos = `${appConfig.decimalMark}00`;
  return written.endsWith(centavos) ? written.slice(0, -centavos.length) : written;
}

/** '₱1.000–₱20.000'; one amount when both ends are the same. */
export function amountRangeText(min: number, max: number): string {
  return min === max ? wholePesos(min) : rangeBetween(wholePesos(min), wholePesos(max));
}

/** The rate's figure ('0.05%'), its period said beside it. */
export function dailyRateText(rate: string): { figure: string; period: string } {
  return { figure: `${rate}%`, period: 'per day' };
}
