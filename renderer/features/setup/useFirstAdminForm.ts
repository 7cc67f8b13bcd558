import { useState } from 'react';

import {
  emptyFirstAdmin,
  validateFirstAdmin,
  type FirstAdminField,
  type FirstAdminValues,
} from './first-admin-form';

/** Values plus live hints: a field's hint shows once the field was left, all of them on submit. */
export function useFirstAdminForm() {
  const [values, setValues] = useState<FirstAdminValues>(emptyFirstAdmin);
  const [touched, setTouched] = useState<ReadonlySet<FirstAdminField>>(new Set());
  const errors = validateFirstAdmin(values);
  const touch = (field: FirstAdminField) => {
    if (!touched.has(field)) setTouched(new Set(touched).add(field));
  };
  return {
    values,
    errors,
    visibleError: (field: FirstAdminField) => (touched.has(field) ? errors[field] : null),
    fieldProps: (field: FirstAdminField) => ({
      value: values[field],
      onChange: (event: { target: { value: string } }) =>
        setValues({ ...values, [field]: event.target.value }),
      onBlur: () => touch(field),
    }),
    touchAll: () => setTouched(new Set(Object.keys(values) as FirstAdminField[])),
  };
}
