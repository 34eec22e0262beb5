// What the legacy repayment page decides (spec §4 'Legacy repayment', §5 legacy rules, §9): which
// step shows, and the borrower's input checked before anything is sent.
import { maskBankCard } from '../../shared/format/bankCard.ts';
import type { LegacyBankCard } from '../../shared/api/legacyRepayment.ts';

/** Spec §9: the SMS code can be asked for again after 60 s. */
export const smsCountdownSeconds = 60;

/** Spec §9: the SMS code has at least 6 characters. */
export const minCodeLength = 6;

/** Spec §5 (English for the spec's Chinese). */
export const selectCardMessage = 'please select the payment bank card first';
export const codeLengthMessage = 'please enter the correct verification code';

/** The message for a code that cannot be right, or undefined when it may be sent. */
export function codeError(code: string): string | undefined {
  return code.trim().length < minCodeLength ? codeLengthMessage : undefined;
}

/** The card as a borrower reads it: its bank and the last four digits. */
export function cardLabel(card: Pick<LegacyBankCard, 'bankName' | 'cardNo'>): {
  bank: string;
  number: string;
  spoken: string;
} {
  const number = maskBankCard(card.cardNo);
  const last4 = number.replace(/\D/g, '');
  const bank = card.bankName.trim() || 'Bank card';
  return { bank, number, spoken: last4 ? `${bank}, card ending ${last4}` : bank };
}
