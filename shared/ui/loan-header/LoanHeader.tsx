// The one loan header (spec §2 'Order Details' header; 'Joint login failure page'): the page title,
// then the order's status on the calm colour of its tone (shared/ui/status-tone/_palette.scss): the
// status icon, the status in words and its line, the amount and its date where the data has them,
// and the instalment spelled out. One block tells the status once, in place of a title bar over a
// coloured band. Without a status (loading, a failure) it is the title alone.
import { StatusIconGlyph } from './StatusIcons.tsx';
import type { LoanStatus } from './loanHeader.ts';
import styles from './LoanHeader.module.scss';

export interface LoanHeaderProps {
  /** The page title ('Order Details'). */
  title: string;
  status?: LoanStatus | undefined;
}

export function LoanHeader({ title, status }: LoanHeaderProps) {
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
          {status.figures.length > 0 && (
            <div className={styles.figures}>
              <dl className={styles.figureList}>
                {status.figures.map((figure, index) => (
                  <div key={`${index}-${figure.label}`} className={styles.figure}>
                    <dt className={styles.label}>{figure.label}</dt>
                    <dd className={index === 0 ? styles.lead : styles.value}>{figure.value}</dd>
                  </div>
                ))}
              </dl>
              {status.instalment && <p className={styles.instalment}>{status.instalment}</p>}
            </div>
          )}
        </section>
      )}
    </header>
  );
}
