import { InvalidError } from './errors';

/** A 400 Mealie answers with a bare string detail (`"Invalid Slug"`, `"Bad Request"`). */
export class PlainInvalidError extends InvalidError {
  override readonly isPlainDetail = true;
}
