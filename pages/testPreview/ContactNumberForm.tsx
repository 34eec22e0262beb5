// Test preview contact field (spec §5 'Generic inputs'): digits only, at most 11, shown 3-4-4.
import { type FormEvent, useId, useState } from 'react';
import { formatPhone } from '../../shared/format/phone.ts';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { TextField } from '../../shared/ui/form/TextField.tsx';
import { showToast } from '../../shared/notify/toastStore.ts';
import styles from './testPreview.module.scss';

export function ContactNumberForm() {
  const headingId = useId();
  const [digits, setDigits] = useState('');
  const [submitted, setSubmitted] = useState('');

  const [send] = usePendingAction(() => {
    if (digits === '') {
      showToast('Please enter a contact number', { kind: 'error' });
      return;
    }
    setSubmitted(formatPhone(digits));
    showToast('Contact submitted', { kind: 'success' });
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h2 id={headingId} className={styles.heading}>
        Contact
      </h2>
      <TextField
        label="Contact number"
        type="tel"
        autoComplete="tel"
        grouping={formatPhone}
        value={digits}
        onValueChange={setDigits}
      />
      <Button type="submit" variant="primary" fullWidth>
        Submit
      </Button>
      <output className={styles.result} aria-live="polite">
        {submitted && `Submitted: ${submitted}`}
      </output>
    </form>
  );
}
