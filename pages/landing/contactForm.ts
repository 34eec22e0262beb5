// Landing contact form rules (spec §5): all four fields are required; nothing is sent anywhere.

export interface ContactFields {
  name: string;
  telephone: string;
  email: string;
  remark: string;
}

export const contactFieldNames = ['name', 'telephone', 'email', 'remark'] as const;

export const incompleteMessage = 'Please provide complete information!';
export const successMessage = 'Successful!';

export const emptyContact: ContactFields = { name: '', telephone: '', email: '', remark: '' };

/** What the borrower is told on Submit: any field blank after trimming -> incomplete. */
export function contactSubmitMessage(fields: ContactFields): string {
  const complete = contactFieldNames.every((name) => fields[name].trim() !== '');
  return complete ? successMessage : incompleteMessage;
}
