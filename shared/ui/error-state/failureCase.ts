// The title and picture of a failure, by why it failed (shared/api/result.ts FailureKind): a short
// title that sorts the failure, never the message itself (that is the line under it).
import type { FailureKind } from '../../api/result.ts';

export type FailureCase = 'connection' | 'server' | 'refused' | 'link';

export const failureTitles: Record<FailureCase, string> = {
  connection: 'No connection',
  server: 'Something is wrong on our side',
  refused: 'Not available',
  link: 'This link is incomplete',
};

/** Why a call or a page failed: one of the kinds a call reports, or the page's link lacking a value. */
export type FailureReason = FailureKind | 'missing';

const cases: Record<FailureReason, FailureCase> = {
  network: 'connection',
  timeout: 'connection',
  offline: 'connection',
  http: 'server',
  malformed: 'server',
  amount: 'server',
  // The server said no: its own message says why.
  business: 'refused',
  missing: 'link',
};

/** The title and picture for a failure; an unknown reason reads as trouble on the service's side. */
export function failureCase(reason: FailureReason | undefined): {
  picture: FailureCase;
  title: string;
} {
  const picture = reason ? cases[reason] : 'server';
  return { picture, title: failureTitles[picture] };
}
