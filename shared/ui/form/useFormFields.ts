// The state of a form's text fields (spec §5 forms): values by name, inline errors by name, and the
// props that bind a kit field to both. An edit clears that field's error. The names may be fixed
// (a contact form) or come with the data (the server-driven bind-card form): a name the initial
// values lack reads as ''. showErrors marks the fields and then brings the first one into view with
// focus on it, so the borrower hears and sees what to fix.
import { useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from './focusFirstInvalid.ts';

export interface FormFieldsOptions {
  /** Gives each field the fixed id `${idPrefix}-${name}`: required inside an island. */
  idPrefix?: string;
}

export interface BoundField<Name extends string> {
  id: string | undefined;
  name: Name;
  value: string;
  error: string | undefined;
  onValueChange: (value: string) => void;
}

export function useFormFields<Name extends string>(
  initial: Readonly<Record<Name, string>>,
  { idPrefix }: FormFieldsOptions = {},
) {
  const [values, setValues] = useState<Readonly<Record<Name, string>>>(initial);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  /** The form element showErrors searches for the first invalid field. */
  const formRef = useRef<HTMLFormElement>(null);
  // Counts showErrors calls that found errors: each one focuses once its marks are drawn.
  const [errorsShown, setErrorsShown] = useState(0);

  useEffect(() => {
    if (errorsShown > 0 && formRef.current) focusFirstInvalid(formRef.current);
  }, [errorsShown]);

  const setValue = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      return { ...current, [name]: undefined };
    });
  };

  /** The id of a field, for controls bound by hand (a picker, say). */
  const idOf = (name: Name): string | undefined =>
    idPrefix === undefined ? undefined : `${idPrefix}-${name}`;

  /** Spread onto a TextField, TextArea or DatePicker: `<TextField label="Name" {...field('name')} />`. */
  const field = (name: Name): BoundField<Name> => ({
    id: idOf(name),
    name,
    value: values[name] ?? '',
    error: errors[name],
    onValueChange: (value) => setValue(name, value),
  });

  /**
   * Shows these inline errors (replacing the ones shown) and, when there is any, scrolls to and
   * focuses the first invalid field of `formRef`'s form. Returns true when there is none.
   */
  const showErrors = (found: Partial<Record<Name, string | undefined>>): boolean => {
    const marked = Object.fromEntries(
      Object.entries(found).filter(([, message]) => typeof message === 'string' && message !== ''),
    ) as Partial<Record<Name, string>>;
    setErrors(marked);
    const valid = Object.keys(marked).length === 0;
    if (!valid) setErrorsShown((count) => count + 1);
    return valid;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return {
    values,
    errors,
    field,
    idOf,
    formRef,
    setValue,
    setValues,
    setErrors,
    showErrors,
    reset,
  };
}
