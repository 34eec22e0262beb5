// What a borrower sees when a screen cannot show its data: the failure's feedback view with one
// plain message, said once, and a way forward: Retry, a way back out of the page, or both, and the
// way to Customer Service. Every page fails with this one look.
import type { ReactNode } from 'react';
import { Button } from '../button/Button.tsx';
import { FeedbackView, type ServiceLink } from '../feedback/FeedbackView.tsx';

export const defaultErrorMessage = 'Something went wrong. Please try again.';

export interface ErrorStateProps {
  message?: string;
  /** Shows a 'Retry' button that calls this. */
  onRetry?: () => void;
  /** Shows a 'Back' button that calls this (leave the page: shared/bridge/nativeBack.ts). */
  onLeave?: () => void;
  /** The way to a person (the Customer Service page unless a public page says otherwise). */
  service?: ServiceLink;
  /** More ways forward under the buttons (Customer Service: the configured contacts). */
  children?: ReactNode;
}

export function ErrorState({
  message = defaultErrorMessage,
  onRetry,
  onLeave,
  service,
  children,
}: ErrorStateProps) {
  return (
    <FeedbackView
      kind="failure"
      title={message}
      service={service}
      actions={
        (onRetry || onLeave) && (
          <>
            {onRetry && (
              <Button variant="primary" onClick={onRetry}>
                Retry
              </Button>
            )}
            {onLeave && (
              <Button variant="secondary" onClick={onLeave}>
                Back
              </Button>
            )}
          </>
        )
      }
    >
      {children}
    </FeedbackView>
  );
}
