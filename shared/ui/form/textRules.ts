// Text entry rules of the form kit (spec §5 'Generic inputs'): digits-only fields, length limits
// that typing and paste both respect, and grouped display (phone 3-4-4, bank card in fours) while
// the value kept and sent has no spaces.
import { formatPhone } from '../../format/phone.ts';
import { appConfig } from '../../config/appConfig.ts';

/**
 * How a digits field is shown: `formatPhone` (the configured groups) or `formatBankCard` (fours).
 * A function rather than a name, so a page bundles only the grouping it uses.
 */
export type Grouping = (digits: string) => string;

export interface TextRule {
  /** Keeps digits only (implied by grouping). */
  digitsOnly?: boolean;
  /** Longest value kept, counted without group spaces; phone grouping defaults to the market's. */
  maxLength?: number;
  grouping?: Grouping;
}

/** The value a rule keeps from what is in the box: digits only where asked, no group spaces. */
export function cleanText(text: string, rule: TextRule): string {
  if (rule.digitsOnly || rule.grouping) return text.replace(/\D/g, '');
  return text;
}

/** The value as the box shows it. */
export function displayText(value: string, grouping: Grouping | undefined): string {
  return grouping ? grouping(value) : value;
}

export interface LimitedEdit {
  value: string;
  /** Where the caret belongs in `value`: just after what was typed or pasted. */
  caret: number;
}

/**
 * Applies an edit from `previous` to `next` within `max` characters. Past the limit only the
 * inserted part is cut (the text around it stays), so a paste into the middle never pushes the
 * end of the text out.
 */
export function limitEdit(previous: string, next: string, max = Infinity): LimitedEdit {
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) {
    start += 1;
  }
  let end = 0;
  while (
    end < previous.length - start &&
    end < next.length - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  const insertedEnd = next.length - end;
  if (next.length <= max) return { value: next, caret: insertedEnd };
  let room = Math.max(0, max - start - end);
  // Never keep half of a character outside the basic plane (an emoji, say).
  if (room > 0 && isHighSurrogate(next.charCodeAt(start + room - 1))) room -= 1;
  const kept = next.slice(start, Math.min(insertedEnd, start + room));
  const value = next.slice(0, start) + kept + next.slice(insertedEnd);
  // A prefilled value already over the limit is cut at its end.
  if (value.length > max) return { value: value.slice(0, max), caret: Math.min(start, max) };
  return { value, caret: start + kept.length };
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/** The caret position in the shown text that follows `count` characters of the value. */
export function displayCaret(shown: string, count: number, grouping: Grouping | undefined): number {
  if (!grouping) return count;
  let seen = 0;
  for (let index = 0; index < shown.length; index += 1) {
    if (seen === count) return index;
    if (shown[index] !== ' ') seen += 1;
  }
  return shown.length;
}

/**
 * The new value of a rule-bound box after the borrower edited `previous` into the box text `typed`,
 * with the caret at `typedCaret`. Deleting only a group space deletes the digit before it, so
 * Backspace never seems stuck.
 */
export function applyTyping(
  previous: string,
  typed: string,
  typedCaret: number | null,
  rule: TextRule,
): LimitedEdit {
  const cleaned = cleanText(typed, rule);
  const shownBefore = displayText(previous, rule.grouping);
  if (rule.grouping && cleaned === previous && typed.length < shownBefore.length) {
    const caret = cleanText(typed.slice(0, typedCaret ?? typed.length), rule).length;
    if (caret > 0) {
      return { value: previous.slice(0, caret - 1) + previous.slice(caret), caret: caret - 1 };
    }
  }
  return limitEdit(previous, cleaned, maxLengthOf(rule));
}

function maxLengthOf(rule: TextRule): number | undefined {
  return rule.maxLength ?? (rule.grouping === formatPhone ? appConfig.phoneMaxDigits : undefined);
}
