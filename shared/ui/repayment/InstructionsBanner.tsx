// The banner to the payment instructions (isShowReyTop 1). Rendered only once the page's data is
// there, after hydration, so the address may read the page's query.
import type { OrderIds } from '../../api/repayment.ts';
import { pageUrl } from '../../navigation/pageQuery.ts';
import styles from './Repayment.module.scss';

export function InstructionsBanner({ ids }: { ids: OrderIds }) {
  return (
    <a className={styles.banner} href={pageUrl('repayInstructions', { ...ids })}>
      <span className={styles.bannerText}>
        <span className={styles.bannerTitle}>How to pay</span>
        <span>Step-by-step payment instructions for e-wallets and stores</span>
      </span>
      <span className={styles.bannerArrow} aria-hidden="true">
        ›
      </span>
    </a>
  );
}
