import catalog from '../i18n/messages/en-US.json';

/** A validation message the contract words itself, by its key under `validation` in the catalog. */
export type ValidationKey = keyof typeof catalog.validation;

/**
 * The American English wording of a validation message. The contract is shared with the
 * renderer, so it words its own messages without i18next; the server's error handler finds the
 * key again and answers in the request's language (server/i18n/validation-messages.ts).
 */
export function validationText(
  key: ValidationKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return catalog.validation[key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}
