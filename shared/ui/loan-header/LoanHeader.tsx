// The one loan header (spec §2 'Order Details' header; 'Joint login failure page'): the page title,
// then the order's status on the calm colour of its tone (shared/ui/status-tone/_palette.scss): the
// status icon, the status in words and its line, and under them what the page has to show of it
// (the amount and its date, LoanFigures.tsx). One block tells the status once, in place of a title
// bar over a coloured band. Without a status (loading, a failure) it is the title alone.
import type { ReactNode } from 'react';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import { StatusIconGlyph } from './StatusIcons.tsx';
import type { LoanStatus } from './loanHeader.ts';
import styles from './LoanHeader.module.scss';

export interface LoanHeaderProps {
  /** The page title ('Order Details'). */
  title: string;
  status?: LoanStatus | undefined;
  /** Under the status: its figures (LoanFigures), where the page has them. */
  children?: ReactNode;
}

export function LoanHeader({ title, status, children }: LoanHeaderProps) {
  const tone = status?.tone ?? 'neutral';
  return (
    <header
      className={`${styles.header} ${styles[`tone-${tone}`]} ${status ? '' : styles.titleOnly}`}
    >
      <h1 className={styles.title}>{title}</h1>
      {status && (
        <section className={styles.status} data-tone={tone} aria-label="Order status">
          <div className={styles.statusLine}>
            <span className={styles.icon}>
              <StatusIconGlyph name={status.icon} />
            </span>
            {status.statusText !== '' && <h2 className={styles.statusText}>{status.statusText}</h2>}
            {status.description !== '' && (
              <p className={styles.description}>{status.description}</p>
            )}
          </div>
          {children}
        </section>
      )}
    </header>
  );
}

/**
 * Stands for the status while the page loads: shaped like its icon, words and line, on the soft
 * colour of the title-only header above it. The page puts it first in its loading placeholder.
 */
export function LoanStatusPlaceholder() {
  return (
    <div className={styles.placeholder} aria-hidden="true">
      <Skeleton circle width={40} height={40} className={styles.onTone} />
      <div className={styles.placeholderLines}>
        <Skeleton width="45%" height="1.5rem" className={styles.onTone} />
        <Skeleton width="85%" className={styles.onTone} />
      </div>
    </div>
  );
}
