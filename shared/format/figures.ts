// Figures in the server's words (spec §3: a recommended product's range and rate; the confirm's
// 'Interest Rate' description): written one way on every page and never broken across two lines.
// A range reads `₱1,000–₱20,000` (an en dash, the configured number format), a rate `0.05% per day`
// (its period spelled out, added where the server leaves it out). The glue is in the text itself,
// so a figure stays whole wherever it is set, at any text size.
import { appConfig } from '../config/appConfig.ts';

/** Keeps the words on either side on one line (a space that does not break). */
const NO_BREAK_SPACE = '\u00a0';
/** Keeps the characters on either side on one line, taking no room (U+2060 WORD JOINER). */
const WORD_JOINER = '\u2060';

/** The periods a rate is quoted per, as a borrower reads them. */
export type RatePeriod = 'day' | 'week' | 'month' | 'year';

const periodWords: Readonly<Record<string, RatePeriod>> = {
  d: 'day',
  day: 'day',
  daily: 'day',
  week: 'week',
  weekly: 'week',
  month: 'month',
  monthly: 'month',
  year: 'year',
  yearly: 'year',
  annum: 'year',
  annually: 'year',
};

/** Two figures joined by a dash, a hyphen or a tilde. */
function rangePattern(): RegExp {
  // A figure: an optional currency symbol or code in front, digits with their separators.
  const figure = String.raw`(?:[^\s\d.,()\-–—~]{1,3})?\d[\d.,]*\d|(?:[^\s\d.,()\-–—~]{1,3})?\d`;
  return new RegExp(String.raw`(${figure})\s*(?:-|–|—|~)\s*(${figure})`, 'gu');
}

// Pure: a bundle that writes no range from the server's words (the landing's) leaves the module out.
const range = /* @__PURE__ */ rangePattern();

/** The symbol or code in front of a figure, if any. */
function prefixOf(text: string): string {
  return /^[^\d]*/.exec(text)?.[0] ?? '';
}

/** Whole units written without separators (`20000`) in the configured number format. */
function grouped(text: string): string {
  const prefix = prefixOf(text);
  const digits = text.slice(prefix.length);
  if (!/^\d{4,}$/.test(digits)) return text;
  return `${prefix}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, appConfig.thousandsSeparator)}`;
}

/** The two ends of a range as every page writes them: an en dash between, never broken inside. */
export function rangeBetween(low: string, high: string): string {
  return `${low}${WORD_JOINER}–${WORD_JOINER}${high}`;
}

/**
 * An amount range as the server writes it (`₱1,000 - ₱20,000`, `₱1,000-₱20,000`, `1000~20000`)
 * with an en dash and no break inside: `₱1,000–₱20,000`. An end without the other's currency symbol
 * takes it; whole units without separators are grouped as configured. Other words stay as they are.
 */
export function rangeText(text: string): string {
  return text.replace(range, (_match, from: string, to: string) => {
    const fromPrefix = prefixOf(from);
    const toPrefix = prefixOf(to);
    const low = fromPrefix === '' && toPrefix !== '' ? `${toPrefix}${from}` : from;
    const high = toPrefix === '' && fromPrefix !== '' ? `${fromPrefix}${to}` : to;
    return rangeBetween(grouped(low), grouped(high));
  });
}

// A percentage, and the period the server quoted it per, if it did ('/ day', 'per day', 'a day',
// 'daily', 'p.a.').
const rate =
  /(\d+(?:[.,]\d+)?)\s?%(?:\s*(?:\/|per|an?|every)\s*(d|day|week|month|year|annum)s?\b|\s*(daily|weekly|monthly|yearly|annually)\b|\s*(p\.a\.))?/giu;

/** What follows a rate when the server names a period this page does not read. */
const otherPeriod = /^\s*(?:\/|per\b|an?\s|every\b|p\.?\s?a\b|apr\b|annual\b|[a-z]*ly\b)/iu;

/** A period named before a rate ('Annual rate 18.25%', 'APR 36%', 'Monthly interest: 3%'). */
const periodBefore =
  /\b(?:annual|annum|apr|ear|daily|weekly|monthly|yearly|annually|per\s+(?:day|week|month|year))\b|\bp\.?\s?a\b/iu;

/**
 * A rate as the server writes it (`0.05%`, `0.05%/day`, `From 0.05% / day`) with its period in
 * words and no break inside: `0.05% per day`. Where the server names no period, the page's own
 * (`period`, what it knows of the loan) is added. Other words stay as they are.
 */
export function rateText(text: string, period: RatePeriod = 'day'): string {
  return text.replace(
    rate,
    (
      match: string,
      value: string,
      per: string | undefined,
      adverb: string | undefined,
      perAnnum: string | undefined,
      offset: number,
      whole: string,
    ) => {
      const quoted = per ?? adverb ?? (perAnnum ? 'annum' : undefined);
      // A period the server names in words this page does not read ('3%/mo', '36% APR'), or
      // names before the rate ('Annual rate 18.25%'), is left as the server wrote it: a period
      // added beside it would misstate the cost.
      const after = whole.slice(offset + match.length);
      if (
        quoted === undefined &&
        (otherPeriod.test(after) || periodBefore.test(whole.slice(0, offset)))
      ) {
        return match;
      }
      const unit = quoted === undefined ? period : (periodWords[quoted.toLowerCase()] ?? period);
      return `${value}%${NO_BREAK_SPACE}per${NO_BREAK_SPACE}${unit}`;
    },
  );
}
