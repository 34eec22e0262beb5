// The figures of a loan's status, under it in the loan header (LoanHeader.tsx): the amount and its
// date on a white card, the one in front largest, and the instalment spelled out (loanHeader.ts
// headerFigures decides which and in what order). A module of its own: a page whose status has no
// figures (the failure page) does not carry its styles.
import type { LoanFiguresView } from './loanHeader.ts';
import styles from './LoanFigures.module.scss';

export function LoanFigures({ figures, instalment }: LoanFiguresView) {
  if (figures.length === 0) return null;
  return (
    <div className={styles.figures}>
      <dl className={styles.figureList}>
        {figures.map((figure, index) => (
          <div key={`${index}-${figure.label}`} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={index === 0 ? styles.lead : styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {instalment && <p className={styles.instalment}>{instalment}</p>}
    </div>
  );
}
