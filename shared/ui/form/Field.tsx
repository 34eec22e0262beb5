// The frame every form-kit field shares (spec §5 forms): a visible label tied to the control, an
// optional hint, the inline error, and the ids that tie them together.
import type { ReactNode } from 'react';
import { FieldError } from './FieldError.tsx';
import styles from './Field.module.scss';

export interface FieldMessages {
  /** Help under the control, read with it. */
  hint?: ReactNode;
  /** The inline error; when present the control is aria-invalid. */
  error?: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

export function hasMessage(error: ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== '';
}

/** The aria attributes of a control with this id and these messages. */
export function fieldAria(id: string, { hint, error }: FieldMessages) {
  const described = [hasMessage(error) && errorId(id), hasMessage(hint) && hintId(id)]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': hasMessage(error) || undefined,
    'aria-describedby': described || undefined,
  } as const;
}

export interface FieldProps extends FieldMessages {
  /** The control's id, which the label points at. */
  id: string;
  label: ReactNode;
  /** The label's own id, for controls named by aria-labelledby. */
  labelId?: string;
  /** Shown at the end of the label row (a character counter, say). */
  aside?: ReactNode;
  children: ReactNode;
}

export function Field({ id, label, labelId, hint, error, aside, children }: FieldProps) {
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label id={labelId} htmlFor={id} className={styles.label}>
          {label}
        </label>
        {aside}
      </div>
      {children}
      {hasMessage(hint) && (
        <p id={hintId(id)} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId(id)}>{error}</FieldError>
    </div>
  );
}
