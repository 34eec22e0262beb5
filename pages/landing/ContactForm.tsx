// Landing contact form (spec §2, §5): name, telephone, e-mail and remark, all required. Submit only
// shows a toast and clears the form; no call is made.
import { type ChangeEvent, type FormEvent, useRef } from 'react';
import { formatPhone } from '../../shared/format/phone.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { showToast } from '../../shared/ui/toast/toastStore.ts';
import styles from './ContactForm.module.scss';
import {
  contactSubmitMessage,
  isRepeatTap,
  readContactFields,
  successMessage,
} from './contactForm.ts';

export function ContactForm() {
  const lastSuccessAt = useRef<number | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const now = Date.now();
    if (isRepeatTap(lastSuccessAt.current, now)) return;
    const form = event.currentTarget;
    const message = contactSubmitMessage(readContactFields(new FormData(form)));
    if (message !== successMessage) {
      showToast(message, { kind: 'error' });
      return;
    }
    lastSuccessAt.current = now;
    form.reset();
    showToast(message, { kind: 'success' });
  };

  // The fields are uncontrolled, so text typed before the island hydrates is kept; the telephone
  // is rewritten in place: digits only, at most 11, grouped 3-4-4.
  const groupTelephone = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const grouped = formatPhone(input.value);
    if (input.value !== grouped) input.value = grouped;
  };

  return (
    // method="dialog": before the script runs (or without it) Submit does nothing at all, rather
    // than sending the fields off in the page address.
    <form className={styles.form} method="dialog" onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label htmlFor="contact-name">Name</label>
        <input id="contact-name" name="name" type="text" autoComplete="name" />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-telephone">Telephone</label>
        <input
          id="contact-telephone"
          name="telephone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          onChange={groupTelephone}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">E-mail</label>
        <input id="contact-email" name="email" type="email" autoComplete="email" />
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-remark">Remark</label>
        <textarea id="contact-remark" name="remark" rows={4} />
      </div>
      <Button type="submit" variant="primary" fullWidth>
        Submit
      </Button>
    </form>
  );
}
