// The order status banner (spec §2 'Order Details'): a status icon chosen by order status, the
// notice status text and the notice description.
import { statusIcon } from './statusIcon.ts';
import { StatusIconGlyph } from './StatusIcons.tsx';
import styles from './StatusHeader.module.scss';

export interface StatusHeaderProps {
  orderStatus: number;
  /** noticeStatusText */
  statusText: string;
  /** noticeDesText */
  description: string;
}

export function StatusHeader({ orderStatus, statusText, description }: StatusHeaderProps) {
  return (
    <section className={styles.statusHeader} aria-label="Order status">
      <span className={styles.icon}>
        <StatusIconGlyph name={statusIcon(orderStatus)} />
      </span>
      <div className={styles.texts}>
        {statusText !== '' && <h2 className={styles.statusText}>{statusText}</h2>}
        {description !== '' && <p className={styles.description}>{description}</p>}
      </div>
    </section>
  );
}
