// The order once it is there (spec §2 'Order Details'), under its figures (OrderDetailPage.tsx): the
// status's line, the order card, then either the button area, in the action bar, or the recommended
// products with the way home, and the dialogs the answer asks for. Every tap goes through one double-tap guard.
import { useEffect } from 'react';
import { openAddress } from '../../shared/actions/openAddress.ts';
import type { LoanDetail } from '../../shared/api/loanDetails.ts';
import type { OrderIds } from '../../shared/api/request.ts';
import { saveEvent } from '../../shared/api/productJump.ts';
import { settleWithin, trackingGraceMs } from '../../shared/api/settleWithin.ts';
import { goHome, openProduct } from '../../shared/bridge/bridge.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { ActionBar } from '../../shared/ui/action-bar/ActionBar.tsx';
import { ArrivalDialogs } from './ArrivalDialogs.tsx';
import { importBankTip } from './bankTip.ts';
import { hasSecondAction, OrderButtons } from './OrderButtons.tsx';
import { OrderCard } from './OrderCard.tsx';
import {
  bindCardTarget,
  borrowAgainModuleId,
  buttonArea,
  type OrderAction,
  orderHero,
  repayTarget,
  rolloverTarget,
  showsRecommendedList,
} from './orderDetailRules.ts';
import styles from './OrderDetailPage.module.scss';
import { RecommendedArea } from './RecommendedArea.tsx';

/** What a tap on the page can start: the button area's actions and the ways off the page. */
type PageAction = OrderAction | 'home' | 'bindCard' | 'withdraw';

export function OrderView({ detail, ids }: { detail: LoanDetail; ids: OrderIds }) {
  // The rows the header shows are not repeated in the card.
  const { amount, date, otherRows } = orderHero(detail.detailRows.items);
  // With figures in the header, the status's line opens the page under it (without, the header
  // says it in their place: firstFigures.ts).
  const statusLine = amount || date ? detail.noticeDesText : '';
  const showsList = showsRecommendedList(detail.orderStatus);
  const area = buttonArea(detail.orderStatus, detail.delayAvailable);
  const offersRepay = area.buttons.some((button) => button.action !== 'borrowAgain');
  useEffect(() => {
    // The bank-tip store is set on the way to pay: fetched now, so the tap does not wait for it.
    if (offersRepay) void importBankTip().catch(() => undefined);
  }, [offersRepay]);

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
        openAddress(bindCardTarget(ids));
        return;
      case 'withdraw':
        // A refused address opens nothing and says so (openAddress).
        openAddress(detail.confirmationAddress);
        return;
      case 'repay':
      case 'rollover':
        // A store that cannot load in time costs the borrower one more look at the tips, never
        // the way to pay.
        await settleWithin(
          importBankTip().then((store) => store.getState().markBankTipShown()),
          trackingGraceMs,
        );
        openAddress(action === 'repay' ? repayTarget(detail, ids) : rolloverTarget(ids));
    }
  });

  return (
    <>
      <main className={styles.content}>
        {statusLine && <p className={styles.statusLine}>{statusLine}</p>}
        <OrderCard
          productLogo={detail.productLogo}
          productName={detail.productName}
          rows={{
            items: otherRows,
            total: detail.detailRows.total - (detail.detailRows.items.length - otherRows.length),
          }}
          telephone={detail.telephone}
        />
        {showsList && (
          <RecommendedArea products={detail.recommendedProducts} onHome={() => void act('home')} />
        )}
      </main>
      {/* After the content, not in it: at large text a tall bar may rise above where it starts. */}
      {!showsList && area.buttons.length > 0 && (
        <ActionBar
          secondary={
            hasSecondAction(area) && (
              <OrderButtons area={area} part="second" onAction={(action) => void act(action)} />
            )
          }
        >
          <OrderButtons
            area={area}
            part="main"
            onAction={(action) => void act(action)}
            // Of the button area's actions only Borrow Again waits (for its event) first.
            pendingAction={acting ? 'borrowAgain' : undefined}
          />
        </ActionBar>
      )}
      <ArrivalDialogs
        detail={detail}
        onBindCard={() => void act('bindCard')}
        onHome={() => void act('home')}
        onWithdraw={() => void act('withdraw')}
      />
    </>
  );
}
