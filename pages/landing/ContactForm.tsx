// Landing contact form (spec §2 'Public landing page', §5): name, telephone, e-mail and remark, all
// required. A blank field is said at that field; a complete form is cleared with a success toast.
// No call is made.
import type { FormEvent } from 'react';
import { usePendingAction } from '../../shared/hooks/usePendingAction.ts';
import { Button } from '../../shared/ui/button/Button.tsx';
import { TextArea } from '../../shared/ui/form/TextArea.tsx';
import { TextField } from '../../shared/ui/form/TextField.tsx';
import { useFormFields } from '../../shared/ui/form/useFormFields.ts';
import { showToast } from '../../shared/notify/toastStore.ts';
import styles from './ContactForm.module.scss';
import { contactErrors, emptyContact, successMessage } from './contactForm.ts';
import { formatPhone } from '../../shared/format/phone.ts';

export function ContactForm() {
  // Fixed ids: this form hydrates as an island of its own. Text typed before it hydrates is kept.
  const { values, field, formRef, showErrors, reset } = useFormFields(emptyContact, {
    idPrefix: 'contact',
  });

  // Through the double-tap guard: the second tap of a double tap would find the form cleared and
  // tell the borrower it is incomplete.
  const [send] = usePendingAction(() => {
    if (!showErrors(contactErrors(values))) return;
    reset();
    showToast(successMessage, { kind: 'success' });
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return (
    // method="dialog": before the script runs (or without it) Submit does nothing at all, rather
    // than sending the fields off in the page address.
    <form ref={formRef} className={styles.form} method="dialog" onSubmit={submit} noValidate>
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField
        label="Telephone"
        type="tel"
        autoComplete="tel"
        grouping={formatPhone}
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
