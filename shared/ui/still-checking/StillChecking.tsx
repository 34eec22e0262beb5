// Said where the borrower tapped when another request's outcome is unknown (shared/hooks/
// requestKeys.ts): which request is still being checked, and a way to a person. It takes the look
// of the text and the service link around it, so it adds no rules to any page's styles.
import { CustomerServiceLink } from '../feedback/FeedbackView.tsx';

const sendItAgain = 'Send that one again to check it, or call Customer Service.';

/**
 * Nothing new was sent: `what` names the open request (its masked notice), `next` what the borrower
 * can do about it.
 */
export function stillCheckingMessage(what: string, next = sendItAgain): string {
  return `We are still checking ${what}. Nothing new was sent. ${next}`;
}

export function StillChecking({ what, next }: { what: string; next?: string }) {
  return (
    <div>
      <p role="alert">{stillCheckingMessage(what, next)}</p>
      <CustomerServiceLink service="phone" />
    </div>
  );
}
