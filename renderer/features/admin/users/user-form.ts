import type { ParseKeys } from 'i18next';

import type { Uniqueness } from '../../../api/validators';
import type { UserOut } from '../../../../server/contract/users';
import { isValidEmail, minPasswordLength } from '../../../components/validation';

export interface UserFormValues {
  fullName: string;
  username: string;
  email: string;
  /** Only when creating; an existing user's password changes through a reset link. */
  password: string;
  groupId: string;
  admin: boolean;
  canManage: boolean;
  canInvite: boolean;
  canOrganize: boolean;
}

export type Permission = 'admin' | 'canManage' | 'canInvite' | 'canOrganize';

export const permissions: readonly { key: Permission; label: ParseKeys }[] = [
  { key: 'admin', label: 'manage.admin' },
  { key: 'canManage', label: 'manage.canManage' },
  { key: 'canInvite', label: 'manage.canInvite' },
  { key: 'canOrganize', label: 'manage.canOrganize' },
];

export function userFormValues(user: UserOut | null, defaultGroupId: string): UserFormValues {
  return {
    fullName: user?.fullName ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    groupId: user?.groupId ?? defaultGroupId,
    admin: user?.admin ?? false,
    canManage: user?.canManage ?? false,
    canInvite: user?.canInvite ?? false,
    canOrganize: user?.canOrganize ?? false,
  };
}

interface UserFormErrors {
  username: ParseKeys | null;
  email: ParseKeys | null;
  password: ParseKeys | null;
}

/** Hints under the fields (spec §5 wording), including the live uniqueness answers. */
export function validateUserForm(
  values: UserFormValues,
  isNew: boolean,
  taken: { username: Uniqueness; email: Uniqueness },
): UserFormErrors {
  let username: ParseKeys | null = values.username.trim() ? null : 'validation.required';
  if (!username && taken.username === 'taken') username = 'validation.usernameTaken';
  let email: ParseKeys | null = values.email.trim() ? null : 'validation.required';
  if (!email && !isValidEmail(values.email)) email = 'validation.email';
  if (!email && taken.email === 'taken') email = 'validation.emailTaken';
  let password: ParseKeys | null = null;
  if (isNew && values.password.length < minPasswordLength) password = 'validation.passwordLength';
  return { username, email, password };
}
