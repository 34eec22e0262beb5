// Picker of the form kit (spec §2 'Bind bank screen': enum and citySelect fields, 'Confirm' and
// 'Cancel'): a labelled button showing the choice, opening a bottom popup with one column of radios
// per level. The choice is committed only on Confirm. Opening puts focus on the chosen option (the
// first one when nothing is chosen), scrolled into view, so the arrow keys choose at once.
import { useEffect, useId, useState } from 'react';
import { Button } from '../button/Button.tsx';
import { BottomPopup } from '../popup/BottomPopup.tsx';
import { Field, type FieldMessages, fieldAria } from './Field.tsx';
import fieldStyles from './Field.module.scss';
import styles from './Picker.module.scss';
import {
  chosenOptions,
  isCompletePath,
  type PickerOption,
  pickerColumns,
} from './pickerOptions.ts';

export interface PickerProps extends FieldMessages {
  label: string;
  options: readonly PickerOption[];
  /** The chosen path of values, one per column; [] for none. */
  value: readonly string[];
  /** Called on Confirm with the new path and the options along it. */
  onChange: (value: string[], chosen: PickerOption[]) => void;
  /** Shown on the button while nothing is chosen. */
  placeholder?: string;
  /** The popup's title; the label by default. */
  title?: string;
  /** Names of the columns for screen readers (Province, City ...); the title and level otherwise. */
  columnLabels?: readonly string[];
  /** Fixed id, required inside an island (useId differs there); generated otherwise. */
  id?: string;
  disabled?: boolean;
}

export function Picker({
  label,
  options,
  value,
  onChange,
  placeholder = '',
  title = label,
  columnLabels,
  id,
  hint,
  error,
  disabled,
}: PickerProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  const [draft, setDraft] = useState<string[] | null>(null);
  const open = draft !== null;
  // The columns once the popup is on screen, which can be after it opens (a layer waits its turn).
  const [columns, setColumns] = useState<HTMLDivElement | null>(null);

  // Runs once the popup is on screen and has taken focus: setting `columns` renders again, after
  // the popup's own effect.
  useEffect(() => {
    if (!columns) return;
    const radios = columns.querySelectorAll<HTMLInputElement>('input[type="radio"]');
    const checked = columns.querySelectorAll<HTMLInputElement>('input:checked');
    const target = checked[checked.length - 1] ?? radios[0];
    if (!target) return;
    target.focus({ preventScroll: true });
    target.parentElement?.scrollIntoView?.({ block: 'nearest' });
  }, [columns]);
  const chosen = chosenOptions(options, value);
  const shown = chosen.map((option) => option.label).join(' / ');

  const shownColumns = pickerColumns(options, draft ?? []);
  const close = () => setDraft(null);
  const confirm = () => {
    if (!draft || !isCompletePath(options, draft)) return;
    onChange(draft, chosenOptions(options, draft));
    close();
  };

  return (
    <Field id={buttonId} labelId={`${buttonId}-label`} label={label} hint={hint} error={error}>
      <button
        {...fieldAria(buttonId, { hint, error })}
        id={buttonId}
        type="button"
        className={`${fieldStyles.control} ${styles.trigger}`}
        aria-labelledby={`${buttonId}-label ${buttonId}-value`}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setDraft(chosen.map((option) => option.value))}
      >
        {/* The line inside lays out text and chevron: the button keeps the field box's display,
            whichever of the two stylesheets the page happens to load last. */}
        <span className={styles.line}>
          <span id={`${buttonId}-value`} className={shown ? undefined : styles.placeholder}>
            {shown || placeholder}
          </span>
          <span className={styles.chevron} aria-hidden="true" />
        </span>
      </button>
      <BottomPopup
        open={open}
        title={title}
        onClose={close}
        footer={
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="primary"
              disabled={!draft || !isCompletePath(options, draft)}
              onClick={confirm}
            >
              Confirm
            </Button>
          </div>
        }
      >
        <div className={styles.frame}>
          <div ref={setColumns} className={styles.columns} data-levels={shownColumns.length}>
            {shownColumns.map((column, level) => (
              <div
                key={level}
                role="radiogroup"
                aria-label={
                  columnLabels?.[level] ?? (level === 0 ? title : `${title} ${level + 1}`)
                }
                className={styles.column}
              >
                {column.map((option) => (
                  <label key={option.value} className={styles.option}>
                    <input
                      type="radio"
                      className={styles.radio}
                      name={`${buttonId}-level-${level}`}
                      value={option.value}
                      checked={draft?.[level] === option.value}
                      onChange={() => setDraft([...(draft ?? []).slice(0, level), option.value])}
                    />
                    <span className={styles.optionLabel}>{option.label}</span>
                  </label>
                ))}
              </div>
            ))}
          </div>
        </div>
      </BottomPopup>
    </Field>
  );
}
