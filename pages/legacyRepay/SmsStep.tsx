// The SMS step of legacy repayment (spec §4 'Legacy repayment', §5, §8 legacy codes): the code
// of the commit waiting for it, asked for again once the countdown has run out (repayment-commit
// with sendMsg 1), checked (at least 6 characters) and confirmed (repayment-confirm).
import { useId, useRef, useState } from 'react';
import { useStore } from 'zustand';
import {
  commitRepayment,
  confirmRepayment,
  legacyFailureMessage,
  paymentOf,
  wrongCodeCode,
} from '../../shared/api/legacyRepayment.ts';
import type { Countdown } from '../../shared/hooks/useCountdown.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { useRequestKey } from '../../shared/requestKeys/useRequestKey.ts';
import type { LegacyRepaymentStore } from './legacyRepayment.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { Field, fieldAria } from '../../shared/ui/form/Field.tsx';
import fieldStyles from '../../shared/ui/form/Field.module.scss';
import { StillChecking } from '../../shared/ui/still-checking/StillChecking.tsx';
import { showToast } from '../../shared/notify/toastStore.ts';
import styles from './LegacyRepayPage.module.scss';
import { cardLabel, codeError } from './legacyRepayRules.ts';
import { samePayment } from './samePayment.ts';

/** The SMS code of the commit waiting for it: ask again after the countdown, or confirm. */
export function SmsStep(props: {
  store: LegacyRepaymentStore;
  countdown: Countdown;
  onPaid: () => void;
  /** Loads the payment afresh (repayment-way). */
  reload: () => void;
}) {
  const { countdown, onPaid, reload } = props;
  const store = useStore(props.store);
  const codeId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLDivElement>(null);
  const card = store.bankCards.find((each) => each.id === store.committedCardId);
  const label = card ? cardLabel(card) : undefined;

  const showError = (message: string) => {
    setError(message);
    field.current?.querySelector('input')?.focus();
  };

  // Each action has its own key; after a lost answer repayment-way is asked first.
  const resendKeys = useRequestKey('legacyResendCode');
  const confirmKeys = useRequestKey('legacyConfirm');
  const [stillChecking, setStillChecking] = useState<string>();

  const [sendAgain, sending] = usePendingAction(async () => {
    const state = props.store.getState();
    const outcome = await resendKeys.attempt({
      request: {
        ...paymentOf(state),
        cardId: state.committedCardId,
        sendMsg: 1,
        repayRecordId: state.repayRecordId,
      } as const,
      notice: 'your request for a new code',
      check: () => samePayment(paymentOf(state), reload),
      send: commitRepayment,
    });
    setStillChecking(outcome.stillChecking);
    if (!outcome.sent) return;
    if (!outcome.result.success) {
      showToast(legacyFailureMessage(outcome.result), { kind: 'error' });
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
    const state = props.store.getState();
    // The code is part of the request: a code typed anew after a lost answer is another request,
    // which waits until the first has its answer.
    const outcome = await confirmKeys.attempt({
      request: {
        repayToken: state.repayToken,
        repayRecordId: state.repayRecordId,
        code: code.trim(),
        orderId: state.orderId,
      },
      notice: 'your payment confirmation',
      check: () => samePayment(paymentOf(state), reload),
      send: confirmRepayment,
    });
    setStillChecking(outcome.stillChecking);
    if (!outcome.sent) return;
    const { result } = outcome;
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
          <Field id={codeId} label="Verification code" error={error}>
            <input
              {...fieldAria(codeId, { error })}
              id={codeId}
              name="code"
              className={fieldStyles.control}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setError(undefined);
              }}
              maxLength={12}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Field>
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
      {stillChecking && <StillChecking what={stillChecking} />}
      <Button
        variant="text"
        fullWidth
        disabled={confirming}
        onClick={() => props.store.getState().clearCommit()}
      >
        Choose another card
      </Button>
    </section>
  );
}
