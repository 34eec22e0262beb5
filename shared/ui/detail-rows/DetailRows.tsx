// Rows of label and value (the order card, the repayment, the loan confirm and complaint cards),
// as a description list: side by side while they fit, the value under its label when not. A masked
// account number in a value shows in the one masked look, however the server masked it.
import { maskNumbersIn } from '../../format/bankCard.ts';
import styles from './DetailRows.module.scss';

export interface LabelledValue {
  text: string;
  value: string;
}

export interface DetailRowsProps {
  rows: readonly LabelledValue[];
  id?: string;
  /** A rule between rows, where the card has no other separation. */
  divided?: boolean;
}

export function DetailRows({ rows, id, divided = false }: DetailRowsProps) {
  if (rows.length === 0) return null;
  return (
    <dl id={id} className={divided ? `${styles.rows} ${styles.divided}` : styles.rows}>
      {rows.map((row, index) => (
        <div key={`${index}-${row.text}`} className={styles.row}>
          <dt className={styles.text}>{row.text}</dt>
          <dd className={styles.value}>{maskNumbersIn(row.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
