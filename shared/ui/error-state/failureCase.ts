// The picture and title of a failure, by why it failed (shared/api/result.ts FailureKind): a short
// title that sorts the failure, never the message itself (that is the line under it). The pictures
// are those of the icon set (shared/ui/feedback/FeedbackView.tsx).
import type { FailureKind } from '../../api/result.ts';
import type { FeedbackPictureName } from '../feedback/FeedbackView.tsx';

/** Why a call or a page failed: one of the kinds a call reports, or the page's link lacking a value. */
export type FailureReason = FailureKind | 'missing';

export const noConnectionTitle = 'No connection';
export const serverTroubleTitle = 'Something is wrong on our side';
/** The server said no: its own message, the line under this, says why. */
const refusedTitle = 'Not available';
export const brokenLinkTitle = 'This link is incomplete';

/** The picture and title of a failure; an unknown reason reads as trouble on the service's side. */
export function failureCase(reason?: FailureReason): [FeedbackPictureName, string] {
  return reason === 'network' || reason === 'timeout' || reason === 'offline'
    ? ['no-connection', noConnectionTitle]
    : reason === 'business'
      ? ['failure', refusedTitle]
      : reason === 'missing'
        ? ['failure', brokenLinkTitle]
        : ['server-trouble', serverTroubleTitle];
}
