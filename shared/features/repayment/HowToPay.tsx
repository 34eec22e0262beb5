// How to pay, after the pay code: the steps of each channel under its logo (defDetail.payNotice),
// then, where the answer asks for it (isShowReyTop 1), the link to the step-by-step instructions
// with pictures. Rendered only once the page's data is there, after hydration, so the address may
// read the page's query.
import { useId } from 'react';
import type { OrderIds } from '../../api/request.ts';
import { pageUrl } from '../../navigation/pageQuery.ts';
import type { PayNoticeGroup } from '../../api/repayment.ts';
import { ChevronIcon } from '../../ui/icon/icons.tsx';
import { PayNotices, howToPayTitle } from './PayNotices.tsx';
import styles from './Repayment.module.scss';

export interface HowToPayProps {
  groups: PayNoticeGroup[];
  /** isShowReyTop is 1: the link to the payment instructions. */
  showsInstructions: boolean;
  ids: OrderIds;
}

export function HowToPay({ groups, showsInstructions, ids }: HowToPayProps) {
  const titleId = useId();
  if (groups.length === 0 && !showsInstructions) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {howToPayTitle}
      </h2>
      <PayNotices groups={groups} folded />
      {showsInstructions && (
        <a className={styles.instructions} href={pageUrl('repayInstructions', { ...ids })}>
          <span>Step-by-step instructions with pictures</span>
          <ChevronIcon />
        </a>
      )}
    </section>
  );
}
