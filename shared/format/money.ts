// Money display (spec §9): amounts arrive in minor units (centavos) and are shown divided by 100
// with exactly two decimals, in the market's number format and currency symbol (contract §4).
import { appConfig } from '../config/appConfig.ts';

const INTEGER_TEXT = /^[+-]?\d+$/;
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

interface MinorUnits {
  negative: boolean;
  /** Absolute value in minor units as decimal digits, no leading zeros ('0' for zero). */
  digits: string;
}

function fromNumber(value: number): MinorUnits | undefined {
  if (!Number.isFinite(value)) return undefined;
  // Half away from zero, so -12.5 and 12.5 round to the same magnitude.
  const rounded = Math.round(Math.abs(value));
  // BigInt keeps large values in plain digits where toString() would switch to exponent form.
  return { negative: value < 0 && rounded !== 0, digits: BigInt(rounded).toString() };
}

function fromText(value: string): MinorUnits | undefined {
  const text = value.trim();
  if (INTEGER_TEXT.test(text)) {
    // Whole minor units are kept as digits, exact at any length.
    const negative = text.startsWith('-');
    const digits = text.replace(/^[+-]/, '').replace(/^0+(?=\d)/, '');
    return { negative: negative && digits !== '0', digits };
  }
  return DECIMAL_TEXT.test(text) ? fromNumber(Number(text)) : undefined;
}

function toMinorUnits(value: unknown): MinorUnits | undefined {
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value === 'string') return fromText(value);
  if (typeof value === 'bigint') {
    return { negative: value < 0n, digits: (value < 0n ? -value : value).toString() };
  }
  return undefined;
}

function groupThousands(digits: string, separator: string): string {
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) {
    groups.unshift(digits.slice(Math.max(0, end - 3), end));
  }
  return groups.join(separator);
}

function render(minorUnits: unknown, symbol: string): string {
  const value = toMinorUnits(minorUnits);
  if (!value) return '';
  const padded = value.digits.padStart(3, '0');
  const whole = groupThousands(padded.slice(0, -2), appConfig.thousandsSeparator);
  const amount = `${whole}${appConfig.decimalMark}${padded.slice(-2)}`;
  return `${value.negative ? '-' : ''}${symbol}${amount}`;
}

/**
 * The currency symbol amounts show (spec §9): the peso, or the rupee when a variant 2 confirmation
 * says so (isRupee equals 1). Pass it to formatMoney as `symbol`.
 */
export function currencySymbol(options: { rupee?: boolean } = {}): string {
  return options.rupee ? appConfig.rupeeSymbol : appConfig.currencySymbol;
}

/**
 * A minor-unit amount for display: 123456 -> '₱1.234,56', -1234 -> '-₱12,34'.
 * Accepts numbers, bigints and numeric strings ('123456', '-12.5'; no exponent form). A fractional
 * minor value is rounded to the nearest integer, halves away from zero. Anything else (null,
 * undefined, NaN, Infinity, '', non-numeric text) gives '' so an absent amount shows as blank.
 * `symbol` replaces the configured currency symbol (see currencySymbol).
 */
export function formatMoney(minorUnits: unknown, options: { symbol?: string } = {}): string {
  return render(minorUnits, options.symbol ?? appConfig.currencySymbol);
}

/**
 * Whether a text the server words is an amount (an order row's value): a currency symbol, the
 * peso's or the rupee's, then digits with their separators, and nothing else.
 */
export function readsAsMoney(text: string): boolean {
  const unsigned = text.trim().replace(/^-/, '');
  const symbol = [appConfig.currencySymbol, appConfig.rupeeSymbol].find((each) =>
    unsigned.startsWith(each),
  );
  return symbol !== undefined && /^\d(?:[\d.,\s]*\d)?$/.test(unsigned.slice(symbol.length).trim());
}
