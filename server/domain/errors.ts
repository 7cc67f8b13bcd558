import { LocalizedError } from '../i18n/localized-error';
import type { MessageKey, MessageParams } from '../i18n/translate';

/**
 * Errors services throw. Only `server/http/errors.ts` knows their status codes and bodies.
 * `detail` errors answer with Mealie's plain `{ detail: "<text>" }`; the rest with its
 * `{ detail: { message, error: true, exception } }` envelope.
 */
export abstract class DomainError extends LocalizedError {
  abstract readonly kind:
    'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'locked' | 'too-many';
  /** True when Mealie answers this case with a bare string detail. */
  readonly isPlainDetail: boolean = false;
}

export class InvalidError extends DomainError {
  readonly kind = 'invalid';
}

/** A bad `queryFilter`, `orderBy` or other list query: Mealie answers with a plain-string detail. */
export class InvalidQueryError extends InvalidError {
  override readonly isPlainDetail = true;
}

export class ConflictError extends DomainError {
  readonly kind = 'invalid';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor(key: MessageKey = 'errors.general.notFound', params?: MessageParams) {
    super(key, params);
  }
}

/** A 404 Mealie answers with a plain-string detail (e.g. "cookbook not found"). */
export class PlainNotFoundError extends NotFoundError {
  override readonly isPlainDetail = true;
}

/** Missing or bad credentials: 401 with a plain detail. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
  override readonly isPlainDetail = true;
  constructor(
    key: MessageKey = 'errors.general.couldNotValidateCredentials',
    params?: MessageParams,
  ) {
    super(key, params);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  override readonly isPlainDetail = true;
  constructor(key: MessageKey = 'errors.general.forbidden', params?: MessageParams) {
    super(key, params);
  }
}

/** A refusal Mealie words in its message envelope (registration closed), unlike `ForbiddenError`. */
export class RefusedError extends DomainError {
  readonly kind = 'forbidden';
}

export class LockedError extends DomainError {
  readonly kind = 'locked';
  override readonly isPlainDetail = true;
  constructor(key: MessageKey = 'errors.general.userIsLockedOut', params?: MessageParams) {
    super(key, params);
  }
}

/** Too many failed attempts from one address: it must wait `retryAfterSeconds` (429). */
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'too-many';
  override readonly isPlainDetail = true;
  constructor(readonly retryAfterSeconds: number) {
    super('errors.general.tooManyFailedSignIns', { retryAfterSeconds });
  }
}
