// Date display (spec §9): YYYY-MM-DD, optionally with HH:MM:SS, zero padded, in the market time
// zone (config timeZoneOffsetMinutes) whatever the phone's own zone is. A deployment may write the
// date the Philippine way instead, 'Nov 23, 2026' (config dateFormat, VITE_DATE_FORMAT).
import { appConfig } from '../config/appConfig.ts';

/** Numbers below this are epoch seconds, others epoch milliseconds (1e11 s is the year 5138). */
const SECONDS_LIMIT = 1e11;
const MINUTE_MS = 60_000;

const DIGITS_TEXT = /^-?\d+$/;
// Date, optional time (seconds and fraction optional), optional zone (Z, +08:00 or +0800).
const DATE_TEXT =
  /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function fromEpochMs(ms: number): Parts | undefined {
  const shifted = new Date(ms + appConfig.timeZoneOffsetMinutes * MINUTE_MS);
  if (Number.isNaN(shifted.getTime())) return undefined;
  // UTC getters on the shifted instant read the market wall clock, independent of the host zone.
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

function fromEpochNumber(value: number): Parts | undefined {
  if (!Number.isFinite(value)) return undefined;
  return fromEpochMs(Math.abs(value) < SECONDS_LIMIT ? value * 1000 : value);
}

function zoneOffsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}

function fromText(text: string): Parts | undefined {
  const match = DATE_TEXT.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour = '0', minute = '0', second = '0', zone] = match;
  const parts: Parts = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
  // Date.UTC rolls 2024-02-30 over to March; a round trip that changes a field means invalid.
  const wallMs = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  const check = new Date(wallMs);
  if (
    check.getUTCFullYear() !== parts.year ||
    check.getUTCMonth() !== parts.month - 1 ||
    check.getUTCDate() !== parts.day ||
    check.getUTCHours() !== parts.hour ||
    check.getUTCMinutes() !== parts.minute ||
    parts.second > 59
  ) {
    return undefined;
  }
  // Without a zone the text already is market time and is kept as given.
  if (zone === undefined) return parts;
  return fromEpochMs(wallMs + parts.second * 1000 - zoneOffsetMinutes(zone) * MINUTE_MS);
}

function toParts(value: unknown): Parts | undefined {
  if (value instanceof Date) return fromEpochMs(value.getTime());
  if (typeof value === 'number') return fromEpochNumber(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return DIGITS_TEXT.test(text) ? fromEpochNumber(Number(text)) : fromText(text);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const monthNames = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

function datePart(parts: Parts): string {
  return appConfig.dateFormat === 'MMM D, YYYY'
    ? `${monthNames[parts.month - 1]} ${parts.day}, ${pad(parts.year, 4)}`
    : `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/*
 * Accepted values, for both functions: a Date; epoch time as a number or digit string, read as
 * seconds when its magnitude is below 1e11 and as milliseconds otherwise; text
 * 'YYYY-MM-DD[ HH:MM[:SS[.fff]]]' (T or space before the time) which, without a zone, is market
 * time and shown as given, and with Z or ±HH:MM is converted to market time. Anything else,
 * including impossible dates such as 2024-02-30, gives ''.
 */

/** 'YYYY-MM-DD' (or 'Nov 23, 2026') in market time; '' for an invalid value. */
export function formatDate(value: unknown): string {
  const parts = toParts(value);
  return parts ? datePart(parts) : '';
}

/** 'YYYY-MM-DD HH:MM:SS' (or 'Nov 23, 2026 14:05:09') in market time; '' for an invalid value. */
export function formatDateTime(value: unknown): string {
  const parts = toParts(value);
  if (!parts) return '';
  return `${datePart(parts)} ${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`;
}

/**
 * The market calendar day a value names, as the epoch ms of that date's midnight in UTC: two days
 * differ by whole multiples of a day, whatever the zone. Undefined for an invalid value; accepts
 * what formatDate accepts.
 */
export function marketCalendarDay(value: unknown): number | undefined {
  const parts = toParts(value);
  return parts ? Date.UTC(parts.year, parts.month - 1, parts.day) : undefined;
}

/**
 * The end of the market day a value names (epoch ms of the next market midnight); undefined for
 * an invalid value. Accepts what formatDate accepts.
 */
export function endOfMarketDay(value: unknown): number | undefined {
  const parts = toParts(value);
  if (!parts) return undefined;
  return (
    Date.UTC(parts.year, parts.month - 1, parts.day + 1) -
    appConfig.timeZoneOffsetMinutes * MINUTE_MS
  );
}

/** Whether a text the server words is a date ('YYYY-MM-DD', with or without its time). */
export function readsAsDate(text: string): boolean {
  const trimmed = text.trim();
  // A count ('3', days overdue) is not a date, though formatDate reads digits as epoch time.
  return !/^\d+$/.test(trimmed) && formatDate(trimmed) !== '';
}
