// Labelled text input of the form kit (spec §5 'Generic inputs', §2 'Bind bank screen'): plain text,
// or digits only, optionally shown grouped (phone 3-4-4 from the configuration, bank card in fours)
// while the value kept and sent has no spaces; a length limit that paste respects.
import { type ComponentPropsWithoutRef, type ReactNode, useId, useRef } from 'react';
import { Field, type FieldMessages, fieldAria } from './Field.tsx';
import styles from './Field.module.scss';
import { applyTyping, displayCaret, displayText, type TextRule } from './textRules.ts';
import { placeCaret, useEarlyInput } from './useControlSync.ts';

export interface TextFieldProps
  extends
    Omit<
      ComponentPropsWithoutRef<'input'>,
      'id' | 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'type' | 'className' | 'children'
    >,
    FieldMessages,
    TextRule {
  label: ReactNode;
  /** The value without group spaces. */
  value: string;
  onValueChange: (value: string) => void;
  /** Fixed id, required inside an island (useId differs there); generated otherwise. */
  id?: string;
  type?: 'text' | 'tel' | 'email' | 'password' | 'search' | 'url';
}

export function TextField({
  label,
  value,
  onValueChange,
  id,
  hint,
  error,
  digitsOnly,
  maxLength,
  grouping,
  name,
  type = 'text',
  inputMode,
  ...rest
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const rule: TextRule = { digitsOnly, maxLength, grouping };
  const ruled = Boolean(digitsOnly || grouping) || maxLength !== undefined;
  const shown = displayText(value, grouping);

  const take = (element: HTMLInputElement) => {
    if (!ruled) {
      onValueChange(element.value);
      return;
    }
    const edit = applyTyping(value, element.value, element.selectionStart, rule);
    onValueChange(edit.value);
    const next = displayText(edit.value, grouping);
    if (next !== element.value) placeCaret(element, displayCaret(next, edit.caret, grouping));
  };
  useEarlyInput(input, shown, take);

  return (
    <Field id={inputId} label={label} hint={hint} error={error}>
      <input
        {...rest}
        {...fieldAria(inputId, { hint, error })}
        ref={input}
        id={inputId}
        // A grouped box shows spaces; the form sends the value without them.
        name={grouping ? undefined : name}
        type={type}
        inputMode={inputMode ?? (digitsOnly || grouping ? 'numeric' : undefined)}
        className={styles.control}
        value={shown}
        onChange={(event) => take(event.currentTarget)}
      />
      {grouping && name !== undefined && <input type="hidden" name={name} value={value} />}
    </Field>
  );
}
