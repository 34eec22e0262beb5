// The registration under the request key of the visitor's phone (contract §2), fetched when the
// visitor starts registering, never with the offer. The key is kept for the campaign page and the
// phone (the visitor is anonymous; the phone as a salted slow digest): a lost registration goes
// again under the same key after a reload too, another phone on the same page starts its own, and
// nothing of one visitor's request is sent for another. Nothing can be asked of the server first:
// a new SMS code for the phone is its word that the open registration never went through.
import { register } from '../../shared/api/promotion.ts';
import type { ApiResult } from '../../shared/api/result.ts';
import { requestKeysOf, subjectDigest } from '../../shared/requestKeys/useRequestKey.ts';
import { pageScope } from '../../shared/stores/ownedEntry.ts';
import { callServiceText } from '../../shared/ui/feedback/FeedbackView.tsx';
import { stillCheckingMessage } from '../../shared/ui/still-checking/StillChecking.tsx';

type Registration = Parameters<typeof register>[0];

const keysOf = async (phone: string) =>
  requestKeysOf('register', pageScope('id'), await subjectDigest(phone));

/** What a registration still being checked asks of the visitor: a new code, or a person. */
export const registerAgainHint = () =>
  `Get a new verification code to register again, or ${callServiceText().replace('Call', 'call')}.`;

/**
 * Registers under the phone's key: the server's answer, or (nothing sent) what the visitor is told
 * while the phone's earlier registration is still being checked.
 */
export async function registerOnce(
  registration: Registration,
): Promise<{ result: ApiResult<unknown> } | { stillChecking: string }> {
  const attempt = await (
    await keysOf(registration.phone)
  ).attempt({
    request: registration,
    notice: `your registration for the number ending ${registration.phone.slice(-4)}`,
    check: () => Promise.resolve('same' as const),
    send: register,
  });
  if (attempt.stillChecking) {
    return { stillChecking: stillCheckingMessage(attempt.stillChecking, registerAgainHint()) };
  }
  return attempt.sent ? { result: attempt.result } : { stillChecking: '' };
}

/** The phone was just sent a new code: its open registration, if any, never went through. */
export async function forgetRegistration(phone: string): Promise<void> {
  (await keysOf(phone)).forget();
}
