// Phone input (spec §5): digits only, at most config.phoneMaxDigits, shown in config.phoneGroups.
import { appConfig } from '../config/appConfig.ts';

/** The digits of the input, cut to the maximum phone length; '' for a non-string, non-number. */
export function phoneDigits(input: unknown): string {
  let text = '';
  if (typeof input === 'string') text = input;
  else if (typeof input === 'number' && Number.isSafeInteger(input)) text = String(input);
  return text.replace(/\D/g, '').slice(0, appConfig.phoneMaxDigits);
}

/**
 * The phone digits in display groups, as far as they go: '09171234567' -> '091 7123 4567',
 * '0917' -> '091 7'. Digits past the configured groups, if any, form one last group.
 */
export function formatPhone(input: unknown): string {
  const digits = phoneDigits(input);
  const groups: string[] = [];
  let start = 0;
  for (const size of appConfig.phoneGroups) {
    if (start >= digits.length) break;
    groups.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) groups.push(digits.slice(start));
  return groups.join(' ');
}

/**
 * A telephone for reading: a local number (digits, spaces and hyphens only, no longer than the
 * phone rule allows) in the phone groups, joined by no-break spaces so it never breaks inside at
 * any text size; anything else (an international +63 number, say) as the server wrote it. Customer
 * Service, the order card and the feedback views show numbers this one way.
 */
export function phoneText(telephone: string): string {
  const local =
    /^[\d\s-]+$/.test(telephone) && telephone.replace(/\D/g, '').length <= appConfig.phoneMaxDigits;
  return local ? formatPhone(telephone).replaceAll(' ', '\u00a0') : telephone;
}
