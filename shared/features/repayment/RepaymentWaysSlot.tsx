// Where a repayment page puts its ways to pay. They live in a module of their own (the pay-code box,
// the method popup, the barcode modal, the payment-ways store with its persistence), fetched while
// the page's first call is out, so the page's first download stays small and nothing waits for it.
// A module that cannot be fetched (offline) leaves a message with Retry, which fetches it again;
// the page's own details show meanwhile, where the module puts them: under the ways to pay. The slot
// draws the page's <main>, and the module the action bar just after it: a sticky bar rises no higher
// than its parent's top, and <main> starts under the loan header, on a short screen below its edge.
import { type ReactNode, useEffect, useState } from 'react';
import type { DelayRepayment, InstalmentRepayment } from '../../api/repayment.ts';
import type { OrderIds } from '../../api/request.ts';
import { ErrorState } from '../../ui/error-state/ErrorState.tsx';
import { Skeleton } from '../../ui/skeleton/Skeleton.tsx';
import type * as WaysExports from './RepaymentWays.tsx';
import styles from './RepaymentSkeleton.module.scss';

type WaysModule = typeof WaysExports;

const importWays = (): Promise<WaysModule> => import('./RepaymentWays.tsx');

export const waysFailedMessage =
  'The payment methods could not be loaded. Please check your connection and try again.';

/** Starts fetching the module as the page mounts; a failure is shown where the module renders. */
export function usePreloadedRepaymentWays(): void {
  useEffect(() => {
    void importWays().catch(() => undefined);
  }, []);
}

export interface RepaymentWaysSlotProps {
  repayment: InstalmentRepayment | DelayRepayment;
  ids: OrderIds;
  /** The page's Retry: loads its answer afresh. */
  reload: () => void;
  /** The page's own details (the loan, the plan): after the ways to pay, before the bar. */
  details?: ReactNode;
  /** The class of the page's <main>. */
  mainClassName?: string;
}

export function RepaymentWaysSlot(props: RepaymentWaysSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ module?: WaysModule; failed?: number }>({});
  useEffect(() => {
    let current = true;
    importWays().then(
      (module) => current && setLoaded({ module }),
      () => current && setLoaded({ failed: attempt }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  if (loaded.module) return <loaded.module.RepaymentWays {...props} />;
  if (loaded.failed === attempt) {
    return (
      <main className={props.mainClassName}>
        <ErrorState message={waysFailedMessage} onRetry={() => setAttempt((count) => count + 1)} />
        {props.details}
      </main>
    );
  }
  return (
    <main className={props.mainClassName}>
      {/* Where the pay code and the ways to pay will be, then the details, then the bar. */}
      <div className={styles.card} aria-hidden="true">
        <Skeleton width="60%" />
        <Skeleton width="45%" height="2rem" />
      </div>
      {props.details}
      <Skeleton height={48} className={styles.button} />
    </main>
  );
}
