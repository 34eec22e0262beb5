// The order status banner (spec §2 'Order Details'): a status icon chosen by order status, the
// notice status text and the notice description, on the status's tone
// (shared/ui/status-tone/statusTone.ts); what the page shows under the status (the amount due)
// comes as children.
import type { ReactNode } from 'react';
import { bandClass } from '../status-tone/StatusPill.tsx';
import { orderStatusTone } from '../status-tone/statusTone.ts';
import { statusIcon } from './statusIcon.ts';
import { StatusIconGlyph } from './StatusIcons.tsx';
import styles from './StatusHeader.module.scss';

export interface StatusHeaderProps {
  orderStatus: number;
  /** noticeStatusText */
  statusText: string;
  /** noticeDesText */
  description: string;
  children?: ReactNode;
}

export function StatusHeader({
  orderStatus,
  statusText,
  description,
  children,
}: StatusHeaderProps) {
  const tone = orderStatusTone(orderStatus);
  return (
    <section
      className={`${styles.statusHeader} ${bandClass(tone) ?? ''}`}
      data-tone={tone}
      aria-label="Order status"
    >
      <div className={styles.status}>
        <span className={styles.icon}>
          <StatusIconGlyph name={statusIcon(orderStatus)} />
        </span>
        <div className={styles.texts}>
          {statusText !== '' && <h2 className={styles.statusText}>{statusText}</h2>}
          {description !== '' && <p className={styles.description}>{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}
