// The amount due and its date, large, under the status (Order Details, the instalment and the
// extension pages): what the borrower came to see, before any other row. On the order page it sits
// in the status band; a repayment page, which has no status of its own, gives it a band in a tone.
import type { ReactNode } from 'react';
import { StatusPill, bandClass } from '../status-tone/StatusPill.tsx';
import type { StatusTone } from '../status-tone/statusTone.ts';
import styles from './AmountHero.module.scss';

interface HeroFigure {
  label: string;
  value: string;
}

export interface AmountHeroProps {
  /** The amount first (shown largest), then the date. */
  figures: readonly HeroFigure[];
  /** 'Overdue · N days' beside the amount, where the page knows the days. */
  overdueChip?: string;
  /** A band of its own in this tone; without it the hero sits in the band around it. */
  tone?: StatusTone;
  /** Names the band of its own. */
  label?: string;
  /** Above the figures in a band of its own (the extension's title). */
  heading?: ReactNode;
  /** Under the figures (the extension's next payment date). */
  children?: ReactNode;
}

export function AmountHero({
  figures,
  overdueChip,
  tone,
  label,
  heading,
  children,
}: AmountHeroProps) {
  const [amount, ...others] = figures;
  const hero = (
    <div className={styles.hero}>
      {heading}
      {amount && (
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.label}>{amount.label}</dt>
            <dd className={styles.amount}>{amount.value}</dd>
          </div>
          {others.map((figure, index) => (
            <div key={`${index}-${figure.label}`} className={styles.figure}>
              <dt className={styles.label}>{figure.label}</dt>
              <dd className={styles.date}>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {overdueChip && <StatusPill tone="overdue">{overdueChip}</StatusPill>}
      {children}
    </div>
  );
  if (!tone) return hero;
  return (
    <section
      className={`${styles.band} ${bandClass(tone) ?? ''}`}
      data-tone={tone}
      aria-label={label}
    >
      {hero}
    </section>
  );
}
