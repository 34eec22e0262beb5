// The withdraw reminder (spec §2): 'Cancel' goes home, 'Withdraw Now' goes on with the loan. The
// page opens it when the borrower tries to leave a loan that awaits withdrawal; a tap outside or
// Escape only closes it, so the borrower stays on the order.
import { Button } from '../../shared/ui/button/Button.tsx';
import { Dialog } from '../../shared/ui/dialog/Dialog.tsx';
import styles from './OrderDetailPage.module.scss';

export function WithdrawReminderDialog(props: {
  open: boolean;
  message: string;
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
      {props.message !== '' && <p className={styles.dialogText}>{props.message}</p>}
    </Dialog>
  );
}
