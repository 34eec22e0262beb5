// What a failed call says to the borrower (result.ts re-exports it). A module of its own: the
// head's figures script (scripts/build/early-page-load.ts) parks the first answer as it came and
// shows no failure, so it is bundled with shared/page/earlyStandIns.ts in its place.
import type { FailureKind } from './result.ts';

/**
 * What the borrower reads of each failure. A refused key (409, 422) is said by the page that sent
 * the action, which names the request still being checked (shared/requestKeys/).
 */
export const failureMessages: Record<
  Exclude<FailureKind, 'business' | 'stillProcessing' | 'keyReused'>,
  string
> = {
  http: 'The service is busy right now. Please try again in a moment.',
  malformed: 'We received an unexpected reply. Please try again.',
  amount: 'This amount could not be read',
  network: 'Network error. Please check your connection and try again.',
  timeout: 'The request timed out. Please check your connection and try again.',
  offline: 'You are offline. Please check your connection and try again.',
};

/** Shown when a business failure carries no message of its own. */
export const fallbackBusinessMessage = 'Something went wrong. Please try again.';
