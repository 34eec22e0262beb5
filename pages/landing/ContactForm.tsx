// Landing contact form (spec §2 'Public landing page', §5): name, telephone, e-mail and remark, all
// required. Submit only shows a toast and clears the form; no call is made.
import type { FormEvent } from 'react';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { TextArea } from '../../shared/ui/form/TextArea.tsx';
import { TextField } from '../../shared/ui/form/TextField.tsx';
import { useFormFields } from '../../shared/ui/form/useFormFields.ts';
import { showToast } from '../../shared/ui/toast/toastStore.ts';
import styles from './ContactForm.module.scss';
import { contactSubmitMessage, emptyContact, successMessage } from './contactForm.ts';

export function ContactForm() {
  // Fixed ids: this form hydrates as an island of its own. Text typed before it hydrates is kept.
  const { values, field, reset } = useFormFields(emptyContact, { idPrefix: 'contact' });

  // Through the double-tap guard: the second tap of a double tap would find the form cleared and
  // tell the borrower it is incomplete.
  const [send] = usePendingAction(() => {
    const message = contactSubmitMessage(values);
    if (message !== successMessage) {
      showToast(message, { kind: 'error' });
      return;
    }
    reset();
    showToast(message, { kind: 'success' });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return (
    // method="dialog": before the script runs (or without it) Submit does nothing at all, rather
    // than sending the fields off in the page address.
    <form className={styles.form} method="dialog" onSubmit={submit} noValidate>
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField
        label="Telephone"
        type="tel"
        autoComplete="tel"
        grouping="phone"
        {...field('telephone')}
      />
      <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
      <TextArea label="Remark" {...field('remark')} />
      <Button type="submit" variant="primary" fullWidth>
        Submit
      </Button>
    </form>
  );
}
