// Legacy repayment (spec §3 'Legacy repayment store', §4 'Legacy repayment', §5 legacy rules, §7
// 'Legacy repayment store', §8 legacy codes; contract §1 legacyRepay.html, linked only from the
// test preview). Loads the cards of the order (repayment-way); the borrower picks one and pays
// (repayment-commit). When the answer says needValid 1, the bank has sent an SMS code: the page
// counts 60 s before the code can be asked for again, takes the code and confirms it
// (repayment-confirm). Where offered, the online cashier pays through the address
// repayment-huichao gives, opened through the navigation policy.
import { useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  commitRepayment,
  confirmRepayment,
  type LegacyRepaymentWays,
  legacyFailureMessage,
  onlineRepayment,
  wrongCodeCode,
} from '../../shared/api/legacyRepayment.ts';
import { failureMessages } from '../../shared/api/result.ts';
import { leavePage } from '../../shared/bridge/nativeBack.ts';
import { usePageData } from '../../shared/data/usePageData.ts';
import { formatMoney } from '../../shared/format/money.ts';
import { type Countdown, useCountdown } from '../../shared/hooks/useCountdown.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { openAddress } from '../../shared/navigation/openAddress.ts';
import {
  awaitsCode,
  legacyRepaymentStore,
  onlineCashierId,
  paymentOf,
} from '../../shared/stores/legacyRepayment.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { TextField } from '../../shared/ui/form/TextField.tsx';
import { PageHeader } from '../../shared/ui/page-header/PageHeader.tsx';
import { PageState } from '../../shared/ui/page-state/PageState.tsx';
import { Skeleton } from '../../shared/ui/skeleton/Skeleton.tsx';
import { showToast } from '../../shared/ui/toast/toastStore.ts';
import styles from './LegacyRepayPage.module.scss';
import {
  cardLabel,
  codeError,
  selectCardMessage,
  smsCountdownSeconds,
} from './legacyRepayRules.ts';
import { pageLoad } from './pageLoad.ts';

export const legacyRepayTitle = 'Payment';

export const missingOrderMessage =
  'This payment cannot be shown: the link is missing its order number.';

/** The SMS countdown's deadline survives a reload, as the commit waiting for it does. */
const countdownStorage = { key: 'legacyRepaySmsCountdown', storage: 'session' } as const;

export function LegacyRepayPage() {
  const { state, retry } = usePageData(pageLoad);
  return (
    <>
      <PageHeader title={legacyRepayTitle} />
      <PageState
        state={state}
        onRetry={retry}
        missingMessage={missingOrderMessage}
        placeholder={<LegacyRepaySkeleton />}
      >
        {(ways) => <LegacyRepayView ways={ways} />}
      </PageState>
    </>
  );
}

function LegacyRepayView({ ways }: { ways: LegacyRepaymentWays }) {
  // The store takes the answer before the first paint, so the cards never flash empty.
  useLayoutEffect(() => {
    legacyRepaymentStore.getState().setRepaymentWays(ways);
  }, [ways]);
  const store = useStore(legacyRepaymentStore);
  const taken = store.repayToken === ways.repayToken && store.orderId === ways.orderId;
  const countdown = useCountdown({ seconds: smsCountdownSeconds, persistAs: countdownStorage });
  const [paid, setPaid] = useState(false);

  if (!taken) return <LegacyRepaySkeleton />;
  const amount = formatMoney(store.amount);
  return (
    <main className={styles.page}>
      <section className={styles.amountCard} aria-labelledby="legacy-amount">
        <h2 id="legacy-amount" className={styles.amountLabel}>
          Amount to pay
        </h2>
        <p className={styles.amount}>{amount}</p>
      </section>
      {paid ? (
        <Paid amount={amount} />
      ) : awaitsCode(store) ? (
        <SmsStep countdown={countdown} onPaid={() => setPaid(true)} />
      ) : (
        <CardStep amount={amount} countdown={countdown} onPaid={() => setPaid(true)} />
      )}
    </main>
  );
}

/** The cards, and the online cashier where offered; nothing is preselected (spec §5). */
function CardStep(props: { amount: string; countdown: Countdown; onPaid: () => void }) {
  const store = useStore(legacyRepaymentStore);
  const list = useRef<HTMLFieldSetElement>(null);
  const offersOnline = store.alipay === 1;

  const [pay, paying] = usePendingAction(async () => {
    const state = legacyRepaymentStore.getState();
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
    const result = await commitRepayment({ ...paymentOf(state), cardId: chosen, sendMsg: 0 });
    if (!result.success) {
      showToast(legacyFailureMessage(result), { kind: 'error' });
      return;
    }
    if (result.data.needValid !== 1) {
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
      <section className={styles.card}>
        <p role="alert" className={styles.notice}>
          No bank card can pay this loan here. Please go back and choose another way to pay.
        </p>
        <Button variant="secondary" fullWidth onClick={leavePage}>
          Back
        </Button>
      </section>
    );
  }

  return (
    <>
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
          />
        )}
      </fieldset>
      <Button fullWidth pending={paying} onClick={() => void pay()}>
        Pay {props.amount}
      </Button>
    </>
  );
}

function Choice(props: {
  id: string;
  checked: boolean;
  title: string;
  detail: string;
  spoken: string;
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
        onChange={() => legacyRepaymentStore.getState().selectCard(props.id)}
      />
      <span className={styles.mark} aria-hidden="true" />
      <span className={styles.choiceText} aria-hidden="true">
        <span className={styles.choiceTitle}>{props.title}</span>
        <span className={styles.choiceDetail}>{props.detail}</span>
      </span>
    </label>
  );
}

/** The SMS code of the commit waiting for it: ask again after the countdown, or confirm. */
function SmsStep({ countdown, onPaid }: { countdown: Countdown; onPaid: () => void }) {
  const store = useStore(legacyRepaymentStore);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLDivElement>(null);
  const card = store.bankCards.find((each) => each.id === store.committedCardId);
  const label = card ? cardLabel(card) : undefined;

  const showError = (message: string) => {
    setError(message);
    field.current?.querySelector('input')?.focus();
  };

  const [sendAgain, sending] = usePendingAction(async () => {
    const state = legacyRepaymentStore.getState();
    const result = await commitRepayment({
      ...paymentOf(state),
      cardId: state.committedCardId,
      sendMsg: 1,
      repayRecordId: state.repayRecordId,
    });
    if (!result.success) {
      showToast(legacyFailureMessage(result), { kind: 'error' });
      return;
    }
    countdown.start();
    showToast('A new verification code is on its way.', { kind: 'info' });
  });

  const [confirm, confirming] = usePendingAction(async () => {
    const invalid = codeError(code);
    if (invalid) {
      showError(invalid);
      return;
    }
    const state = legacyRepaymentStore.getState();
    const result = await confirmRepayment({
      repayToken: state.repayToken,
      repayRecordId: state.repayRecordId,
      code: code.trim(),
      orderId: state.orderId,
    });
    if (!result.success) {
      if (String(result.code) === wrongCodeCode) showError(legacyFailureMessage(result));
      else showToast(legacyFailureMessage(result), { kind: 'error' });
      return;
    }
    state.clearCommit();
    onPaid();
  });

  return (
    <section className={styles.card} aria-labelledby="legacy-sms">
      <h2 id="legacy-sms" className={styles.stepTitle}>
        Enter the verification code
      </h2>
      <p className={styles.notice}>
        Your bank sent a verification code by SMS to the mobile number of{' '}
        {label ? `your ${label.bank} card ${label.number}` : 'your card'}.
      </p>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <div ref={field}>
          <TextField
            label="Verification code"
            name="code"
            value={code}
            onValueChange={(value) => {
              setCode(value);
              setError(undefined);
            }}
            error={error}
            maxLength={12}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        </div>
        <Button
          variant="secondary"
          fullWidth
          pending={sending}
          disabled={countdown.running}
          onClick={() => void sendAgain()}
        >
          {countdown.running
            ? `Send the code again in ${countdown.secondsLeft} s`
            : 'Send the code again'}
        </Button>
        <Button type="submit" fullWidth pending={confirming}>
          Confirm payment
        </Button>
      </form>
      <Button
        variant="text"
        fullWidth
        disabled={confirming}
        onClick={() => legacyRepaymentStore.getState().clearCommit()}
      >
        Choose another card
      </Button>
    </section>
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
    <div className={styles.page}>
      <div className={styles.amountCard} role="status">
        <span className={styles.visuallyHidden}>Loading the payment</span>
        <Skeleton width="7rem" />
        <Skeleton width="9rem" height="2rem" />
      </div>
      <div className={styles.choices} aria-hidden="true">
        {[1, 2, 3].map((row) => (
          <div key={row} className={styles.choice}>
            <Skeleton circle width={20} height={20} />
            <span className={styles.choiceText}>
              <Skeleton width="8rem" />
              <Skeleton width="5rem" />
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
