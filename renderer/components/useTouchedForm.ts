import type { ParseKeys } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Errors<V> = Record<keyof V, ParseKeys | null>;

/**
 * Text-field values plus live hints: a field's hint shows once the field was left, all of them
 * on submit. `validate` returns the spec §5 hint for each field, or null.
 */
export function useTouchedForm<V extends { [K in keyof V]: string }>(
  initial: V,
  validate: (values: V) => Errors<V>,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(new Set());
  const errors = validate(values);
  const touch = (field: keyof V) => {
    if (!touched.has(field)) setTouched(new Set(touched).add(field));
  };
  const visibleError = (field: keyof V): ParseKeys | null =>
    touched.has(field) ? errors[field] : null;
  return {
    values,
    errors,
    visibleError,
    /** The visible hint in words, for a field's `error`. */
    hint: (field: keyof V): string | null => {
      const key = visibleError(field);
      return key ? t(key) : null;
    },
    fieldProps: (field: keyof V) => ({
      value: values[field],
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [field]: event.target.value }),
      onBlur: () => touch(field),
    }),
    touchAll: () => setTouched(new Set(Object.keys(values) as (keyof V)[])),
  };
}
