import { useState, type ChangeEvent } from 'react';
import { isValid, type Errors } from './validation';

/**
 * Values and errors of a small form. Errors appear after the first submit attempt and are then
 * re-checked on every change.
 */
export function useFormState<K extends string>(initial: Record<K, string>, validate: (values: Record<K, string>) => Errors<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<K>>({});
  const [submitted, setSubmitted] = useState(false);

  const set = (name: K, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** Props for a MUI TextField bound to `name`. */
  const field = (name: K) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  /** Validates everything; returns true when the form may be sent. */
  const check = () => {
    const found = validate(values);
    setErrors(found);
    setSubmitted(true);
    return isValid(found);
  };

  return { values, errors, field, check, set };
}
