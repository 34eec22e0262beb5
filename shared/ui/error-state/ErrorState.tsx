// What a borrower sees when a screen cannot show its data: a plain message and a way to try again.
import { Button } from '../button/Button.tsx';
import styles from './ErrorState.module.scss';

export const defaultErrorMessage = 'Something went wrong. Please try again.';

export interface ErrorStateProps {
  message?: string;
  /** Shows a 'Retry' button that calls this. */
  onRetry?: () => void;
}

export function ErrorState({ message = defaultErrorMessage, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.errorState}>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      {onRetry && (
        <Button variant="primary" onClick={onRetry} className={styles.retry}>
          Retry
        </Button>
      )}
    </div>
  );
}
