// Extension (delay) repayment page (spec §2 'Extension (delay) repayment page', §3 'Delay repayment
// info', §7; contract §1 repayDelay.html, §2 loan-delay-detail): what extending costs and the next
// payment date (firstFigures.ts); then the same ways to pay as the instalment page (the pay code, how to pay by
// channel); then the plan after the extension. Its payment is sent with isDelay=1.
import { useId } from 'react';
import type { DelayRepayment } from '../../shared/api/repayment.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { formatDate } from '../../shared/format/date.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { LoanHeader } from '../../shared/ui/loan-header/LoanHeader.tsx';
import { feeWords } from '../../shared/ui/loan-header/loanHeader.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { MoreRowsNote } from '../../shared/ui/more-rows/MoreRowsNote.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { RepaymentSkeleton } from '../../shared/features/repayment/RepaymentSkeleton.tsx';
import {
  RepaymentWaysSlot,
  usePreloadedRepaymentWays,
} from '../../shared/features/repayment/RepaymentWaysSlot.tsx';
import { firstFigures } from './firstFigures.ts';
import { pageLoad } from './pageLoad.ts';
import styles from './RepayDelayPage.module.scss';

const repayDelayTitle = 'Extension Payment';

export const missingIdsMessage =
  'This extension cannot be shown: the link is missing its product or order number.';

export function RepayDelayPage() {
  const { state, query, retry, figuresData } = usePageData(pageLoad);
  usePreloadedRepaymentWays();
  return (
    <>
      <PageHeader title={repayDelayTitle} />
      {(state.status === 'loading' || state.status === 'ready') && (
        <LoanHeader view={figuresData && firstFigures(figuresData)} label={feeWords} />
      )}
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingIdsMessage}
        placeholder={<RepaymentSkeleton label="Loading the extension" />}
      >
        {(repayment) =>
          query ? (
            <RepaymentWaysSlot
              repayment={repayment}
              ids={query}
              reload={retry}
              details={<RepaymentPlan plan={repayment.repayPlan} />}
              mainClassName={styles.content}
            />
          ) : (
            <main className={styles.content}>
              <RepaymentPlan plan={repayment.repayPlan} />
            </main>
          )
        }
      </PageState>
    </>
  );
}

function RepaymentPlan({ plan }: { plan: DelayRepayment['repayPlan'] }) {
  const titleId = useId();
  if (plan.items.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.planTitle}>
        Plan
      </h2>
      <ol className={styles.plan}>
        {plan.items.map((item, index) => (
          <li key={`${index}-${item.title}`} className={styles.planItem}>
            <div className={styles.planMain}>
              <span>{item.title}</span>
              <span className={styles.planAmount}>{formatMoney(item.amount)}</span>
            </div>
            <div className={styles.planMeta}>
              {item.remark && <span>{item.remark}</span>}
              <span className={styles.planTime}>{formatDate(item.time) || item.time}</span>
            </div>
          </li>
        ))}
      </ol>
      <MoreRowsNote list={plan} />
    </section>
  );
}
