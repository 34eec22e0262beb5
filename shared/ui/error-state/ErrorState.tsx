// What a borrower sees when a screen cannot show its data: the failure's feedback view with a short
// title and a picture for the case (no connection, trouble on the service's side, a refusal, an incomplete link),
// one line that says what happened (the server's own message where there is one), and a way
// forward: Retry, a way back out of the page, or both, and the way to Customer Service. Every page
// fails with this one look.
import type { ReactNode } from 'react';
import type { FailureKind } from '../../api/result.ts';
import { Button } from '../button/Button.tsx';
import { FeedbackView, type ServiceLink } from '../feedback/FeedbackView.tsx';
import { failureCase } from './failureCase.ts';

const defaultErrorMessage = 'Something went wrong. Please try again.';

export interface ErrorStateProps {
  /** The line under the title: what went wrong, in the server's words where it sent some. */
  message?: string;
  /** Why it failed: sets the title and the picture (trouble on the service's side by default). */
  failure?: FailureKind | 'missing';
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
  failure,
  onRetry,
  onLeave,
  service,
  children,
}: ErrorStateProps) {
  const [picture, title] = failureCase(failure);
  return (
    <FeedbackView
      kind="failure"
      picture={picture}
      title={title}
      text={message}
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
