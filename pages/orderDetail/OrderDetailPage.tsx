// Order Details (spec §2 'Order Details', §3 'Loan order detail', §4, §7 'Order details', §8;
// contract §1 orderDetail.html): loads the order by productId and orderId, replaces itself with
// playeduL where the rules say so, then shows the status, the order card, and either the button
// area or the recommended products, with the dialogs the answer asks for. While a loan awaits
// withdrawal, the shell's back button opens the withdraw reminder instead of leaving. The dialogs
// and the recommended list live in modules of their own, each fetched as soon as the answer shows
// it is needed; when one cannot be fetched the page goes on without it.
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import type { LoanDetail } from '../../shared/api/loanDetails.ts';
import { saveEvent } from '../../shared/api/productJump.ts';
import { settleWithin, trackingGraceMs } from '../../shared/api/settleWithin.ts';
import { goHome, openProduct } from '../../shared/bridge/bridge.ts';
import { onNativeBack } from '../../shared/bridge/nativeBack.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { ErrorBoundary } from '../../shared/ui/error-boundary/ErrorBoundary.tsx';
import { lazyPart } from '../../shared/ui/lazy-part/lazyPart.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { StatusHeader } from '../../shared/ui/status-header/StatusHeader.tsx';
import { OrderButtons } from './OrderButtons.tsx';
import { OrderCard } from './OrderCard.tsx';
import { OrderDetailSkeleton } from './OrderDetailSkeleton.tsx';
import { RecommendedPlaceholder } from './RecommendedPlaceholder.tsx';
import {
  bindCardTarget,
  borrowAgainModuleId,
  buttonArea,
  dialogsOnArrival,
  type OrderAction,
  type OrderDialog,
  type OrderIds,
  redirectTarget,
  remindsWithdraw,
  repayTarget,
  rolloverTarget,
  showsRecommendedList,
  withdrawTarget,
} from './orderDetailRules.ts';
import styles from './OrderDetailPage.module.scss';
import { pageLoad } from './pageLoad.ts';

export const missingIdsMessage =
  'This order cannot be shown: the link is missing its product or order number.';

/** The dialogs' own module: fetched only for an order that asks for a dialog. */
const OrderDialogs = lazyPart(() =>
  import('./OrderDialogs.tsx').then((module) => module.OrderDialogs),
);

/**
 * The showBankTip store and its persistence: read and set only once the order is shown, so they
 * stay out of the page's first download.
 */
const importBankTip = () =>
  import('../../shared/stores/bankTip.ts').then((module) => module.bankTipStore);

/** The recommended list's own module: fetched only for an order that shows the list. */
const RecommendedSection = lazyPart(() =>
  import('./RecommendedSection.tsx').then((module) => module.RecommendedSection),
);

export function OrderDetailPage() {
  const { state, query, retry } = usePageData(pageLoad);
  const detail = state.status === 'ready' ? state.data : undefined;
  // The order page replaces itself (spec §4): the order is never shown on the way.
  const redirect = detail ? redirectTarget(detail) : undefined;

  useEffect(() => {
    if (redirect) globalThis.location.replace(redirect);
  }, [redirect]);

  return (
    <>
      <PageHeader title="Order Details" />
      <PageState
        state={redirect ? { status: 'loading' } : state}
        onRetry={retry}
        missingMessage={missingIdsMessage}
        placeholder={<OrderDetailSkeleton />}
      >
        {(order) => <OrderView detail={order} ids={query ?? noIds} />}
      </PageState>
    </>
  );
}

const noIds: OrderIds = { productId: '', orderId: '' };

/** What a tap on the page can start: the button area's actions and the ways off the page. */
type PageAction = OrderAction | 'home' | 'bindCard' | 'withdraw';

/** The order once it is there: status, card, buttons or recommended list, and its dialogs. */
function OrderView({ detail, ids }: { detail: LoanDetail; ids: OrderIds }) {
  // Kind tips waits for the session flag, whose store is fetched only for an order with tips;
  // unreadable counts as not set, so the tips show.
  const asksKindTips = detail.kindTipsMsg !== undefined;
  const [bankTipShown, setBankTipShown] = useState<boolean>();
  useEffect(() => {
    if (!asksKindTips) return;
    let current = true;
    void importBankTip()
      .then((store) => store.getState().bankTipShown)
      .catch(() => false)
      .then((shown) => {
        if (current) setBankTipShown(shown);
      });
    return () => {
      current = false;
    };
  }, [asksKindTips]);
  // The dialogs the order asked for and the borrower has not closed (shown one at a time).
  const [closedDialogs, setClosedDialogs] = useState<readonly OrderDialog[]>([]);
  const dialogs =
    asksKindTips && bankTipShown === undefined
      ? []
      : dialogsOnArrival(detail, bankTipShown ?? false).filter(
          (dialog) => !closedDialogs.includes(dialog),
        );
  const [withdrawReminderOpen, setWithdrawReminderOpen] = useState(false);
  // The dialogs could not appear (their module failed to load): the page goes on without them.
  const [dialogsFailed, setDialogsFailed] = useState(false);
  // The recommended product whose tap is in flight (the list's module does the tap itself).
  const [pendingIndex, setPendingIndex] = useState<number>();

  const needsDialogs = dialogsOnArrival(detail, false).length > 0 || remindsWithdraw(detail);
  // The list renders with the order, which fetches its module; nothing to fetch ahead.
  const showsList = showsRecommendedList(detail.orderStatus);
  const area = buttonArea(detail.orderStatus, detail.isDelay);
  const offersRepay = area.buttons.some((button) => button.action !== 'borrowAgain');
  useEffect(() => {
    // Fetch what the order needs at once, so it is there when it shows or is tapped (the dialogs
    // wait for the bank-tip store, the reminder for back); a failed fetch is handled where it is
    // used.
    if (needsDialogs) void OrderDialogs.load();
    if (offersRepay) void importBankTip().catch(() => undefined);
  }, [needsDialogs, offersRepay]);

  // While a loan awaits withdrawal, back opens the reminder; an open reminder closes on back as
  // every dialog does. Set while the order is drawn, so a back pressed the moment it shows already
  // opens the reminder.
  const guardsLeaving = remindsWithdraw(detail) && !dialogsFailed;
  useLayoutEffect(() => {
    if (!guardsLeaving) return;
    return onNativeBack(() => setWithdrawReminderOpen(true));
  }, [guardsLeaving]);

  const closeDialog = (dialog: OrderDialog) => setClosedDialogs((closed) => [...closed, dialog]);

  // Every action of the page goes through the one double-tap guard.
  const [act, acting] = usePendingAction(async (action: PageAction) => {
    switch (action) {
      case 'borrowAgain':
        // Tracking never holds the borrower back for long.
        await settleWithin(
          saveEvent({ productId: ids.productId, moduleId: borrowAgainModuleId, positionId: 0 }),
          trackingGraceMs,
        );
        openProduct(ids.productId);
        return;
      case 'home':
        goHome();
        return;
      case 'bindCard':
        closeDialog('bankCard');
        globalThis.location.assign(bindCardTarget(ids));
        return;
      case 'withdraw': {
        const target = withdrawTarget(detail);
        if (target) globalThis.location.assign(target);
        return;
      }
      case 'repay':
      case 'rollover':
        // A store that cannot load in time costs the borrower one more look at the tips, never
        // the way to pay.
        await settleWithin(
          importBankTip().then((store) => store.getState().markBankTipShown()),
          trackingGraceMs,
        );
        globalThis.location.assign(
          action === 'repay' ? repayTarget(detail, ids) : rolloverTarget(ids),
        );
    }
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

  return (
    <>
      <StatusHeader
        orderStatus={detail.orderStatus}
        statusText={detail.noticeStatusText}
        description={detail.noticeDesText}
      />
      <main className={styles.content}>
        <OrderCard
          productLogo={detail.productLogo}
          productName={detail.productName}
          rows={detail.detailRows}
          telephone={detail.telephone}
        />
        {showsList ? (
          <div className={styles.recommended}>
            {/* Without its module the list is left out; the way home below always stays. */}
            <ErrorBoundary optional>
              <Suspense
                fallback={
                  <RecommendedPlaceholder count={detail.recommendedProducts.items.length} />
                }
              >
                <RecommendedSection
                  products={detail.recommendedProducts}
                  pendingIndex={pendingIndex}
                  runTap={(index, tap) => void runProductTap(index, tap)}
                />
              </Suspense>
            </ErrorBoundary>
            <Button variant="text" fullWidth onClick={() => void act('home')}>
              Click to view more products
            </Button>
          </div>
        ) : (
          <OrderButtons
            area={area}
            onAction={(action) => void act(action)}
            // Of the button area's actions only Borrow Again waits (for its event) before leaving.
            pendingAction={acting ? 'borrowAgain' : undefined}
          />
        )}
      </main>
      {/* Mounted, closed, while the reminder may open, so back opens it at once. */}
      {(dialogs.length > 0 || guardsLeaving) && !dialogsFailed && (
        <ErrorBoundary
          optional={() => {
            setDialogsFailed(true);
            setWithdrawReminderOpen(false);
          }}
        >
          <Suspense fallback={null}>
            <OrderDialogs
              detail={detail}
              asked={dialogs}
              onClose={closeDialog}
              onBindCard={() => void act('bindCard')}
              withdrawReminder={{
                open: withdrawReminderOpen,
                onClose: () => setWithdrawReminderOpen(false),
                onCancel: () => {
                  setWithdrawReminderOpen(false);
                  void act('home');
                },
                onWithdraw: () => {
                  setWithdrawReminderOpen(false);
                  void act('withdraw');
                },
              }}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
