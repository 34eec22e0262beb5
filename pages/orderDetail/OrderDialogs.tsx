// The Order Details dialogs (spec §2 'Order Details' dialogs; §4 'Kind tips dialog', 'Bank-card
// dialog', 'Order-details rating'): the one at the head of the queue the answer asked for, and the
// withdraw reminder. A module of their own, fetched only when the order asks for a dialog, so a
// visit without one does not download them.
import type { LoanDetail } from '../../shared/api/loanDetails.ts';
import { BankCardDialog } from './BankCardDialog.tsx';
import { KindTipsDialog } from './KindTipsDialog.tsx';
import type { OrderDialog } from './orderDetailRules.ts';
import { RatingDialog } from './RatingDialog.tsx';
import { WithdrawReminderDialog } from './WithdrawReminderDialog.tsx';

export interface OrderDialogsProps {
  detail: LoanDetail;
  /** The dialog at the head of the queue; the others wait their turn. */
  current: OrderDialog | undefined;
  /** Closes the current dialog, so the next in the queue opens. */
  onCloseCurrent: () => void;
  onBindCard: () => void;
  withdrawReminder: {
    open: boolean;
    onClose: () => void;
    onCancel: () => void;
    onWithdraw: () => void;
  };
}

export function OrderDialogs({
  detail,
  current,
  onCloseCurrent,
  onBindCard,
  withdrawReminder,
}: OrderDialogsProps) {
  return (
    <>
      <KindTipsDialog
        open={current === 'kindTips'}
        message={detail.kindTipsMsg ?? ''}
        onClose={onCloseCurrent}
      />
      <BankCardDialog
        open={current === 'bankCard'}
        title={detail.cardPopTitle}
        message={detail.cardPopMsg}
        onClose={onCloseCurrent}
        onBind={onBindCard}
      />
      <RatingDialog open={current === 'rating'} onFinished={onCloseCurrent} />
      <WithdrawReminderDialog {...withdrawReminder} />
    </>
  );
}
