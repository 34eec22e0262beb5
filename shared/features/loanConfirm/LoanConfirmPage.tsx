// The loan confirm screen (spec §2 'Loan confirm V3' and 'Loan confirm V3 variant 2', §4 'Confirm',
// §5, §7 'Repayment and confirm', §8; contract §1 confirm.html and confirmV2.html). Both pages
// render it; they differ only in their calls (shared/api/loanConfirmV3.ts, loanConfirmV2.ts), whose
// answers carry the variant's additions (button text, promotional popup, repayment date, rupee).
//
// The page's first call is the confirm data, its figures first on screen (confirmFigures.ts,
// written by the page's head script when the answer comes before React); the agreement list is
// fetched alongside, and a list that fails leaves the loan on screen with a way to fetch it again. The screen itself
// (ConfirmView.tsx) is fetched while the calls are out, so the first download stays small.
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import type { LoanConfirm, LoanConfirmCalls } from '../../api/loanConfirm.ts';
import { failureMessages } from '../../api/result.ts';
import type { PageDataState, PageLoad } from '../../data/pageData.ts';
import { usePageData } from '../../data/usePageData.ts';
import { LoanHeader } from '../../ui/loan-header/LoanHeader.tsx';
import { PageHeader } from '../../ui/page-header/PageHeader.tsx';
import { PageState } from '../../ui/page-state/PageState.tsx';
import type { ConfirmViewProps } from './ConfirmView.tsx';
import { firstFigures } from './confirmFigures.ts';
import { ConfirmSkeleton } from './ConfirmSkeleton.tsx';
import type { AgreementsState } from './loanConfirmRules.ts';

const confirmTitle = 'Loan Confirmation';

export const missingProductMessage =
  'This loan cannot be shown: the link is missing its product number. Please go back and open it again.';

export interface LoanConfirmPageProps {
  /** The page's first call (pages/<page>/pageLoad.ts): the confirm data of the productId. */
  pageLoad: PageLoad<'productId', LoanConfirm>;
  /** The variant's calls: loanConfirmV3 or loanConfirmV2. */
  calls: LoanConfirmCalls;
}

export function LoanConfirmPage({ pageLoad, calls }: LoanConfirmPageProps) {
  const { state, query, retry, figuresData } = usePageData(pageLoad);
  const productId = query?.productId;
  const agreements = useAgreements(calls, productId);
  const view = useConfirmView();
  // The data is there but not yet the screen that shows it: still loading (or failed to fetch).
  const shown: PageDataState<LoanConfirm> =
    state.status !== 'ready' || view.View ? state : view.state;
  const View = view.View;
  return (
    <>
      <PageHeader title={confirmTitle} />
      {(shown.status === 'loading' || shown.status === 'ready') && (
        <LoanHeader view={figuresData && firstFigures(figuresData)} label="Loan offer" />
      )}
      <PageState
        state={shown}
        onRetry={shown === state ? retry : view.retry}
        missingMessage={missingProductMessage}
        placeholder={<ConfirmSkeleton />}
      >
        {(confirm) =>
          View && (
            <View
              confirm={confirm}
              productId={productId ?? ''}
              calls={calls}
              agreements={agreements.state}
              retryAgreements={agreements.retry}
              reload={retry}
            />
          )
        }
      </PageState>
    </>
  );
}

/** The screen's module, fetched once the page runs; Retry fetches it again after a failure. */
function useConfirmView() {
  const [View, setView] = useState<ComponentType<ConfirmViewProps>>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    import('./ConfirmView.tsx').then(
      (module) => {
        if (current) setView(() => module.ConfirmView);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const state: PageDataState<LoanConfirm> = failed
    ? { status: 'failed', failure: 'network', message: failureMessages.network }
    : { status: 'loading' };
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { View, state, retry };
}

/** The agreement list of the product, started as soon as the query is known. */
function useAgreements(calls: LoanConfirmCalls, productId: string | undefined) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ attempt: number; state: AgreementsState }>();
  useEffect(() => {
    if (!productId) return;
    let current = true;
    void calls.loadAgreements(productId).then((result) => {
      if (!current) return;
      setSettled({
        attempt,
        state: result.success
          ? { status: 'ready', titles: result.data }
          : { status: 'failed', message: result.message },
      });
    });
    return () => {
      current = false;
    };
  }, [calls, productId, attempt]);
  const state: AgreementsState =
    settled && settled.attempt === attempt ? settled.state : { status: 'loading' };
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
}
