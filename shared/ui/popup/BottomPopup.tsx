// Bottom sheet for choices (payment methods, order list, agreement): slides up from the bottom edge,
// closes on a tap on the dimmed page or on its close button; waits its turn behind a layer on
// screen.
import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useModalLayer } from '../../hooks/useModalLayer.ts';
import { CloseIcon } from '../icon/icons.tsx';
import styles from './BottomPopup.module.scss';

export interface BottomPopupProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Stays under the scrolling content, above the home indicator (a 'Payment' button, say). */
  footer?: ReactNode;
  /** Called on a mask tap, the close button and Escape. */
  onClose: () => void;
}

export function BottomPopup({ open, title, children, footer, onClose }: BottomPopupProps) {
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const shown = useModalLayer(open, sheet, onClose);

  if (!shown || typeof document === 'undefined') return null;

  return createPortal(
    <div className={styles.layer}>
      {/* A pointer shortcut, hidden from assistive technology: keyboards have Close and Escape. */}
      <div className={styles.mask} aria-hidden="true" onClick={onClose} />
      <div
        ref={sheet}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer !== undefined && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
