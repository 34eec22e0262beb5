// The withdraw reminder (spec §2): 'Cancel' goes home, 'Withdraw Now' goes on with the loan. The
// page opens it when the borrower tries to leave a loan that awaits withdrawal; a tap outside or
// Escape only closes it, so the borrower stays on the order.
import { Button } from '../../shared/ui/button/Button.tsx';
import { Dialog } from '../../shared/ui/dialog/Dialog.tsx';
import styles from './OrderDetailPage.module.scss';

export const withdrawReminderMessage =
  'Your loan is waiting for you. Withdraw it now to receive the money in your account.';

export function WithdrawReminderDialog(props: {
  open: boolean;
  onCancel: () => void;
  onWithdraw: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      title="Withdraw reminder"
      onClose={props.onClose}
      closeOnBackdrop
      actions={
        <>
          <Button variant="secondary" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button onClick={props.onWithdraw}>Withdraw Now</Button>
        </>
      }
    >
      <p className={styles.dialogText}>{withdrawReminderMessage}</p>
    </Dialog>
  );
}
