// A code the borrower copies: the code itself, selectable, and a real 'Copy' button that says in a
// toast whether it worked. A pay code, wherever a page shows one, is PayCodeCopy: one name, read in
// groups of four, copied without the spaces.
import { groupPayCode, payCodeToCopy } from '../../format/payCode.ts';
import { Button } from '../button/Button.tsx';
import { showToast } from '../../notify/toastStore.ts';
import { copyText } from './copyText.ts';
import styles from './CopyText.module.scss';

export const copiedMessage = 'Copied';
export const copyFailedMessage = 'Could not copy. Please press and hold the code to copy it.';

/** The one name of the number a borrower pays with, on every screen that shows it. */
export const payCodeName = 'Pay code';

export interface CopyTextProps {
  /** What the code is, shown above it ('Pay code'). */
  label: string;
  /** The code as shown. */
  text: string;
  /** What Copy puts on the clipboard, when it is not the text as shown. */
  copyAs?: string;
  /** Bigger type for a code the borrower reads out or types in. */
  large?: boolean;
}

async function copyWithToast(text: string): Promise<boolean> {
  const copied = await copyText(text);
  if (copied) showToast(copiedMessage, { kind: 'success' });
  else showToast(copyFailedMessage, { kind: 'error' });
  return copied;
}

export function CopyText({ label, text, copyAs = text, large = false }: CopyTextProps) {
  return (
    <div className={styles.copy}>
      <span className={styles.label}>{label}</span>
      <div className={styles.line}>
        <span className={large ? `${styles.text} ${styles.large}` : styles.text}>{text}</span>
        <Button
          variant="secondary"
          className={styles.button}
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => void copyWithToast(copyAs)}
        >
          Copy
        </Button>
      </div>
    </div>
  );
}

/** A pay code to copy: shown '7300 6120 4175', copied '730061204175' (shared/format/payCode.ts). */
export function PayCodeCopy({ code, large }: { code: string; large?: boolean }) {
  return (
    <CopyText
      label={payCodeName}
      text={groupPayCode(code)}
      copyAs={payCodeToCopy(code)}
      large={large}
    />
  );
}
