// A code the borrower copies (a pay code, a contract number): the code itself, selectable, and a
// real 'Copy' button that says in a toast whether it worked.
import { Button } from '../button/Button.tsx';
import { showToast } from '../toast/toastStore.ts';
import { copyText } from './copyText.ts';
import styles from './CopyText.module.scss';

export const copiedMessage = 'Copied';
export const copyFailedMessage = 'Could not copy. Please press and hold the code to copy it.';

export interface CopyTextProps {
  /** What the code is, shown above it ('Pay code', 'Contract number'). */
  label: string;
  text: string;
  /** Bigger type for a code the borrower reads out or types in. */
  large?: boolean;
}

export async function copyWithToast(text: string): Promise<boolean> {
  const copied = await copyText(text);
  if (copied) showToast(copiedMessage, { kind: 'success' });
  else showToast(copyFailedMessage, { kind: 'error' });
  return copied;
}

export function CopyText({ label, text, large = false }: CopyTextProps) {
  return (
    <div className={styles.copy}>
      <span className={styles.label}>{label}</span>
      <div className={styles.line}>
        <span className={large ? `${styles.text} ${styles.large}` : styles.text}>{text}</span>
        <Button
          variant="secondary"
          className={styles.button}
          aria-label={`Copy ${label.toLowerCase()}`}
          onClick={() => void copyWithToast(text)}
        >
          Copy
        </Button>
      </div>
    </div>
  );
}
