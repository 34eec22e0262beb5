// The dialogs of Order Details (spec §2 'Order Details' dialogs, §4 'Kind tips dialog', 'Bank-card
// dialog', 'Order-details rating'): those the answer asks for, one at a time, and the withdraw
// reminder, which the shell's back button opens while a loan awaits withdrawal. They live in a
// module of their own, fetched as soon as the answer shows it is needed; when it cannot be
// fetched the page goes on without them.
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import type { LoanDetail } from '../../shared/api/loanDetails.ts';
import { onNativeBack } from '../../shared/bridge/nativeBack.ts';
import { ErrorBoundary } from '../../shared/ui/error-boundary/ErrorBoundary.tsx';
import { lazyPart } from '../../shared/ui/lazy-part/lazyPart.tsx';
import { importBankTip } from './bankTip.ts';
import { dialogsOnArrival, type OrderDialog, remindsWithdraw } from './orderDetailRules.ts';

/** The dialogs' own module: fetched only for an order that asks for a dialog. */
const OrderDialogs = lazyPart(() =>
  import('./OrderDialogs.tsx').then((module) => module.OrderDialogs),
);

export interface ArrivalDialogsProps {
  detail: LoanDetail;
  onBindCard: () => void;
  onHome: () => void;
  onWithdraw: () => void;
}

export function ArrivalDialogs({ detail, onBindCard, onHome, onWithdraw }: ArrivalDialogsProps) {
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

  // Fetched at once, so the dialogs are there when they show (the reminder waits for back).
  const needsDialogs = dialogsOnArrival(detail, false).length > 0 || remindsWithdraw(detail);
  useEffect(() => {
    if (needsDialogs) void OrderDialogs.load();
  }, [needsDialogs]);

  // While a loan awaits withdrawal, back opens the reminder; an open reminder closes on back as
  // every dialog does. Set while the order is drawn, so a back pressed the moment it shows already
  // opens the reminder.
  const guardsLeaving = remindsWithdraw(detail) && !dialogsFailed;
  useLayoutEffect(() => {
    if (!guardsLeaving) return;
    return onNativeBack(() => setWithdrawReminderOpen(true));
  }, [guardsLeaving]);

  const closeDialog = (dialog: OrderDialog) => setClosedDialogs((closed) => [...closed, dialog]);

  // Mounted, closed, while the reminder may open, so back opens it at once.
  if ((dialogs.length === 0 && !guardsLeaving) || dialogsFailed) return null;
  return (
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
          onBindCard={() => {
            closeDialog('bankCard');
            onBindCard();
          }}
          withdrawReminder={{
            open: withdrawReminderOpen,
            onClose: () => setWithdrawReminderOpen(false),
            onCancel: () => {
              setWithdrawReminderOpen(false);
              onHome();
            },
            onWithdraw: () => {
              setWithdrawReminderOpen(false);
              onWithdraw();
            },
          }}
        />
      </Suspense>
    </ErrorBoundary>
  );
}
