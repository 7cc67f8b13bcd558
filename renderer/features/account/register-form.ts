import type { ParseKeys } from 'i18next';

import type { Uniqueness } from '../../api/validators';
import { confirmHint, emailHint, passwordHint, requiredHint } from '../../components/form-hints';

interface RegisterValues {
  fullName: string;
  username: string;
  email: string;
  password: string;
  passwordConfirm: string;
  /** The new household's name; unused when joining by invitation. */
  groupName: string;
}

export type RegisterField = keyof RegisterValues;

export const emptyRegistration: RegisterValues = {
  fullName: '',
  username: '',
  email: '',
  password: '',
  passwordConfirm: '',
  groupName: '',
};

/** The spec §5 hint for each field, or null; `isJoining` leaves the household name out. */
export function validateRegistration(
  values: RegisterValues,
  isJoining: boolean,
): Record<RegisterField, ParseKeys | null> {
  return {
    fullName: requiredHint(values.fullName),
    username: requiredHint(values.username),
    email: emailHint(values.email),
    password: passwordHint(values.password),
    passwordConfirm: confirmHint(values.password, values.passwordConfirm),
    groupName: isJoining ? null : requiredHint(values.groupName),
  };
}

const takenKeys: Partial<Record<RegisterField, ParseKeys>> = {
  username: 'validation.usernameTaken',
  email: 'validation.emailTaken',
  groupName: 'validation.groupTaken',
};

/** A live uniqueness answer as a hint: shown at once, since typing on does not fix it. */
export function takenHint(
  field: RegisterField,
  answers: Partial<Record<RegisterField, Uniqueness>>,
): ParseKeys | null {
  return answers[field] === 'taken' ? (takenKeys[field] ?? null) : null;
}
