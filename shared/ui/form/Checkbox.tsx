// Checkbox of the form kit (spec §2 'Loan confirm V3': the agreement box): a real checkbox inside its
// label, the whole row a 48px target. Links belong beside the label, not in it.
import { type ComponentPropsWithoutRef, type ReactNode, useId, useRef } from 'react';
import { type FieldMessages, errorId, fieldAria, hasMessage, hintId } from './Field.tsx';
import { FieldError } from './FieldError.tsx';
import fieldStyles from './Field.module.scss';
import styles from './Checkbox.module.scss';
import { useEarlyInput } from './useControlSync.ts';

export interface CheckboxProps
  extends
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'id' | 'type' | 'checked' | 'defaultChecked' | 'onChange' | 'className' | 'children'
    >,
    FieldMessages {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Fixed id, required inside an island (useId differs there); generated otherwise. */
  id?: string;
}

export function Checkbox({
  label,
  checked,
  onCheckedChange,
  id,
  hint,
  error,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const take = (element: HTMLInputElement) => onCheckedChange(element.checked);
  useEarlyInput(input, checked, take);
  return (
    <div className={styles.checkbox}>
      <label className={styles.row} htmlFor={inputId}>
        <input
          {...rest}
          {...fieldAria(inputId, { hint, error })}
          ref={input}
          id={inputId}
          type="checkbox"
          className={styles.box}
          checked={checked}
          onChange={(event) => take(event.currentTarget)}
        />
        <span className={styles.label}>{label}</span>
      </label>
      {hasMessage(hint) && (
        <p id={hintId(inputId)} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId(inputId)}>{error}</FieldError>
    </div>
  );
}
