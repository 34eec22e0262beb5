// Repayment by code 2 (spec §2 '/repaymentOfCode2', §3 'Client-side stores'; contract §1
// repaymentOfCode2.html): the repayment info the instalment or extension page stored in the
// payment-ways store, read back after a navigation, a reload or the web view being killed, in the
// order of the repayment pages: the amount (the spec's total payment) in the loan header, the logo
// and the pay code to copy (the spec's 'contract number', named as on every other screen), then how
// to pay by channel, each under its logo. Where the address names an order, only that order's info
// is shown. Without it, a message and Back. Shown again from the back-forward cache, it reads the
// stored info anew: a repayment page visited since may have stored another code.
import { useStore } from 'zustand';
import { useBackForwardRestore } from '../../shared/data/useBackForwardRestore.ts';
import { usePageSearch } from '../../shared/navigation/usePageSearch.ts';
import { paymentWaysStore } from '../../shared/stores/paymentWays.ts';
import { PayCodeCopy, payCodeName } from '../../shared/ui/copy-text/CopyText.tsx';
import { LoanHeader } from '../../shared/ui/loan-header/LoanHeader.tsx';
import { amountWords } from '../../shared/ui/loan-header/loanHeader.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { ProductLine } from '../../shared/ui/product-line/ProductLine.tsx';
import { howToPayTitle, PayNotices } from '../../shared/features/repayment/PayNotices.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { code2Header, codeLogo, storedCodeState } from './code2Rules.ts';
import styles from './RepaymentOfCode2Page.module.scss';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

const code2Title = 'Payment';

export const noRepaymentInfoMessage =
  'There is no pay code to show. Please go back to your order and choose Repayment again.';

export function RepaymentOfCode2Page() {
  const search = usePageSearch();
  const stored = useStore(paymentWaysStore, (state) => state.repaymentInfo);
  const away = useBackForwardRestore(true, () => void paymentWaysStore.persist.rehydrate());
  const state = storedCodeState(stored, search, away);

  return (
    <>
      <PageHeader title={code2Title} />
      {(state.status === 'loading' || state.status === 'ready') && (
        <LoanHeader
          view={state.status === 'ready' ? code2Header(state.data) : undefined}
          label={amountWords}
          withProduct={false}
          withDate={false}
        />
      )}
      <PageState
        state={state}
        missingMessage={noRepaymentInfoMessage}
        placeholder={<Code2Skeleton />}
      >
        {(info) => (
          <main className={styles.content}>
            <section className={styles.card} aria-label={payCodeName}>
              <ProductLine logo={codeLogo(info)} name={info.productName} as="h2" size={48} />
              {info.payCode && <PayCodeCopy code={info.payCode} large />}
            </section>
            {info.payNotices.length > 0 && (
              <section className={styles.card} aria-labelledby="code2-how-to-pay">
                <h2 id="code2-how-to-pay" className={styles.sectionTitle}>
                  {howToPayTitle}
                </h2>
                <PayNotices groups={info.payNotices} />
              </section>
            )}
          </main>
        )}
      </PageState>
    </>
  );
}

function Code2Skeleton() {
  return (
    <div className={styles.content}>
      <VisuallyHidden as="p" role="status">
        Loading the pay code
      </VisuallyHidden>
      <div className={styles.card} aria-hidden="true">
        <div className={styles.product}>
          <Skeleton width={48} height={48} />
          <Skeleton width="50%" height="1.5rem" />
        </div>
        <Skeleton width="40%" height="2rem" />
      </div>
    </div>
  );
}
