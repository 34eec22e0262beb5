// The normalised result every call resolves to (spec §3 'Normalised service response'). A call
// never rejects: business failures, HTTP errors, malformed bodies, network failures and timeouts
// all arrive here with success false and a message a borrower can read.
import { asText } from './parse.ts';

// What failures say is its own module, which the head's figures script, showing none, goes without
// (scripts/build/early-page-load.ts).
export { failureMessages, fallbackBusinessMessage } from './failureWords.ts';

export type FailureKind =
  | 'business'
  | 'http'
  | 'malformed'
  /** The answer's amount or term is not one (shared/api/parse.ts readMinorUnits). */
  | 'amount'
  | 'network'
  | 'timeout'
  | 'offline'
  /** A keyed call's first request is still being processed (HTTP 409, contract §2). */
  | 'stillProcessing'
  /** A keyed call's key was sent again with another body (HTTP 422): its first request stands. */
  | 'keyReused';

interface ResultBase {
  /** The envelope code as sent, or the HTTP status / failure kind when there is no envelope. */
  code: string | number | null;
  message: string;
  /** The response body as received (undefined when none arrived). */
  raw: unknown;
}

interface ApiSuccess<T> extends ResultBase {
  success: true;
  /** Parsed domain data: the parser's defaults fill anything missing or of the wrong shape. */
  data: T;
}

export interface ApiFailure extends ResultBase {
  success: false;
  data: undefined;
  /** Why the call failed. */
  failure: FailureKind;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** What a call that moves money or changes an account does for the borrower (contract §2). */
export type ActionKind = 'loan' | 'payment' | 'account' | 'registration';

/**
 * Said when such a call got no definite answer (no answer, a timeout, an HTTP error, an unreadable
 * body): the server may have acted. Trying again is safe, since it asks first and resends the same
 * request key.
 */
export const unknownOutcomeMessages: Record<ActionKind, string> = {
  loan: 'We could not confirm whether your loan request went through. Try again to check: it will not be sent twice.',
  payment:
    'We could not confirm whether your payment request went through. Try again to check: it will not be sent twice.',
  account:
    'We could not confirm whether your payment account was saved. Try again to check: it will not be sent twice.',
  registration:
    'We could not confirm whether your registration went through. Try again to check: it will not be sent twice.',
};

/**
 * True when a call settled without a definite answer: it may or may not have been carried out. A
 * success and a business failure (the server said no) are definite.
 */
export function isUnknownOutcome(result: ApiResult<unknown>): boolean {
  return !result.success && result.failure !== 'business';
}

interface Envelope {
  code: string | number | null;
  message: string;
  data: unknown;
}

/** Reads the `{ code, message, data }` envelope; undefined when the body is not one. */
export function readEnvelope(body: unknown): Envelope | undefined {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  if (!('code' in record)) return undefined;
  const code =
    typeof record.code === 'number' || typeof record.code === 'string' ? record.code : null;
  // Some calls put their message inside data (the product jump: `data: { link, message }`).
  const inData =
    record.data && typeof record.data === 'object'
      ? (record.data as Record<string, unknown>).message
      : undefined;
  const message =
    [record.message, record.msg, inData].find(
      (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
    ) ?? '';
  // A server message is a text like any other: bounded, so no toast or failure view can freeze.
  return { code, message: asText(message), data: record.data };
}
