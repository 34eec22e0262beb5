// Modal dialog for the spec's tips, reminders and prompts: centred, named by its title, focus kept
// inside while open and handed back to what opened it on close. One at a time: a dialog opened
// while another is on screen waits its turn (useModalLayer).
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalLayer } from '../../hooks/useModalLayer.ts';
import { CloseIcon } from '../icon/icons.tsx';
import styles from './Dialog.module.scss';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons, shown side by side under the content. */
  actions?: ReactNode;
  /** Called on Escape, on the close icon and, with closeOnBackdrop, on a tap outside. */
  onClose: () => void;
  /** A tap on the dimmed page closes the dialog. Off by default: the spec's prompts want a choice. */
  closeOnBackdrop?: boolean;
  /** Shows a close icon button in the corner. */
  showClose?: boolean;
  /**
   * A question the dialog on screen asks (on its back button): opens over it instead of waiting
   * for it to close, as every other dialog does.
   */
  nested?: boolean;
}

export function Dialog({
  open,
  title,
  children,
  actions,
  onClose,
  closeOnBackdrop = false,
  showClose = false,
  nested = false,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const shown = useModalLayer(open, panel, onClose, nested);

  if (!shown || typeof document === 'undefined') return null;

  return createPortal(
    <div className={styles.layer}>
      {/* A pointer shortcut, hidden from assistive technology: keyboards have Escape and the buttons. */}
      <div
        className={styles.backdrop}
        aria-hidden="true"
        onClick={closeOnBackdrop ? onClose : undefined}
      />
      <div
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2
          id={titleId}
          className={showClose ? `${styles.title} ${styles.withClose}` : styles.title}
        >
          {title}
        </h2>
        {showClose && (
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        )}
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
