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
