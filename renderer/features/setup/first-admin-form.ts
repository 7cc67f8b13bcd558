import type { ParseKeys } from 'i18next';

import { emailHint, passwordHint, requiredHint } from '../../components/form-hints';

interface FirstAdminValues {
  fullName: string;
  username: string;
  email: string;
  password: string;
  groupName: string;
}

type FirstAdminField = keyof FirstAdminValues;

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
  return {
    fullName: requiredHint(values.fullName),
    username: requiredHint(values.username),
    email: emailHint(values.email),
    password: passwordHint(values.password),
    groupName: requiredHint(values.groupName),
  };
}
