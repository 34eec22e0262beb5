// Readers for untrusted response data. Each returns a value of the asked type whatever arrives
// (null, a missing key, a number where text was expected), so typed domain objects are built at
// the service boundary with defaults instead of crashing a page. Two exceptions: money and terms
// are never defaulted (a wrong amount must not be shown or paid), and every list and text is
// bounded, so no answer can freeze a page.

export type Json = Record<string, unknown>;

/** The most items of one list a page shows; the rest are counted, not rendered. */
export const listLimit = 200;

/** The longest text read from an answer (messages, descriptions, addresses). */
const textLimit = 2000;

/** The longest name read from an answer (products, banks, channels, titles). */
const nameLimit = 200;

/** The longest address read from an answer: room for a picture sent inline as a data: address. */
const addressLimit = 100_000;

export function asRecord(value: unknown): Json {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Text from a string or a finite number, cut to `limit` characters; the fallback otherwise. */
export function asText(value: unknown, fallback = '', limit = textLimit): string {
  if (typeof value === 'string') return value.length > limit ? value.slice(0, limit) : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** A name: text cut to nameLimit characters. */
export function asName(value: unknown): string {
  return asText(value, '', nameLimit);
}

/** An address (a page, a logo, a barcode picture): text cut to addressLimit characters. */
export function asAddress(value: unknown): string {
  return asText(value, '', addressLimit);
}

/** A finite number from a number or numeric text; the fallback otherwise. */
export function asNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : fallback;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : fallback;
  }
  return fallback;
}

/** A list from an answer as a page shows it: at most listLimit items, and how many there were. */
export interface ShownList<T> {
  items: T[];
  /** How many items the answer held (after `keep`): more than items.length when some are left out. */
  total: number;
}

/**
 * A list of records read one by one with `read`, those `keep` refuses dropped, counted, and cut to
 * `limit` items; anything not an object is dropped.
 */
export function readList<T>(
  value: unknown,
  read: (item: Json, index: number) => T,
  options: { keep?: (item: T) => boolean; limit?: number } = {},
): ShownList<T> {
  const records = asArray(value).filter(
    (item): item is Json => Boolean(item) && typeof item === 'object' && !Array.isArray(item),
  );
  const kept = options.keep ? records.map(read).filter(options.keep) : records.map(read);
  return { items: kept.slice(0, options.limit ?? listLimit), total: kept.length };
}

/** A list of records, as readList, for lists whose count is not shown. */
export function asList<T>(value: unknown, read: (item: Json, index: number) => T): T[] {
  return readList(value, read).items;
}

/** A list of strings, at most listLimit of them; other items are dropped. */
export function asTextList(value: unknown): string[] {
  return asArray(value)
    .filter((item): item is string => typeof item === 'string')
    .slice(0, listLimit)
    .map((item) => asText(item));
}

declare const minorUnitsBrand: unique symbol;

/**
 * An amount in minor units (centavos), as read by readMinorUnits: a whole number from 0 to
 * Number.MAX_SAFE_INTEGER, exact. Only the readers below make one.
 */
export type MinorUnits = number & { readonly [minorUnitsBrand]: true };

/**
 * Thrown by a reader of money or of a term when the answer's value is not one. The service
 * module turns it into a failed call of its own kind ('amount'): the page says the amount could
 * not be read instead of showing or paying a wrong one.
 */
export class UnreadableAmountError extends Error {
  constructor(field: string, value: unknown) {
    super(`${field} is not an amount: ${String(value).slice(0, 40)}`);
    this.name = 'UnreadableAmountError';
  }
}

/** A whole number from 0 to MAX_SAFE_INTEGER, from a number or ASCII digits; undefined otherwise. */
function wholeNumberOf(value: unknown): number | undefined {
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && /^[0-9]+$/.test(value.trim())) number = Number(value);
  else return undefined;
  // `+ 0` turns -0 into 0.
  return Number.isSafeInteger(number) && number >= 0 ? number + 0 : undefined;
}

/**
 * Minor units from a non-negative safe integer or a string of its digits (spaces around them
 * allowed; no sign, point, exponent or other digits); undefined for anything else.
 */
export function minorUnitsOf(value: unknown): MinorUnits | undefined {
  return wholeNumberOf(value) as MinorUnits | undefined;
}

/** Minor units, as minorUnitsOf; throws UnreadableAmountError for anything else. */
export function readMinorUnits(value: unknown, field: string): MinorUnits {
  const amount = minorUnitsOf(value);
  if (amount === undefined) throw new UnreadableAmountError(field, value);
  return amount;
}

/** A count of at least 1 (a loan's periods), read as minor units are; throws otherwise. */
export function readPositiveCount(value: unknown, field: string): number {
  const count = wholeNumberOf(value);
  if (count === undefined || count < 1) throw new UnreadableAmountError(field, value);
  return count;
}
