// The default payment box (defDetail): logo, title, the pay code to copy and the pay notices.
import { useId } from 'react';
import type { PayCodeBox as PayCodeBoxData } from '../../api/repayment.ts';
import { CopyText } from '../copy-text/CopyText.tsx';
import { PayNotices } from './PayNotices.tsx';
import styles from './Repayment.module.scss';

export function PayCodeBox({ box }: { box: PayCodeBoxData }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.boxHeader}>
        {box.logo ? (
          <img className={styles.logo} src={box.logo} alt="" width={40} height={40} />
        ) : (
          <span className={styles.logo} aria-hidden="true" />
        )}
        <h2 id={titleId} className={styles.boxTitle}>
          {box.title || 'Pay with this code'}
        </h2>
      </div>
      {box.payCode && <CopyText label="Pay code" text={box.payCode} large />}
      <PayNotices groups={box.payNotices} />
    </section>
  );
}
