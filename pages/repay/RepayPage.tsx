// Instalment repayment page (spec §2 'Instalment repayment page', §3 'Repayment info', §4
// 'Instalment page', §7 loan-play-detail and generate-vcode; contract §1 repay.html): the amount and
// date due with the product, the detail rows (two, then 'more'), and the ways to pay shared with
// the extension page.
import { useId, useState } from 'react';
import type { InstalmentRepayment } from '../../shared/api/repayment.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { imageUrl } from '../../shared/navigation/imageUrl.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { ChevronIcon } from '../../shared/ui/icon/icons.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { RepaymentSkeleton } from '../../shared/ui/repayment/RepaymentSkeleton.tsx';
import {
  RepaymentWaysSlot,
  usePreloadedRepaymentWays,
} from '../../shared/ui/repayment/RepaymentWaysSlot.tsx';
import { pageLoad } from './pageLoad.ts';
import { hasHiddenRows, shownRows } from './repayRules.ts';
import styles from './RepayPage.module.scss';

export const repayTitle = 'Payment';

export const missingIdsMessage =
  'This payment cannot be shown: the link is missing its product or order number.';

export function RepayPage() {
  const { state, query, retry } = usePageData(pageLoad);
  usePreloadedRepaymentWays();
  return (
    <>
      <PageHeader title={repayTitle} />
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingIdsMessage}
        placeholder={<RepaymentSkeleton label="Loading the payment" />}
      >
        {(repayment) => (
          <main className={styles.content}>
            <RepaySummary repayment={repayment} />
            {query && <RepaymentWaysSlot repayment={repayment} ids={query} reload={retry} />}
          </main>
        )}
      </PageState>
    </>
  );
}

function RepaySummary({ repayment }: { repayment: InstalmentRepayment }) {
  const nameId = useId();
  const rowsId = useId();
  const [expanded, setExpanded] = useState(false);
  const rows = shownRows(repayment.detailRows.items, expanded);
  const logo = imageUrl(repayment.productLogo);
  return (
    <section className={styles.card} aria-labelledby={nameId}>
      <div className={styles.product}>
        {logo ? (
          <img className={styles.logo} src={logo} alt="" width={40} height={40} />
        ) : (
          <span className={styles.logo} aria-hidden="true" />
        )}
        <h2 id={nameId} className={styles.productName}>
          {repayment.productName}
        </h2>
      </div>
      <dl className={styles.due}>
        <div className={styles.dueItem}>
          <dt className={styles.dueLabel}>Amount due</dt>
          <dd className={styles.amount}>{formatMoney(repayment.repayAmount)}</dd>
        </div>
        <div className={styles.dueItem}>
          <dt className={styles.dueLabel}>Repayment date</dt>
          <dd className={styles.date}>{formatDate(repayment.repayDate) || repayment.repayDate}</dd>
        </div>
      </dl>
      {rows.length > 0 && (
        <dl id={rowsId} className={styles.rows}>
          {rows.map((row, index) => (
            <div key={`${index}-${row.text}`} className={styles.row}>
              <dt className={styles.rowText}>{row.text}</dt>
              <dd className={styles.rowValue}>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {expanded && <MoreRowsNote list={repayment.detailRows} />}
      {hasHiddenRows(repayment.detailRows.items) && (
        <Button
          variant="secondary"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={rowsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'hide' : 'more'}
          <ChevronIcon className={expanded ? styles.chevronUp : styles.chevronDown} />
        </Button>
      )}
    </section>
  );
}
