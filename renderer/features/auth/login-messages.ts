import type { ParseKeys } from 'i18next';

/** The login page's wording for a failed login, by status. */
export function loginFailureKey(status: number): ParseKeys | null {
  if (status === 401) return 'auth.invalidCredentials';
  if (status === 423) return 'auth.accountLocked';
  if (status === 429) return 'auth.tooManyAttempts';
  return null;
}
