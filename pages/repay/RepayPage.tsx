// Instalment repayment page (spec §2 'Instalment repayment page', §3 'Repayment info', §4
// 'Instalment page', §7 loan-play-detail and generate-vcode; contract §1 repay.html), in the order a
// borrower pays: the amount and date due, large, in the tone of the date (firstFigures.ts); then the ways to pay
// shared with the extension page (the pay code, how to pay by channel); then the product with the
// detail rows (two, then 'more'); 'Payment Method' in the action bar.
import { useId, useState } from 'react';
import type { InstalmentRepayment } from '../../shared/api/repayment.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { ChevronIcon } from '../../shared/ui/icon/icons.tsx';
import { LoanHeader } from '../../shared/ui/loan-header/LoanHeader.tsx';
import { amountWords } from '../../shared/ui/loan-header/loanHeader.ts';
import { DetailRows } from '../../shared/ui/detail-rows/DetailRows.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { ProductLine } from '../../shared/ui/product-line/ProductLine.tsx';
import { RepaymentSkeleton } from '../../shared/features/repayment/RepaymentSkeleton.tsx';
import {
  RepaymentWaysSlot,
  usePreloadedRepaymentWays,
} from '../../shared/features/repayment/RepaymentWaysSlot.tsx';
import { firstFigures } from './firstFigures.ts';
import { pageLoad } from './pageLoad.ts';
import { hasHiddenRows, shownRows } from './repayRules.ts';
import styles from './RepayPage.module.scss';

const repayTitle = 'Payment';

export const missingIdsMessage =
  'This payment cannot be shown: the link is missing its product or order number.';

export function RepayPage() {
  const { state, query, retry, figuresData } = usePageData(pageLoad);
  usePreloadedRepaymentWays();
  return (
    <>
      <PageHeader title={repayTitle} />
      {(state.status === 'loading' || state.status === 'ready') && (
        <LoanHeader view={figuresData && firstFigures(figuresData)} label={amountWords} />
      )}
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingIdsMessage}
        placeholder={<RepaymentSkeleton label="Loading the payment" />}
      >
        {(repayment) =>
          query ? (
            <RepaymentWaysSlot
              repayment={repayment}
              ids={query}
              reload={retry}
              details={<RepaySummary repayment={repayment} />}
              mainClassName={styles.content}
            />
          ) : (
            <main className={styles.content}>
              <RepaySummary repayment={repayment} />
            </main>
          )
        }
      </PageState>
    </>
  );
}

/** The product and the detail rows: two, then 'more' shows the others (spec §4). */
function RepaySummary({ repayment }: { repayment: InstalmentRepayment }) {
  const nameId = useId();
  const rowsId = useId();
  const [expanded, setExpanded] = useState(false);
  const rows = shownRows(repayment.detailRows.items, expanded);
  return (
    <section className={styles.card} aria-labelledby={nameId}>
      <ProductLine logo={repayment.productLogo} name={repayment.productName} as="h2" id={nameId} />
      {rows.length > 0 && (
        <div className={styles.loanDetails}>
          <h3 className={styles.loanDetailsTitle}>Loan details</h3>
          <DetailRows id={rowsId} rows={rows} />
        </div>
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
