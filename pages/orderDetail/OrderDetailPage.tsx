// Order Details (spec §2 'Order Details', §3 'Loan order detail', §4, §7 'Order details', §8;
// contract §1 orderDetail.html): loads the order by productId and orderId, replaces itself with
// playeduL where the rules say so, then shows the status, the order card, and either the button
// area or the recommended products, with the dialogs the answer asks for. While a loan awaits
// withdrawal, the shell's back button opens the withdraw reminder instead of leaving. The dialogs
// and the recommended list live in modules of their own, each fetched as soon as the answer shows
// it is needed; when one cannot be fetched the page goes on without it.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type LoanDetail, loadLoanDetail } from '../../shared/api/loanDetails.ts';
import { saveEvent } from '../../shared/api/productJump.ts';
import { type ApiResult, failureMessages } from '../../shared/api/result.ts';
import { goHome, openProduct } from '../../shared/bridge/bridge.ts';
import { onNativeBack } from '../../shared/bridge/nativeBack.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { queryValue } from '../../shared/navigation/pageQuery.ts';
import { usePageSearch } from '../../shared/navigation/usePageSearch.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { ErrorState } from '../../shared/ui/error-state/ErrorState.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { StatusHeader } from '../../shared/ui/status-header/StatusHeader.tsx';
import { OptionalPartBoundary } from './OptionalPartBoundary.tsx';
import { OrderButtons } from './OrderButtons.tsx';
import { OrderCard } from './OrderCard.tsx';
import { OrderDetailSkeleton } from './OrderDetailSkeleton.tsx';
import { RecommendedPlaceholder } from './RecommendedPlaceholder.tsx';
import {
  bindCardTarget,
  borrowAgainModuleId,
  buttonArea,
  dialogsOnArrival,
  isBankTipSet,
  isUnreadable,
  type OrderAction,
  type OrderDialog,
  type OrderIds,
  redirectTarget,
  remindsWithdraw,
  repayTarget,
  rolloverTarget,
  sessionStore,
  setBankTip,
  showsRecommendedList,
  withdrawTarget,
} from './orderDetailRules.ts';
import styles from './OrderDetailPage.module.scss';

export const missingIdsMessage =
  'This order cannot be shown: the link is missing its product or order number.';

export const withdrawReminderMessage =
  'Your loan is waiting for you. Withdraw it now to receive the money in your account.';

type View =
  | { kind: 'missing' }
  | { kind: 'loading' }
  /** A business failure: the service module toasted it, the page stays calm (spec §7). */
  | { kind: 'quiet' }
  | { kind: 'failed'; message: string }
  | { kind: 'redirecting' }
  | { kind: 'ready'; detail: LoanDetail };

const noIds: OrderIds = { productId: '', orderId: '' };

/** The dialogs' own module: fetched only for an order that asks for a dialog. */
const importDialogs = () => import('./OrderDialogs.tsx');

const OrderDialogs = lazy(() =>
  importDialogs().then((module) => ({ default: module.OrderDialogs })),
);

/** The recommended list's own module: fetched only for an order that shows the list. */
const importRecommended = () => import('./RecommendedSection.tsx');

const RecommendedSection = lazy(() =>
  importRecommended().then((module) => ({ default: module.RecommendedSection })),
);

export function OrderDetailPage() {
  // Unknown at build time and while hydrating: the page shows its loading state until then.
  const search = usePageSearch();
  const productId = search === undefined ? undefined : queryValue('productId', search);
  const orderId = search === undefined ? undefined : queryValue('orderId', search);
  const ids = useMemo<OrderIds | undefined>(
    () => (productId && orderId ? { productId, orderId } : undefined),
    [productId, orderId],
  );
  const [loadedView, setView] = useState<View>({ kind: 'loading' });
  const view: View = search !== undefined && !ids ? { kind: 'missing' } : loadedView;
  const [dialogs, setDialogs] = useState<OrderDialog[]>([]);
  const [withdrawReminderOpen, setWithdrawReminderOpen] = useState(false);
  // The dialogs could not appear (their module failed to load): the page goes on without them.
  const [dialogsFailed, setDialogsFailed] = useState(false);
  // The recommended product whose tap is in flight (the list's module does the tap itself).
  const [pendingIndex, setPendingIndex] = useState<number>();
  // Answers to an earlier load (or after leaving the page) are dropped.
  const latestLoad = useRef(0);

  const show = useCallback((result: ApiResult<LoanDetail>) => {
    if (!result.success) {
      setView(
        result.failure === 'business'
          ? { kind: 'quiet' }
          : { kind: 'failed', message: result.message },
      );
      return;
    }
    const detail = result.data;
    if (isUnreadable(detail)) {
      setView({ kind: 'failed', message: failureMessages.malformed });
      return;
    }
    const target = redirectTarget(detail);
    if (target) {
      // The order page replaces itself: no history entry to come back to (spec §4).
      globalThis.location.replace(target);
      setView({ kind: 'redirecting' });
      return;
    }
    const arrival = dialogsOnArrival(detail, isBankTipSet(sessionStore()));
    // A dialog is due (one opens now, or the reminder may open on back): fetch the dialogs at once,
    // so they are there when they render. A failed fetch is handled where they render.
    if (arrival.length > 0 || remindsWithdraw(detail)) void importDialogs().catch(() => undefined);
    // Likewise the list, so it replaces its placeholder as soon as possible.
    if (showsRecommendedList(detail.orderStatus)) void importRecommended().catch(() => undefined);
    setDialogs(arrival);
    setView({ kind: 'ready', detail });
  }, []);

  const load = useCallback(
    (orderIds: OrderIds) => {
      const request = ++latestLoad.current;
      return loadLoanDetail(orderIds).then((result) => {
        if (request === latestLoad.current) show(result);
      });
    },
    [show],
  );

  useEffect(() => {
    if (ids) void load(ids);
    return () => {
      latestLoad.current += 1;
    };
  }, [ids, load]);

  // Back opens the reminder, and closes it when it is already open; otherwise back keeps its
  // default (history back, or closing the web view), as it does when the reminder cannot appear.
  // Set while the order is drawn, so a back pressed the moment it shows already opens the reminder.
  const guardsLeaving = view.kind === 'ready' && remindsWithdraw(view.detail) && !dialogsFailed;
  useLayoutEffect(() => {
    if (!guardsLeaving) return;
    return onNativeBack(() => setWithdrawReminderOpen((open) => !open));
  }, [guardsLeaving]);

  const retry = () => {
    if (!ids) return;
    setView({ kind: 'loading' });
    void load(ids);
  };

  const orderIds = ids ?? noIds;

  const [borrowAgain, borrowing] = usePendingAction(async () => {
    await saveEvent({
      productId: orderIds.productId,
      moduleId: borrowAgainModuleId,
      positionId: 0,
    });
    openProduct(orderIds.productId);
  });

  // One product tap at a time: a double tap, or a tap on another product, starts nothing.
  const [runProductTap] = usePendingAction(async (index: number, tap: () => Promise<void>) => {
    setPendingIndex(index);
    try {
      await tap();
    } finally {
      setPendingIndex(undefined);
    }
  });

  const closeDialog = () => setDialogs((open) => open.slice(1));

  const onAction = (detail: LoanDetail, action: OrderAction) => {
    if (action === 'borrowAgain') {
      void borrowAgain();
      return;
    }
    setBankTip(sessionStore());
    globalThis.location.assign(
      action === 'repay' ? repayTarget(detail, orderIds) : rolloverTarget(orderIds),
    );
  };

  const goBindCard = () => {
    closeDialog();
    globalThis.location.assign(bindCardTarget(orderIds));
  };

  return (
    <>
      <PageHeader title="Order Details" />
      {view.kind === 'missing' && (
        <main className={styles.content}>
          <ErrorState message={missingIdsMessage} />
        </main>
      )}
      {(view.kind === 'loading' || view.kind === 'redirecting') && (
        <main aria-busy="true">
          <OrderDetailSkeleton />
        </main>
      )}
      {view.kind === 'quiet' && (
        <main>
          <OrderDetailSkeleton still />
        </main>
      )}
      {view.kind === 'failed' && (
        <main className={styles.content}>
          <ErrorState message={view.message} onRetry={retry} />
        </main>
      )}
      {view.kind === 'ready' && (
        <>
          <StatusHeader
            orderStatus={view.detail.orderStatus}
            statusText={view.detail.noticeStatusText}
            description={view.detail.noticeDesText}
          />
          <main className={styles.content}>
            <OrderCard
              productLogo={view.detail.productLogo}
              productName={view.detail.productName}
              rows={view.detail.detailRows}
              telephone={view.detail.telephone}
            />
            {showsRecommendedList(view.detail.orderStatus) ? (
              <div className={styles.recommended}>
                {/* Without its module the list is left out; the way home below always stays. */}
                <OptionalPartBoundary>
                  <Suspense
                    fallback={
                      <RecommendedPlaceholder count={view.detail.recommendedProducts.length} />
                    }
                  >
                    <RecommendedSection
                      products={view.detail.recommendedProducts}
                      pendingIndex={pendingIndex}
                      runTap={(index, tap) => void runProductTap(index, tap)}
                    />
                  </Suspense>
                </OptionalPartBoundary>
                <Button variant="text" fullWidth onClick={goHome}>
                  Click to view more products
                </Button>
              </div>
            ) : (
              <OrderButtons
                area={buttonArea(view.detail.orderStatus, view.detail.isDelay)}
                onAction={(action) => onAction(view.detail, action)}
                pendingAction={borrowing ? 'borrowAgain' : undefined}
              />
            )}
          </main>
          {/* Mounted, closed, while the reminder may open, so back opens it at once. */}
          {(dialogs.length > 0 || guardsLeaving) && !dialogsFailed && (
            <OptionalPartBoundary
              onFailed={() => {
                setDialogsFailed(true);
                setWithdrawReminderOpen(false);
              }}
            >
              <Suspense fallback={null}>
                <OrderDialogs
                  detail={view.detail}
                  current={dialogs[0]}
                  onCloseCurrent={closeDialog}
                  onBindCard={goBindCard}
                  withdrawReminder={{
                    open: withdrawReminderOpen,
                    message: withdrawReminderMessage,
                    onClose: () => setWithdrawReminderOpen(false),
                    onCancel: () => {
                      setWithdrawReminderOpen(false);
                      goHome();
                    },
                    onWithdraw: () => {
                      const target = withdrawTarget(view.detail);
                      setWithdrawReminderOpen(false);
                      if (target) globalThis.location.assign(target);
                    },
                  }}
                />
              </Suspense>
            </OptionalPartBoundary>
          )}
        </>
      )}
    </>
  );
}
