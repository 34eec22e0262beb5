// The one loan header (loanHeader.ts): under the page's top bar, a band in the status's tone with
// the product, the status in words, the amount due as its largest figure and its date under it.
// Order Details, the repayment pages, the confirm screens and the code pages draw it. A page renders
// it from its first render on, with no view while it loads (placeholders of the figures' size: a
// slot keeps one line whatever it holds), so writing the figures in moves nothing. Text and data
// attributes only, so the head's script can write the same (shared/page/earlyFigures.ts).
import type { ReactNode } from 'react';
import {
  amountTiming,
  figuresAttribute,
  type FigureSlot,
  type LoanHeaderView,
  slotAttribute,
} from './loanHeader.ts';
import styles from './LoanHeader.module.scss';

export interface LoanHeaderProps {
  /** Undefined while the answer is not in: the placeholders. */
  view: LoanHeaderView | undefined;
  /** Names the band ('Amount due'). */
  label: string;
  /**
   * Beside the status's words, a picture of it (Order Details: StatusPicture.tsx), in its place
   * from the start so the words never move.
   */
  picture?: ReactNode;
  /** In the figures' place when there are none, the status's line (StatusPicture.tsx: StatusNote). */
  note?: ReactNode;
  /** The page has no product to name above the status (the code pages). */
  withProduct?: boolean;
  /** The page has no date for the amount (the code pages, legacy repayment). */
  withDate?: boolean;
}

export function LoanHeader({
  view,
  label,
  picture,
  note,
  withProduct = true,
  withDate = true,
}: LoanHeaderProps) {
  const slot = (name: FigureSlot) => ({ [slotAttribute]: name });
  const status = (
    <h2 className={styles.status} {...slot('status')}>
      {view?.status}
    </h2>
  );
  const figures = (
    <dl className={styles.figures}>
      <div className={styles.amountFigure}>
        <dt className={styles.label} {...slot('amountLabel')}>
          {view?.amountLabel}
        </dt>
        <dd className={styles.amount} {...slot('amount')} {...{ elementtiming: amountTiming }}>
          {view?.amount}
        </dd>
      </div>
      {withDate && (
        <div className={styles.dateFigure}>
          <dt className={styles.label} {...slot('dateLabel')}>
            {view?.dateLabel}
          </dt>
          <dd className={styles.date} {...slot('date')}>
            {view?.date}
          </dd>
        </div>
      )}
    </dl>
  );
  return (
    <section
      className={styles.band}
      aria-label={label}
      {...{ [figuresAttribute]: view ? 'shown' : 'pending' }}
      data-tone={view?.tone ?? 'neutral'}
    >
      {withProduct && (
        <p className={styles.product} {...slot('product')}>
          {view?.product}
        </p>
      )}
      {picture ? (
        <div className={styles.statusLine}>
          {picture}
          {status}
        </div>
      ) : (
        status
      )}
      {note ? (
        // The figures and the note share one cell: the band keeps the figures' height either way.
        <div className={styles.stack}>
          {figures}
          {note}
        </div>
      ) : (
        figures
      )}
    </section>
  );
}
