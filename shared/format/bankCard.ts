// Bank-card input (spec §5): digits only, shown in groups of four.

/** The digits of the input; '' for a non-string, non-number. */
export function bankCardDigits(input: unknown): string {
  let text = '';
  if (typeof input === 'string') text = input;
  else if (typeof input === 'number' && Number.isSafeInteger(input)) text = String(input);
  return text.replace(/\D/g, '');
}

/** The card digits in fours, space separated: '62220212345' -> '6222 0212 345'. */
export function formatBankCard(input: unknown): string {
  return bankCardDigits(input).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * A card number as a page shows it: its last four digits behind a mask, whatever the server sent
 * (the full number, a masked one, spaces): '6222021234567890' -> '**** 7890'. '' when it has no
 * digit.
 */
export function maskBankCard(input: unknown): string {
  const digits = bankCardDigits(input);
  if (digits === '') return '';
  return `**** ${digits.slice(-4)}`;
}
