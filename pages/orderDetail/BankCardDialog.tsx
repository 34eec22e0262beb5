// The bank-card prompt (spec §2, §4 'Bank-card dialog'): the server's title and message, a close
// icon, and 'Go and bind the card'.
import { Button } from '../../shared/ui/button/Button.tsx';
import { Dialog } from '../../shared/ui/dialog/Dialog.tsx';
import styles from './OrderDetailPage.module.scss';

/** Names the dialog when the server sends no cardPopTitle. */
const defaultCardPopTitle = 'Bind your card';

export function BankCardDialog(props: {
  open: boolean;
  /** cardPopTitle */
  title: string;
  /** cardPopMsg */
  message: string;
  onClose: () => void;
  onBind: () => void;
}) {
  return (
    <Dialog
      open={props.open}
      title={props.title.trim() || defaultCardPopTitle}
      onClose={props.onClose}
      showClose
      actions={
        <Button fullWidth onClick={props.onBind}>
          Go and bind the card
        </Button>
      }
    >
      {props.message !== '' && <p className={styles.dialogText}>{props.message}</p>}
    </Dialog>
  );
}
