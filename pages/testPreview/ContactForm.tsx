import { type FormEvent, useId, useState } from 'react';
import { formatPhone, phoneDigits } from '../../shared/format/phone.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { showToast } from '../../shared/ui/toast/toastStore.ts';
import styles from './testPreview.module.scss';

/** A contact field with submit: digits only, at most 11, shown grouped 3-4-4 (spec §5). */
export function ContactForm() {
  const inputId = useId();
  const [digits, setDigits] = useState('');
  const [submitted, setSubmitted] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (digits === '') {
      showToast('Please enter a contact number', { kind: 'error' });
      return;
    }
    setSubmitted(formatPhone(digits));
    showToast('Contact submitted', { kind: 'success' });
  };

  return (
    <form
      className={styles.card}
      onSubmit={submit}
      aria-labelledby={`${inputId}-heading`}
      noValidate
    >
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        Contact
      </h2>
      <div className={styles.field}>
        <label htmlFor={inputId}>Contact number</label>
        <input
          id={inputId}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={formatPhone(digits)}
          onChange={(event) => setDigits(phoneDigits(event.target.value))}
        />
      </div>
      <Button type="submit" variant="primary" fullWidth>
        Submit
      </Button>
      <output className={styles.result} aria-live="polite">
        {submitted && `Submitted: ${submitted}`}
      </output>
    </form>
  );
}
