import { useCallback, useRef, useState } from 'react';

export type Rules<F extends string> = Record<F, (value: string) => string | null>;

/**
 * Small form state for the company forms: values, per-field errors shown after a field is left
 * (or after a submit attempt), and re-validation as the user types once an error is showing.
 */
export function useValidatedForm<F extends string>(initial: Record<F, string>, rules: Rules<F>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const check = useCallback(
    (field: F, value: string) => {
      const message = rules[field](value);
      setErrors((current) => {
        if ((current[field] ?? null) === message) return current;
        const next = { ...current };
        if (message) next[field] = message;
        else delete next[field];
        return next;
      });
      return message;
    },
    [rules],
  );

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field shows an error, update it live so it clears as soon as the value is fixed.
    if (errors[field]) check(field, value);
  };

  const onBlur = (field: F) => {
    if (values[field].trim() !== '' || errors[field]) check(field, values[field]);
  };

  /** Validates every field; focuses the first invalid one. Returns true when all are valid. */
  const validateAll = (): boolean => {
    const next: Partial<Record<F, string>> = {};
    let first: F | null = null;
    for (const field of Object.keys(rules) as F[]) {
      const message = rules[field](values[field]);
      if (message) {
        next[field] = message;
        first ??= field;
      }
    }
    setErrors(next);
    if (first) refs.current[first]?.focus();
    return first === null;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  const register = (field: F) => ({
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => setValue(field, value),
    onBlur: () => onBlur(field),
    inputRef: (el: HTMLElement | null) => {
      refs.current[field] = el;
    },
  });

  return { values, errors, register, validateAll, reset };
}
