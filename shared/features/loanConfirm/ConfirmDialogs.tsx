// The confirm screen's popups (spec §2, §4 'Confirm'): the agreement popup with its embedded page,
// the retention popup 'Point out' and variant 2's promotional popup.
import { usePainted } from '../../hooks/usePainted.ts';
import { openAddress } from '../../actions/openAddress.ts';
import { Button } from '../../ui/button/Button.tsx';
import { Dialog } from '../../ui/dialog/Dialog.tsx';
import {
  agreementContent,
  agreementPopupTitle,
  defaultRetentionText,
  promotionTitle,
  retentionTitle,
} from './loanConfirmRules.ts';
import styles from './LoanConfirm.module.scss';

interface AgreementPopupProps {
  open: boolean;
  /** popAgreementUrl, as the server sent it. */
  address: string;
  /** Closes the popup. */
  onAgree: () => void;
  /** Closes the web view. */
  onCancel: () => void;
  /** The shell's back button or Escape: leaving, as the page's own back does. */
  onBack: () => void;
}

/**
 * The agreement popup: the page at popAgreementUrl in a sandboxed frame when the navigation policy
 * trusts its address; a link that opens it otherwise. Cancel closes the web view, Agree the popup.
 */
function AgreementPopup({ open, address, onAgree, onCancel, onBack }: AgreementPopupProps) {
  const content = agreementContent(address);
  return (
    <Dialog
      open={open}
      title={agreementPopupTitle}
      onClose={onBack}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="primary" onClick={onAgree}>
            Agree
          </Button>
        </>
      }
    >
      {content.kind === 'frame' && <AgreementFrame url={content.url} />}
      {content.kind === 'link' && (
        <p className={styles.dialogText}>
          Please read the agreement before you go on.{' '}
          <a
            className={styles.inlineLink}
            href={content.url}
            onClick={(event) => {
              event.preventDefault();
              openAddress(content.url);
            }}
          >
            Open the agreement
          </a>
        </p>
      )}
      {content.kind === 'none' && (
        <p className={styles.dialogText}>
          The agreement cannot be shown here. You can read each agreement from the links on this
          page.
        </p>
      )}
    </Dialog>
  );
}

/**
 * The embedded agreement, created once the popup around it is on screen: created with the popup,
 * the frame made that task the page's longest (docs/architecture.md). A box of the same size holds
 * its place meanwhile.
 */
function AgreementFrame({ url }: { url: string }) {
  if (!usePainted()) return <div className={styles.agreementFrame} />;
  return (
    <iframe
      className={styles.agreementFrame}
      src={url}
      title={agreementPopupTitle}
      // Its own origin for the embedded page: it can run, never reach into this one.
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
    />
  );
}

interface RetentionDialogProps {
  open: boolean;
  /** popContent; a default question when empty. */
  message: string;
  /** Dismisses the popup: the borrower stays. */
  onAgree: () => void;
  /** Closes the web view. */
  onCancel: () => void;
}

/**
 * 'Point out' (spec §2): shown on the shell's back button when isPopType is 1. The agreement
 * popup's back asks it too, so it opens over that popup, which stays for Agree.
 */
function RetentionDialog({ open, message, onAgree, onCancel }: RetentionDialogProps) {
  return (
    <Dialog
      open={open}
      title={retentionTitle}
      onClose={onAgree}
      nested
      actions={
        <>
          <Button variant="primary" onClick={onAgree}>
            Agree
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{message.trim() || defaultRetentionText}</p>
    </Dialog>
  );
}

interface PromotionPopupProps {
  open: boolean;
  /** NewPopMsg. */
  message: string;
  onClose: () => void;
}

/** Variant 2's promotional popup: the server's text, shown on arrival, closable (spec §2). */
function PromotionPopup({ open, message, onClose }: PromotionPopupProps) {
  return (
    <Dialog open={open} title={promotionTitle} onClose={onClose} showClose closeOnBackdrop>
      <p className={styles.dialogText}>{message}</p>
    </Dialog>
  );
}

export interface ConfirmPopupsProps {
  agreement: AgreementPopupProps;
  promotion: PromotionPopupProps;
  retention: RetentionDialogProps;
}

/**
 * The three popups, in the order they are asked for, one on screen at a time: the agreement popup
 * first on arrival, variant 2's promotion once it is closed; 'Point out' on back.
 */
export function ConfirmPopups({ agreement, promotion, retention }: ConfirmPopupsProps) {
  return (
    <>
      <AgreementPopup {...agreement} />
      <PromotionPopup {...promotion} />
      <RetentionDialog {...retention} />
    </>
  );
}
