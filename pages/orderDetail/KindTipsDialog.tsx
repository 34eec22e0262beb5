// 'Kind tips' (spec §2, §4): the server's message; 'Confirm' closes it.
import { Button } from '../../shared/ui/button/Button.tsx';
import { Dialog } from '../../shared/ui/dialog/Dialog.tsx';
import styles from './OrderDetailPage.module.scss';

export function KindTipsDialog(props: { open: boolean; message: string; onClose: () => void }) {
  return (
    <Dialog
      open={props.open}
      title="Kind tips"
      onClose={props.onClose}
      actions={
        <Button fullWidth onClick={props.onClose}>
          Confirm
        </Button>
      }
    >
      <p className={styles.dialogText}>{props.message}</p>
    </Dialog>
  );
}
