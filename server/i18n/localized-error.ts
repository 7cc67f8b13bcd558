import { english, translate, type Message, type MessageKey, type MessageParams } from './translate';

/**
 * An error whose text a person reads: it carries its message key and values, `message` is the
 * American English wording (logs, tests), and `messageIn` words it in the reader's language.
 */
export class LocalizedError extends Error implements Message {
  constructor(
    readonly key: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(english(key, params));
  }

  messageIn(locale: string): string {
    return translate(locale, this.key, this.params);
  }
}

/** What went wrong, for a report or an answer in `locale`; other errors keep their own text. */
export function errorText(error: unknown, locale: string): string {
  if (error instanceof LocalizedError) return error.messageIn(locale);
  return error instanceof Error ? error.message : String(error);
}
