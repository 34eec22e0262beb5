// Bank-card input (spec §5): digits only, shown in groups of four; and the one look of a masked
// account or card number, wherever a page shows one.

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

/** Runs of two or more mask marks (asterisks, bullets), grouped or not, then the digits shown. */
const maskedNumber = /[*•●]{2,}(?:\s+[*•●]{2,})*\s*\d+/g;

/**
 * A text from the server with every masked number in it shown as maskBankCard shows one:
 * 'BDO Unibank •••• 4821' -> 'BDO Unibank **** 4821'. Other text is left as sent.
 */
export function maskNumbersIn(text: string): string {
  return text.replace(maskedNumber, (masked) => maskBankCard(masked));
}
