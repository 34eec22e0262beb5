// The loan confirm screen once its data is there (spec §2 'Loan confirm V3' and variant 2, §4
// 'Confirm', §5, §7 'Repayment and confirm'): summary, details, repayment plan, the agreement row
// and Next, and the popups. Its own module, fetched while the first call is out
// (LoanConfirmPage.tsx), so the page's first download is the placeholder and the calls.
import { useCallback, useId, useLayoutEffect, useMemo, useState } from 'react';
import type { Agreement, LoanConfirm, LoanConfirmCalls } from '../../api/loanConfirm.ts';
import { burialPoint, closeWebView } from '../../bridge/bridge.ts';
import { onNativeBack } from '../../bridge/nativeBack.ts';
import { usePendingAction } from '../../hooks/usePendingAction.ts';
import { canonicalText } from '../../requestKeys/requestKeys.ts';
import { useRequestKey } from '../../requestKeys/useRequestKey.ts';
import { borrowerScope } from '../../stores/ownedEntry.ts';
import { openAddress } from '../../actions/openAddress.ts';
import { readPageQuery } from '../../navigation/pageQuery.ts';
import { usePageSearch } from '../../navigation/usePageSearch.ts';
import { ActionBar } from '../../ui/action-bar/ActionBar.tsx';
import { Button } from '../../ui/button/Button.tsx';
import { FeedbackView } from '../../ui/feedback/FeedbackView.tsx';
import {
  type DisclosureLink,
  LenderNotice,
} from '../../ui/lender-notice/LenderNotice.prerendered.tsx';
import '../../ui/lender-notice/LenderNotice.scss';
import { DetailRows } from '../../ui/detail-rows/DetailRows.tsx';
import { Checkbox } from '../../ui/form/Checkbox.tsx';
import { MoreRowsNote } from '../../ui/more-rows/MoreRowsNote.tsx';
import { ProductLine } from '../../ui/product-line/ProductLine.tsx';
import { StillChecking } from '../../ui/still-checking/StillChecking.tsx';
import { ConfirmPopups } from './ConfirmDialogs.tsx';
import {
  agreeLabel,
  type AgreementsState,
  backAction,
  buttonText,
  confirmMoney,
  dateText,
  detailRows,
  disclosureAgreement,
  lendDetailsTarget,
  loanPushedPoint,
  nextEnabled,
  nextHint,
  opensAgreementPopup,
  pushOf,
  pushedButNotOpenedMessage,
  submittedTitle,
  showsAgreementRow,
  termText,
} from './loanConfirmRules.ts';
import styles from './LoanConfirm.module.scss';

type ConfirmAction = { kind: 'next' } | { kind: 'agreement'; agreement: Agreement };

export interface ConfirmViewProps {
  confirm: LoanConfirm;
  productId: string;
  calls: LoanConfirmCalls;
  agreements: AgreementsState;
  retryAgreements: () => void;
  /** Loads the confirmation afresh: the server's loan is no longer the one on screen. */
  reload: () => void;
}

export function ConfirmView({
  confirm,
  productId,
  calls,
  agreements,
  retryAgreements,
  reload,
}: ConfirmViewProps) {
  const ids = { product: useId(), plan: useId(), hint: useId(), agreements: useId() };
  const search = usePageSearch();
  const pageQuery = useMemo(() => readPageQuery(search ?? ''), [search]);
  // The box starts checked (spec §4).
  const [agreed, setAgreed] = useState(true);
  const [agreementOpen, setAgreementOpen] = useState(() => opensAgreementPopup(confirm));
  const [promotionOpen, setPromotionOpen] = useState(() => confirm.promotion !== '');
  const [retentionOpen, setRetentionOpen] = useState(false);
  // Once the loan is pushed the page is on its way out: Next never pushes it twice.
  const [pushed, setPushed] = useState<'leaving' | 'stuck'>();
  const asksRetention = backAction(confirm) === 'retention';
  // The loan has no order yet: a lost push is the product's.
  const pushKeys = useRequestKey('loanPush', borrowerScope('productId'));
  const [stillChecking, setStillChecking] = useState<string>();

  // The shell's back button: 'Point out' first when isPopType is 1, else the web view closes.
  // Open popups register above this and close first.
  const leave = useCallback(() => {
    if (asksRetention) setRetentionOpen(true);
    else closeWebView();
  }, [asksRetention]);
  useLayoutEffect(() => onNativeBack(leave), [leave]);

  const [act, acting] = usePendingAction(async (action: ConfirmAction) => {
    if (action.kind === 'agreement') {
      const jump = await calls.jumpToAgreement({
        productId,
        position: action.agreement.position,
        orderId: pageQuery.orderId ?? '',
      });
      // A failure has shown its message; the policy speaks for an address it refuses.
      if (jump.success) openAddress(jump.data);
      return;
    }
    const loan = pushOf(confirm, productId);
    // After a push whose answer was lost or that succeeded (in this tab, another, or a page killed
    // on the way), the confirmation is asked for again first: the same loan goes again under the
    // same key (the server answers it as the first time), another is shown.
    const outcome = await pushKeys.attempt({
      request: loan,
      notice: `your loan request of ${confirmMoney(confirm.amount, confirm)}`,
      check: async () => {
        const fresh = await calls.loadConfirm(productId);
        if (!fresh.success) return 'failed';
        if (canonicalText(pushOf(fresh.data, productId)) === canonicalText(loan)) return 'same';
        reload();
        return 'changed';
      },
      send: calls.pushLoan,
    });
    setStillChecking(outcome.stillChecking);
    if (!outcome.sent) return;
    // A failure has shown its message: the server's, or that nobody knows yet.
    if (!outcome.result.success) return;
    const push = outcome.result;
    burialPoint(loanPushedPoint, { productId });
    const target = lendDetailsTarget(push.data, pageQuery);
    if (target !== undefined && openAddress(target, { replace: true })) setPushed('leaving');
    else setPushed('stuck');
  });

  // "Disclosure Statement" in the lender's block opens the agreement the server lists under that
  // name; with none so named, it leads to the agreements listed; with none listed, to the lender's.
  const disclosing = disclosureAgreement(agreements);
  const listed = agreements.status === 'ready' && agreements.titles.length > 0;
  const disclosure: DisclosureLink | undefined = disclosing
    ? {
        href: `#${ids.agreements}`,
        onOpen: () => void act({ kind: 'agreement', agreement: disclosing }),
      }
    : listed
      ? {
          href: `#${ids.agreements}`,
          onOpen: () => document.getElementById(ids.agreements)?.querySelector('button')?.focus(),
        }
      : undefined;

  const canGoOn = nextEnabled(agreed, agreements) && pushed === undefined;
  const hint = pushed === undefined ? nextHint(agreed, agreements) : undefined;
  const term = termText(confirm.periods, confirm.termUnit);

  return (
    <>
      <main className={styles.page}>
        <section className={styles.summary} aria-labelledby={ids.product}>
          <ProductLine
            logo={confirm.productLogo}
            name={confirm.productName}
            as="h2"
            id={ids.product}
            onDark
          />
        </section>

        <section className={styles.card} aria-label="Loan details">
          <DetailRows rows={detailRows(confirm, term)} divided />
          <MoreRowsNote list={confirm.details} />
        </section>

        {confirm.repayPlans.items.length > 0 && (
          <section className={styles.card} aria-labelledby={ids.plan}>
            <h2 id={ids.plan} className={styles.cardTitle}>
              Repayment plan
            </h2>
            <ol className={styles.plans}>
              {confirm.repayPlans.items.map((plan, index) => (
                <li key={`${index}-${plan.title}`} className={styles.plan}>
                  <div className={styles.planLine}>
                    <span className={styles.planTitle}>{plan.title}</span>
                    <span className={styles.planAmount}>{confirmMoney(plan.amount, confirm)}</span>
                  </div>
                  <div className={styles.planLine}>
                    <span className={styles.planDate}>{dateText(plan.payTime)}</span>
                    {plan.description && (
                      <span className={styles.planDescription}>{plan.description}</span>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            <MoreRowsNote list={confirm.repayPlans} />
          </section>
        )}

        {pushed === 'stuck' && (
          <div className={styles.stuck}>
            <FeedbackView
              kind="success"
              title={submittedTitle}
              text={pushedButNotOpenedMessage}
              actions={<Button onClick={closeWebView}>Back to the app</Button>}
            />
          </div>
        )}
        {stillChecking && <StillChecking what={stillChecking} />}
        {/* Who lends, and the advisory to read the Disclosure Statement, just before going on. */}
        <LenderNotice disclosure={disclosure} />
      </main>
      {/* After the loan, not in it: a sticky bar rises no higher than its parent's top, and <main>
          starts under the loan header, on a short screen or at large text below the screen's edge. */}
      <ActionBar
        lead={
          showsAgreementRow(agreements) && (
            <AgreementRow
              id={ids.agreements}
              agreements={agreements}
              agreed={agreed}
              onAgreedChange={setAgreed}
              onOpen={(agreement) => void act({ kind: 'agreement', agreement })}
              onRetry={retryAgreements}
            />
          )
        }
      >
        <div className={styles.actions}>
          <Button
            variant="primary"
            fullWidth
            disabled={!canGoOn}
            pending={acting || pushed === 'leaving'}
            aria-describedby={hint ? ids.hint : undefined}
            onClick={() => void act({ kind: 'next' })}
          >
            {buttonText(confirm)}
          </Button>
          {hint && (
            <p id={ids.hint} className={styles.hint}>
              {hint}
            </p>
          )}
        </div>
      </ActionBar>

      <ConfirmPopups
        agreement={{
          open: agreementOpen,
          address: confirm.popAgreementUrl,
          onAgree: () => setAgreementOpen(false),
          onCancel: closeWebView,
          onBack: leave,
        }}
        promotion={{
          open: promotionOpen,
          message: confirm.promotion,
          onClose: () => setPromotionOpen(false),
        }}
        retention={{
          open: retentionOpen,
          message: confirm.popContent,
          onAgree: () => setRetentionOpen(false),
          onCancel: closeWebView,
        }}
      />
    </>
  );
}

interface AgreementRowProps {
  /** The list's id, for the lender's block to lead to. */
  id: string;
  agreements: AgreementsState;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  onOpen: (agreement: Agreement) => void;
  onRetry: () => void;
}

/** 'I have read and agree' with each agreement's title as a link to it (spec §2). */
function AgreementRow({
  id,
  agreements,
  agreed,
  onAgreedChange,
  onOpen,
  onRetry,
}: AgreementRowProps) {
  return (
    <div className={styles.agreementRow}>
      <Checkbox label={agreeLabel} checked={agreed} onCheckedChange={onAgreedChange} />
      {agreements.status === 'ready' && (
        <ul id={id} className={styles.agreements} aria-label="Agreements">
          {agreements.titles.map((agreement) => (
            <li key={agreement.position}>
              <button
                type="button"
                className={styles.agreementLink}
                onClick={() => onOpen(agreement)}
              >
                {agreement.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      {agreements.status === 'loading' && (
        <p role="status" className={styles.agreementsNote}>
          Loading the agreements…
        </p>
      )}
      {agreements.status === 'failed' && (
        <div className={styles.agreementsFailed}>
          <p className={styles.agreementsNote}>
            The agreements could not be loaded. {agreements.message}
          </p>
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}
