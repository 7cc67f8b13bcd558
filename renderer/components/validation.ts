import { textLimits } from '../../server/contract/text-limits';

/** The server's `Password` rule and the spec's "8+ characters" hint. */
export const minPasswordLength = 8;

/** A light check that catches typos; the server's zod e-mail rule has the last word. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Longer than the server takes for a name (recipe, organizer, cookbook): say so at the field. */
export function isNameTooLong(value: string): boolean {
  return value.trim().length > textLimits.name;
}
