// The views of a page's data (shared/data/usePageData.ts), one look on every page: the page's own
// placeholder while loading, the one error state with Retry and Back when the call failed, Back
// alone when the address lacks what the page needs, and the page itself once the data is there.
// Every failure offers the way to Customer Service (retrying may not help, and the borrower must
// not be left without someone to ask).
import type { ReactNode } from 'react';
import type { PageDataState } from '../../data/pageData.ts';
import { leavePage } from '../../bridge/nativeBack.ts';
import { ErrorState } from '../error-state/ErrorState.tsx';
import type { ServiceLink } from '../feedback/FeedbackView.tsx';
import styles from './PageState.module.scss';

/** Shown when the address lacks a value the page needs (a broken link: retrying cannot help). */
const missingQueryMessage =
  'This page cannot be shown: its link is incomplete. Please go back and open it again.';

export interface PageStateProps<Data> {
  state: PageDataState<Data>;
  /** Calls again after a failure (a page whose data comes from its address cannot fail). */
  onRetry?: () => void;
  /** Shaped like the content, so nothing moves when the data arrives. */
  placeholder: ReactNode;
  /** The page's own words for an incomplete link. */
  missingMessage?: string;
  /** More ways forward under a failure (Customer Service: the configured contacts). */
  failureExtra?: ReactNode;
  /** The way to a person under a failure: the Customer Service page unless the page says otherwise. */
  service?: ServiceLink;
  /** The page once its data is there; it renders its own <main>. */
  children: (data: Data) => ReactNode;
}

export function PageState<Data>({
  state,
  onRetry,
  placeholder,
  missingMessage = missingQueryMessage,
  failureExtra,
  service,
  children,
}: PageStateProps<Data>) {
  switch (state.status) {
    case 'loading':
      return <main aria-busy="true">{placeholder}</main>;
    case 'missing':
      return (
        <main className={styles.failed}>
          <ErrorState
            message={missingMessage}
            failure="missing"
            onLeave={leavePage}
            service={service}
          />
        </main>
      );
    case 'failed':
      return (
        <main className={styles.failed}>
          <ErrorState
            message={state.message}
            failure={state.failure}
            onRetry={onRetry}
            onLeave={leavePage}
            service={service}
          >
            {failureExtra}
          </ErrorState>
        </main>
      );
    case 'ready':
      return children(state.data);
  }
}
