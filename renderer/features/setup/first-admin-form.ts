import type { ParseKeys } from 'i18next';

import { isValidEmail, minPasswordLength } from '../../components/validation';

export interface FirstAdminValues {
  fullName: string;
  username: string;
  email: string;
  password: string;
  groupName: string;
}

export type FirstAdminField = keyof FirstAdminValues;

export const emptyFirstAdmin: FirstAdminValues = {
  fullName: '',
  username: '',
  email: '',
  password: '',
  groupName: 'Home',
};

/** The hint to show under each field, or null when it is fine (spec §5 wording). */
export function validateFirstAdmin(
  values: FirstAdminValues,
): Record<FirstAdminField, ParseKeys | null> {
  const required = (value: string): ParseKeys | null =>
    value.trim() ? null : 'validation.required';
  return {
    fullName: required(values.fullName),
    username: required(values.username),
    email: required(values.email) ?? (isValidEmail(values.email) ? null : 'validation.email'),
    password:
      required(values.password) ??
      (values.password.length >= minPasswordLength ? null : 'validation.passwordLength'),
    groupName: required(values.groupName),
  };
}

export function hasErrors(errors: Record<string, ParseKeys | null>): boolean {
  return Object.values(errors).some((error) => error !== null);
}
