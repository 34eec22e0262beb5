// What a borrower sees when a screen cannot show its data: one plain message, said once, and a way
// forward: Retry, a way back out of the page, or both. Every page fails with this one look.
import type { ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import styles from './ErrorState.module.scss';

export const defaultErrorMessage = 'Something went wrong. Please try again.';

export interface ErrorStateProps {
  message?: string;
  /** Shows a 'Retry' button that calls this. */
  onRetry?: () => void;
  /** Shows a 'Back' button that calls this (leave the page: shared/bridge/nativeBack.ts). */
  onLeave?: () => void;
  /** More ways forward under the buttons (Customer Service: the configured contacts). */
  children?: ReactNode;
}

export function ErrorState({
  message = defaultErrorMessage,
  onRetry,
  onLeave,
  children,
}: ErrorStateProps) {
  return (
    <div className={styles.errorState}>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      {(onRetry || onLeave) && (
        <div className={styles.actions}>
          {onRetry && (
            <Button variant="primary" onClick={onRetry} className={styles.action}>
              Retry
            </Button>
          )}
          {onLeave && (
            <Button variant="secondary" onClick={onLeave} className={styles.action}>
              Back
            </Button>
          )}
        </div>
      )}
      {children !== undefined && <div className={styles.more}>{children}</div>}
    </div>
  );
}
