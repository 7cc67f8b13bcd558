import type { ParseKeys } from 'i18next';

import { confirmHint, emailHint, passwordHint } from '../../components/form-hints';

interface ResetValues {
  email: string;
  password: string;
  passwordConfirm: string;
}

export const emptyReset: ResetValues = { email: '', password: '', passwordConfirm: '' };

export function validateReset(values: ResetValues): Record<keyof ResetValues, ParseKeys | null> {
  return {
    email: emailHint(values.email),
    password: passwordHint(values.password),
    passwordConfirm: confirmHint(values.password, values.passwordConfirm),
  };
}
