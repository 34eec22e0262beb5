// Said where the borrower tapped when another request's outcome is unknown (shared/hooks/
// requestKeys.ts): which request is still being checked, and a way to a person.
import { CustomerServiceLink } from '../feedback/FeedbackView.tsx';
import styles from './StillChecking.module.scss';

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
    <div className={styles.stillChecking}>
      <p role="alert" className={styles.text}>
        {stillCheckingMessage(what, next)}
      </p>
      <CustomerServiceLink service="phone" />
    </div>
  );
}
