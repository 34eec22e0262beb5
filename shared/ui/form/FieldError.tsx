// Inline field error (spec §2 'Bind bank screen' and the other forms): the message under a field,
// which the field names in aria-describedby so a screen reader reads it with the field.
import type { ReactNode } from 'react';
import styles from './FieldError.module.scss';

export interface FieldErrorProps {
  /** The id the field's aria-describedby points at. */
  id: string;
  /** The message; nothing is rendered without one. */
  children?: ReactNode;
}

export function FieldError({ id, children }: FieldErrorProps) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  );
}
