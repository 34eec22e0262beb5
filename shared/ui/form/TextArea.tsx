// Labelled textarea of the form kit (spec §2 'Complaint next page'): a counter such as 12/200 and a
// hard limit: typing or pasting past it keeps only what fits.
import { type ComponentPropsWithoutRef, type ReactNode, useId, useRef } from 'react';
import { Field, type FieldMessages, fieldAria } from './Field.tsx';
import fieldStyles from './Field.module.scss';
import styles from './TextArea.module.scss';
import { limitEdit } from './textRules.ts';
import { placeCaret, useEarlyInput } from './useControlSync.ts';

export interface TextAreaProps
  extends
    Omit<
      ComponentPropsWithoutRef<'textarea'>,
      'id' | 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'className' | 'children'
    >,
    FieldMessages {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The hard limit in characters; shows the counter `length/maxLength`. */
  maxLength?: number;
  /** Fixed id, required inside an island (useId differs there); generated otherwise. */
  id?: string;
}

const counterId = (id: string) => `${id}-count`;

export function TextArea({
  label,
  value,
  onValueChange,
  maxLength,
  id,
  hint,
  error,
  rows = 4,
  ...rest
}: TextAreaProps) {
  const generatedId = useId();
  const areaId = id ?? generatedId;
  const area = useRef<HTMLTextAreaElement>(null);

  const take = (element: HTMLTextAreaElement) => {
    const edit = limitEdit(value, element.value, maxLength);
    onValueChange(edit.value);
    if (edit.value !== element.value) placeCaret(element, edit.caret);
  };
  useEarlyInput(area, value, take);

  const aria = fieldAria(areaId, { hint, error });
  const counted = maxLength !== undefined;
  const describedBy = [aria['aria-describedby'], counted && counterId(areaId)]
    .filter(Boolean)
    .join(' ');
  return (
    <Field
      id={areaId}
      label={label}
      hint={hint}
      error={error}
      aside={
        counted && (
          <span id={counterId(areaId)} className={styles.counter}>
            {value.length}/{maxLength}
          </span>
        )
      }
    >
      <textarea
        {...rest}
        {...aria}
        aria-describedby={describedBy || undefined}
        ref={area}
        id={areaId}
        rows={rows}
        className={`${fieldStyles.control} ${styles.area}`}
        value={value}
        onChange={(event) => take(event.currentTarget)}
      />
    </Field>
  );
}
