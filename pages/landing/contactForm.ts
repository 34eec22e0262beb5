// Landing contact form rules (spec §5): all four fields are required; nothing is sent anywhere.

export interface ContactFields {
  name: string;
  telephone: string;
  email: string;
  remark: string;
}

export type ContactFieldName = keyof ContactFields;

export const contactFieldNames = ['name', 'telephone', 'email', 'remark'] as const;

export const incompleteMessage = 'Please provide complete information!';
export const successMessage = 'Successful!';

export const emptyContact: ContactFields = { name: '', telephone: '', email: '', remark: '' };

/** The spec's message at every field left blank (spaces count as blank); none when complete. */
export function contactErrors(fields: ContactFields): Partial<Record<ContactFieldName, string>> {
  const errors: Partial<Record<ContactFieldName, string>> = {};
  for (const name of contactFieldNames) {
    if (fields[name].trim() === '') errors[name] = incompleteMessage;
  }
  return errors;
}
