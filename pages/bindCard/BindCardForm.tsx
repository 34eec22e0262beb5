// The bind-card form (spec §2 'Bind bank screen', §3 'Bind-card submit', §4 'Bind card'): the
// card-type tab row, the fields of the chosen card type and channel, and 'Next', which checks that
// every visible field has a value, then sends them once. A refused or failed submit keeps
// everything typed; success ends the shell's bank flow and, from the loan detail, goes back to the
// order. A submit whose answer was lost goes again under the same key once the form's call answers
// again, so the account is never bound twice; an edited one waits until the first has its answer.
import { type FormEvent, useState } from 'react';
import {
  type BindCardFormItem,
  loadBindCardForm,
  submitBindCard,
} from '../../shared/api/bindCard.ts';
import { closeWebView, endBankFlow } from '../../shared/bridge/bridge.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { useRequestKey } from '../../shared/requestKeys/useRequestKey.ts';
import { goToPage } from '../../shared/navigation/pageQuery.ts';
import { ActionBar } from '../../shared/ui/action-bar/ActionBar.tsx';
import { Button } from '../../shared/ui/button/Button.tsx';
import { FeedbackView } from '../../shared/ui/feedback/FeedbackView.tsx';
import { StillChecking } from '../../shared/ui/still-checking/StillChecking.tsx';
import { type Tab, Tabs, tabPanelProps } from '../../shared/ui/tabs/Tabs.tsx';
import { useFormFields } from '../../shared/ui/form/useFormFields.ts';
import { BindCardField } from './BindCardField.tsx';
import { BindCardIntro } from './BindCardIntro.tsx';
import {
  accountNotice,
  cardTypeCode,
  initialValues,
  missingFields,
  returnQuery,
  submitKind,
  submitPayload,
  visibleItems,
} from './bindCardRules.ts';
import styles from './bindCard.module.scss';

/** Said once the account is saved and the shell has not taken the borrower elsewhere. */
export const savedMessage = 'Your payment account has been saved.';
export const savedHelp = 'You can go back to the app now.';

const idPrefix = 'bind';
/** The form's id: Next, in the bar after it, submits it from there. */
const formId = `${idPrefix}-form`;

export interface BindCardFormProps {
  items: readonly BindCardFormItem[];
  productId: string;
  /** The page's `source` query value: loanDetail for a change of card from the order. */
  source: string;
  orderId: string;
}

export function BindCardForm({ items, productId, source, orderId }: BindCardFormProps) {
  const { values, field, formRef, setValue, showErrors } = useFormFields<string>(
    initialValues(items),
    { idPrefix },
  );
  const [saved, setSaved] = useState(false);

  const cardType = items.find((item) => item.code === cardTypeCode && item.options.length > 0);
  const tabs: Tab[] = (cardType?.options ?? []).map((option) => ({
    value: option.name,
    label: option.name,
  }));
  const tabsId = `${idPrefix}-${cardTypeCode}`;
  const fields = visibleItems(items, values).filter((item) => item !== cardType);

  const submitKeys = useRequestKey('bindCard');
  const [stillChecking, setStillChecking] = useState<string>();
  const [next, pending] = usePendingAction(async () => {
    if (!showErrors(missingFields(items, values))) return;
    // After a lost answer the server is asked for the form first: it goes on once it answers.
    const formAnswers = async () =>
      (await loadBindCardForm(productId)).success ? ('same' as const) : ('failed' as const);
    // An edited form waits until the one sent first has an answer.
    const payload = submitPayload(items, values, productId);
    const outcome = await submitKeys.attempt({
      request: { kind: submitKind(source), payload },
      notice: accountNotice(payload),
      check: formAnswers,
      send: (request, key) => submitBindCard(request.kind, request.payload, key),
    });
    setStillChecking(outcome.stillChecking);
    if (!outcome.sent) return;
    // The service module has said what went wrong; every value stays as typed.
    if (!outcome.result.success) return;
    setSaved(true);
    endBankFlow();
    const back = returnQuery({ source, productId, orderId });
    // Replaced, so back from the order does not return to a form already sent.
    if (back) goToPage('orderDetail', back, { replace: true });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void next();
  };

  // Saved and still here (the shell has not closed the bank flow): the form gives way to the news.
  if (saved) {
    return (
      <main className={styles.page}>
        <FeedbackView
          kind="success"
          title={savedMessage}
          text={savedHelp}
          actions={<Button onClick={closeWebView}>Back to the app</Button>}
        />
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <BindCardIntro />
      <form
        ref={formRef}
        id={formId}
        className={styles.form}
        method="dialog"
        onSubmit={submit}
        noValidate
      >
        <div className={styles.card}>
          {cardType && (
            <Tabs
              id={tabsId}
              label={cardType.title}
              tabs={tabs}
              value={values[cardTypeCode] ?? ''}
              onChange={(value) => setValue(cardTypeCode, value)}
            />
          )}
          <div
            className={styles.fields}
            {...(cardType ? tabPanelProps(tabsId, tabs, values[cardTypeCode] ?? '') : {})}
          >
            {fields.map((item) => (
              <BindCardField key={item.code} item={item} bound={field(item.code)} />
            ))}
          </div>
        </div>
        {stillChecking && <StillChecking what={stillChecking} />}
      </form>
      {/* After the form, not in it: a sticky bar rises no higher than its parent's top, and at
          large text on a short screen the form starts below the screen's edge. */}
      <ActionBar>
        <Button type="submit" form={formId} fullWidth pending={pending}>
          Next
        </Button>
      </ActionBar>
    </main>
  );
}
