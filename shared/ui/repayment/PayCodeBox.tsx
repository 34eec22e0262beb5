// The default payment box (defDetail): logo, title, the pay code to copy and the pay notices, and
// a link to the same on a page of its own ('Repayment by code 2').
import { useId } from 'react';
import type { OrderIds, PayCodeBox as PayCodeBoxData } from '../../api/repayment.ts';
import { pageUrl } from '../../navigation/pageQuery.ts';
import { CopyText } from '../copy-text/CopyText.tsx';
import { ProductLine } from '../product-line/ProductLine.tsx';
import { PayNotices } from './PayNotices.tsx';
import styles from './Repayment.module.scss';

/** Rendered once the page's data is there (after hydration): the link may read the query. */
export function PayCodeBox({ box, ids }: { box: PayCodeBoxData; ids: OrderIds }) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <ProductLine logo={box.logo} name={box.title || 'Pay with this code'} as="h2" id={titleId} />
      {box.payCode && <CopyText label="Pay code" text={box.payCode} large />}
      <PayNotices groups={box.payNotices} folded />
      {box.payCode && (
        // The stored repayment info, shown on a page of its own to hand to a cashier.
        <a className={styles.fullPage} href={pageUrl('repaymentOfCode2', { ...ids })}>
          Show the code on a full page
        </a>
      )}
    </section>
  );
}
