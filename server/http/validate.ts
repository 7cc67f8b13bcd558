import type { z } from 'zod';

import { RequestValidationError } from './errors';

const snakeToCamel = (key: string) =>
  key.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());

/** Mealie accepts snake_case for every camelCase field ("populate by name"); so do we. */
export function camelizeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(camelizeKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [
      snakeToCamel(key),
      camelizeKeys(inner),
    ]),
  );
}

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
