// The state of a form's text fields (spec §5 forms): values by name, inline errors by name, and the
// props that bind a kit field to both. An edit clears that field's error.
import { useState } from 'react';

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

  const setValue = (name: Name, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      return { ...current, [name]: undefined };
    });
  };

  /** Spread onto a TextField, TextArea or DatePicker: `<TextField label="Name" {...field('name')} />`. */
  const field = (name: Name): BoundField<Name> => ({
    id: idPrefix === undefined ? undefined : `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value) => setValue(name, value),
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, field, setValue, setValues, setErrors, reset };
}
