import type { z } from 'zod';

import { camelizeKeys } from '../domain/snake-case';

import { RequestValidationError } from './errors';

function parseWith<Schema extends z.ZodType>(
  source: RequestValidationError['source'],
  schema: Schema,
  input: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new RequestValidationError(source, result.error);
  return result.data;
}

export const parseBody = <S extends z.ZodType>(schema: S, body: unknown) =>
  parseWith('body', schema, camelizeKeys(body ?? {}));

export const parseQuery = <S extends z.ZodType>(schema: S, query: unknown) =>
  parseWith('query', schema, query);

export const parsePath = <S extends z.ZodType>(schema: S, params: unknown) =>
  parseWith('path', schema, params);

/** Form fields keep their snake_case names (OAuth2 password form). */
export const parseForm = <S extends z.ZodType>(schema: S, body: unknown) =>
  parseWith('body', schema, body ?? {});
