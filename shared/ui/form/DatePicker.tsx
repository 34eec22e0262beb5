// Labelled date field of the form kit (spec §2 'Bind bank screen', cate 'day'): the platform's own
// date input, which opens the native picker in Android WebView and iOS. Values are YYYY-MM-DD.
import { type ComponentPropsWithoutRef, type ReactNode, useId, useRef } from 'react';
import { Field, type FieldMessages, fieldAria } from './Field.tsx';
import fieldStyles from './Field.module.scss';
import styles from './DatePicker.module.scss';
import { useEarlyInput } from './useControlSync.ts';

export interface DatePickerProps
  extends
    Omit<
      ComponentPropsWithoutRef<'input'>,
      | 'id'
      | 'type'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'min'
      | 'max'
      | 'className'
      | 'children'
    >,
    FieldMessages {
  label: ReactNode;
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** Earliest and latest day offered, YYYY-MM-DD. */
  min?: string;
  max?: string;
  /** Fixed id, required inside an island (useId differs there); generated otherwise. */
  id?: string;
}

export function DatePicker({
  label,
  value,
  onValueChange,
  min,
  max,
  id,
  hint,
  error,
  ...rest
}: DatePickerProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const take = (element: HTMLInputElement) => onValueChange(element.value);
  useEarlyInput(input, value, take);
  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      <input
        {...rest}
        {...fieldAria(inputId, { hint, error })}
        ref={input}
        id={inputId}
        type="date"
        min={min}
        max={max}
        className={`${fieldStyles.control} ${styles.date}`}
        value={value}
        onChange={(event) => take(event.currentTarget)}
      />
    </Field>
  );
}
