// Legacy repayment (spec §3 'Legacy repayment store', §4 'Legacy repayment', §5 legacy rules, §7
// 'Legacy repayment store', §8 legacy codes; contract §1 legacyRepay.html, linked only from the
// test preview). Loads the cards of the order (repayment-way); the borrower picks one and pays
// (repayment-commit). When the answer says needValid 1, the bank has sent an SMS code: the page
// counts 60 s before the code can be asked for again, takes the code and confirms it
// (repayment-confirm). Where offered, the online cashier pays through the address
// repayment-huichao gives, opened through the navigation policy.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  awaitsCode,
  commitRepayment,
  type LegacyRepaymentWays,
  legacyFailureMessage,
  onlineCashierId,
  onlineRepayment,
  paymentOf,
} from '../../shared/api/legacyRepayment.ts';
import { failureMessages } from '../../shared/api/result.ts';
import { leavePage } from '../../shared/bridge/nativeBack.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { type Countdown, useCountdown } from '../../shared/hooks/useCountdown.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { useRequestKey } from '../../shared/requestKeys/useRequestKey.ts';
import { openAddress } from '../../shared/actions/openAddress.ts';
import type { LegacyRepaymentStore } from './legacyRepayment.ts';
import { borrowerScope } from '../../shared/stores/ownedEntry.ts';
import { ActionBar } from '../../shared/ui/action-bar/ActionBar.tsx';
import { Button } from '../../shared/ui/button/Button.tsx';
import { ErrorState } from '../../shared/ui/error-state/ErrorState.tsx';
import { LoanHeader } from '../../shared/ui/loan-header/LoanHeader.tsx';
import { amountWords, payWords } from '../../shared/ui/loan-header/loanHeader.ts';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { StillChecking } from '../../shared/ui/still-checking/StillChecking.tsx';
import { showToast } from '../../shared/notify/toastStore.ts';
import styles from './LegacyRepayPage.module.scss';
import { firstFigures } from './firstFigures.ts';
import { cardLabel, selectCardMessage, smsCountdownSeconds } from './legacyRepayRules.ts';
import { pageLoad } from './pageLoad.ts';
import { samePayment } from './samePayment.ts';
import { SmsStep } from './SmsStep.tsx';
import { VisuallyHidden } from '../../shared/ui/visually-hidden/VisuallyHidden.tsx';

const legacyRepayTitle = 'Payment';

export const missingOrderMessage =
  'This payment cannot be shown: the link is missing its order number.';

const nothingToPayWithMessage =
  'No bank card can pay this loan here. Please go back and choose another way to pay.';

/** The store and zustand's persistence: fetched while the first call is out, not before paint. */
const importStore = () =>
  import('./legacyRepayment.ts').then((module) => module.legacyRepaymentStore);

/** The SMS countdown's deadline survives a reload, as the commit waiting for it does. */
const countdownStorage = {
  key: 'legacyRepaySmsCountdown',
  storage: 'session',
  scope: borrowerScope('orderId'),
} as const;

export function LegacyRepayPage() {
  const { state, retry, figuresData } = usePageData(pageLoad);
  const [store, setStore] = useState<LegacyRepaymentStore>();
  const [storeFailed, setStoreFailed] = useState(false);
  useEffect(() => {
    let live = true;
    importStore().then(
      (loaded) => {
        if (live) setStore(loaded);
      },
      () => {
        if (live) setStoreFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <PageHeader title={legacyRepayTitle} />
      {(state.status === 'loading' || state.status === 'ready') && (
        <LoanHeader
          view={figuresData && firstFigures(figuresData)}
          label={amountWords}
          withDate={false}
        />
      )}
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingOrderMessage}
        placeholder={<LegacyRepaySkeleton />}
      >
        {(ways) =>
          store ? (
            <LegacyRepayView ways={ways} store={store} reload={retry} />
          ) : storeFailed ? (
            // Without its module the page cannot pay; a reload fetches it again.
            <main>
              <ErrorState
                message={failureMessages.network}
                onRetry={() => globalThis.location.reload()}
                onLeave={leavePage}
              />
            </main>
          ) : (
            <Loading />
          )
        }
      </PageState>
    </>
  );
}

function Loading() {
  return (
    <main aria-busy="true">
      <LegacyRepaySkeleton />
    </main>
  );
}

function LegacyRepayView(props: {
  ways: LegacyRepaymentWays;
  store: LegacyRepaymentStore;
  /** Loads the payment afresh (repayment-way). */
  reload: () => void;
}) {
  const { ways } = props;
  // The store takes the answer before the first paint, so the cards never flash empty.
  useLayoutEffect(() => {
    props.store.getState().setRepaymentWays(ways);
  }, [props.store, ways]);
  const store = useStore(props.store);
  const taken = store.repayToken === ways.repayToken && store.orderId === ways.orderId;
  const countdown = useCountdown({ seconds: smsCountdownSeconds, persistAs: countdownStorage });
  const [paid, setPaid] = useState(false);
  const waiting = taken && awaitsCode(store);

  if (!taken) return <Loading />;
  const amount = formatMoney(store.amount);
  if (paid || waiting) {
    return (
      <main className={styles.page}>
        {paid ? (
          <Paid amount={amount} />
        ) : (
          <SmsStep
            store={props.store}
            countdown={countdown}
            onPaid={() => setPaid(true)}
            reload={props.reload}
          />
        )}
      </main>
    );
  }
  return (
    <CardStep
      store={props.store}
      amount={amount}
      countdown={countdown}
      onPaid={() => setPaid(true)}
      reload={props.reload}
    />
  );
}

/** The cards, and the online cashier where offered; nothing is preselected (spec §5). */
function CardStep(props: {
  store: LegacyRepaymentStore;
  amount: string;
  countdown: Countdown;
  onPaid: () => void;
  reload: () => void;
}) {
  const store = useStore(props.store);
  const list = useRef<HTMLFieldSetElement>(null);
  const offersOnline = store.offersOnlineCashier;
  const commitKeys = useRequestKey('legacyCommit');
  const [stillChecking, setStillChecking] = useState<string>();

  const [pay, paying] = usePendingAction(async () => {
    const state = props.store.getState();
    const chosen = state.selectedCardId;
    if (chosen === undefined) {
      showToast(selectCardMessage);
      list.current?.querySelector('input')?.focus();
      return;
    }
    if (chosen === onlineCashierId) {
      const result = await onlineRepayment(paymentOf(state));
      if (!result.success) showToast(legacyFailureMessage(result), { kind: 'error' });
      else if (!result.data.url) showToast(failureMessages.malformed, { kind: 'error' });
      else openAddress(result.data.url);
      return;
    }
    // A commit can debit by itself: another card waits until the one sent first has an answer.
    const card = state.bankCards.find((each) => each.id === chosen);
    const label = card ? cardLabel(card) : undefined;
    const outcome = await commitKeys.attempt({
      request: { ...paymentOf(state), cardId: chosen, sendMsg: 0 } as const,
      notice: label ? `your payment with ${label.bank} ${label.number}` : 'your payment',
      check: () => samePayment(paymentOf(state), props.reload),
      send: commitRepayment,
    });
    setStillChecking(outcome.stillChecking);
    if (!outcome.sent) return;
    const { result } = outcome;
    // A refusal says why; an unknown outcome says that nobody knows yet.
    if (!result.success) {
      showToast(legacyFailureMessage(result), { kind: 'error' });
      return;
    }
    if (!result.data.needsCode) {
      props.onPaid();
      return;
    }
    // The code must be confirmed against its commit: without the record it cannot be.
    if (!result.data.repayRecordId) {
      showToast(failureMessages.malformed, { kind: 'error' });
      return;
    }
    state.setCommit(result.data, chosen);
    props.countdown.start();
  });

  if (store.bankCards.length === 0 && !offersOnline) {
    return (
      <main className={styles.page}>
        <ErrorState message={nothingToPayWithMessage} onLeave={leavePage} />
      </main>
    );
  }

  return (
    <>
      <main className={styles.page}>
        <fieldset ref={list} className={styles.choices}>
          <legend className={styles.legend}>Choose the bank card to pay with</legend>
          {store.bankCards.map((card) => {
            const label = cardLabel(card);
            return (
              <Choice
                key={card.id}
                id={card.id}
                checked={store.selectedCardId === card.id}
                title={label.bank}
                detail={label.number}
                spoken={label.spoken}
                onSelect={store.selectCard}
              />
            );
          })}
          {offersOnline && (
            <Choice
              id={onlineCashierId}
              checked={store.selectedCardId === onlineCashierId}
              title="Online payment"
              detail="Pay on our payment partner's page"
              spoken="Online payment, on our payment partner's page"
              onSelect={store.selectCard}
            />
          )}
        </fieldset>
        {stillChecking && <StillChecking what={stillChecking} />}
      </main>
      {/* After the cards, not in their <main>: a sticky bar rises no higher than its parent's top,
          and <main> starts under the loan header, on a short screen below the screen's edge. */}
      <ActionBar>
        <Button fullWidth pending={paying} onClick={() => void pay()}>
          {payWords} {props.amount}
        </Button>
      </ActionBar>
    </>
  );
}

function Choice(props: {
  id: string;
  checked: boolean;
  title: string;
  detail: string;
  spoken: string;
  onSelect: (id: string) => void;
}) {
  return (
    <label className={styles.choice}>
      <input
        type="radio"
        name="legacyRepayCard"
        value={props.id}
        checked={props.checked}
        aria-label={props.spoken}
        className={styles.radio}
        onChange={() => props.onSelect(props.id)}
      />
      <span className={styles.mark} aria-hidden="true" />
      <span className={styles.choiceText} aria-hidden="true">
        <span className={styles.choiceTitle}>{props.title}</span>
        <span className={styles.choiceDetail}>{props.detail}</span>
      </span>
    </label>
  );
}

function Paid({ amount }: { amount: string }) {
  return (
    <section className={styles.card} aria-labelledby="legacy-paid">
      <h2 id="legacy-paid" className={styles.stepTitle}>
        Payment submitted
      </h2>
      <p role="status" className={styles.notice}>
        Your payment of {amount} is being processed. It shows on your loan once your bank has
        completed it, usually within a few minutes.
      </p>
      <Button variant="secondary" fullWidth onClick={leavePage}>
        Back
      </Button>
    </section>
  );
}

function LegacyRepaySkeleton() {
  return (
    <div className={styles.page} role="status">
      <VisuallyHidden>Loading the payment</VisuallyHidden>
      <Skeleton height="12rem" />
    </div>
  );
}
