// The one loan header (spec §2 'Order Details' header; 'Joint login failure page'): the page title,
// then the order's status on the calm colour of its tone (shared/ui/status-tone/_palette.scss): the
// status icon, the status in words and its line, and under them what the page has to show of it
// (the amount and its date, LoanFigures.tsx). One block tells the status once, in place of a title
// bar over a coloured band. While the page loads it holds the status's placeholder itself, so what
// comes under the header starts where it will stay (the page's <main> kept its node and moved down
// by the status's height when the placeholder was inside it: CLS 0.165 on the failure page). After a
// failure it is the title alone.
import type { ReactNode } from 'react';
import { Skeleton } from '../skeleton/Skeleton.tsx';
import { StatusIconGlyph } from './StatusIcons.tsx';
import type { LoanStatus } from './loanHeader.ts';
import styles from './LoanHeader.module.scss';

export interface LoanHeaderProps {
  /** The page title ('Order Details'). */
  title: string;
  status?: LoanStatus | undefined;
  /** Loading: the status's placeholder, shaped like it, in its place. */
  pending?: boolean;
  /** How many lines the status's description takes while loading (two unless the page knows). */
  pendingLines?: number;
  /** Under the status: its figures (LoanFigures), where the page has them. */
  children?: ReactNode;
}

export function LoanHeader({
  title,
  status,
  pending = false,
  pendingLines = 2,
  children,
}: LoanHeaderProps) {
  const tone = status?.tone ?? 'neutral';
  return (
    <header
      className={`${styles.header} ${styles[`tone-${tone}`]} ${status || pending ? '' : styles.titleOnly}`}
    >
      <h1 className={styles.title}>{title}</h1>
      {!status && pending && <LoanStatusPlaceholder lines={pendingLines} />}
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
 * Stands for the status while the page loads, laid out as the status is: the icon's disc beside a
 * line of words, then the description's lines under both.
 */
function LoanStatusPlaceholder({ lines }: { lines: number }) {
  return (
    <div className={`${styles.statusLine} ${styles.placeholder}`} aria-hidden="true">
      <Skeleton circle width={40} height={40} className={styles.onTone} />
      <Skeleton width="60%" height="1.5rem" className={styles.onTone} />
      <div className={styles.placeholderLines}>
        {Array.from({ length: lines }, (_, line) => (
          <Skeleton
            key={line}
            width={line === lines - 1 ? '60%' : '90%'}
            className={styles.onTone}
          />
        ))}
      </div>
    </div>
  );
}
