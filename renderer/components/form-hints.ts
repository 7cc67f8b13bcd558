import type { ParseKeys } from 'i18next';

import { isValidEmail, minPasswordLength } from './validation';

/** The spec §5 hints shared by every people form; each is null when the value is fine. */
export function requiredHint(value: string): ParseKeys | null {
  return value.trim() ? null : 'validation.required';
}

export function emailHint(value: string): ParseKeys | null {
  return requiredHint(value) ?? (isValidEmail(value) ? null : 'validation.email');
}

export function passwordHint(value: string): ParseKeys | null {
  if (!value) return 'validation.required';
  return value.length >= minPasswordLength ? null : 'validation.passwordLength';
}

export function confirmHint(password: string, confirmation: string): ParseKeys | null {
  if (!confirmation) return 'validation.required';
  return confirmation === password ? null : 'validation.passwordsDiffer';
}

export function hasErrors(errors: Record<string, ParseKeys | null>): boolean {
  return Object.values(errors).some((error) => error !== null);
}
