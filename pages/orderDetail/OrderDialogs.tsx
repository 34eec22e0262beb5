// The Order Details dialogs (spec §2 'Order Details' dialogs; §4 'Kind tips dialog', 'Bank-card
// dialog', 'Order-details rating'): those the answer asked for, asked together and so shown one at
// a time in the order they stand here (the modal layer's queue), and the withdraw reminder. A
// module of their own, fetched only when the order asks for a dialog, so a visit without one does
// not download them.
import type { LoanDetail } from '../../shared/api/loanDetails.ts';
import { BankCardDialog } from './BankCardDialog.tsx';
import { KindTipsDialog } from './KindTipsDialog.tsx';
import type { OrderDialog } from './orderDetailRules.ts';
import { OrderRatingDialog } from './OrderRatingDialog.tsx';
import { WithdrawReminderDialog } from './WithdrawReminderDialog.tsx';

export interface OrderDialogsProps {
  detail: LoanDetail;
  /** The dialogs asked for and not yet closed. */
  asked: readonly OrderDialog[];
  onClose: (dialog: OrderDialog) => void;
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
  asked,
  onClose,
  onBindCard,
  withdrawReminder,
}: OrderDialogsProps) {
  return (
    <>
      <KindTipsDialog
        open={asked.includes('kindTips')}
        message={detail.kindTipsMsg ?? ''}
        onClose={() => onClose('kindTips')}
      />
      <BankCardDialog
        open={asked.includes('bankCard')}
        title={detail.cardPopTitle}
        message={detail.cardPopMsg}
        onClose={() => onClose('bankCard')}
        onBind={onBindCard}
      />
      <OrderRatingDialog open={asked.includes('rating')} onFinished={() => onClose('rating')} />
      <WithdrawReminderDialog {...withdrawReminder} />
    </>
  );
}
