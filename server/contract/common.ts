import { z } from 'zod';
import { validationText } from './validation-text';

/** Query booleans as Mealie clients send them: true/false, 1/0, yes/no, on/off. */
export const QueryBool = z.stringbool();

export const PaginationQuery = z.object({
  page: z.coerce.number().int().min(-1).default(1),
  perPage: z.coerce.number().int().min(-1).default(50),
  orderBy: z.string().max(200).optional(),
  orderDirection: z.enum(['asc', 'desc']).default('desc'),
  orderByNullPosition: z.enum(['first', 'last']).optional(),
  queryFilter: z.string().max(2000).optional(),
  paginationSeed: z.string().max(100).optional(),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

export interface Paginated<T> {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
  items: T[];
  next: string | null;
  previous: string | null;
}

/** The schema of `Paginated<item>` (Mealie's `PaginationBase`). */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
    items: z.array(item),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });
}

export const SuccessResponse = z.object({ message: z.string(), error: z.boolean() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

export const ValidationIssue = z.object({
  type: z.string(),
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** Mealie's `HTTPValidationError`: the body of a 422. */
export const HTTPValidationError = z.object({ detail: z.array(ValidationIssue) });

/** Mealie's handled-error body. */
export const ErrorResponse = z.object({
  detail: z.union([
    z.string(),
    z.object({ message: z.string(), error: z.literal(true), exception: z.string().nullable() }),
    z.array(ValidationIssue),
  ]),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const ValidationResponse = z.object({ valid: z.boolean() });
export type ValidationResponse = z.infer<typeof ValidationResponse>;

export const Password = z
  .string()
  .min(8, validationText('passwordTooShort', { min: 8 }))
  .max(256);

/** A string of at most `max` characters; longer ones are refused saying so. */
export function textUpTo(max: number) {
  return z.string().max(max, {
    error: (issue) =>
      validationText('tooLong', {
        max,
        length: typeof issue.input === 'string' ? issue.input.length : max + 1,
      }),
  });
}
