import { z } from 'zod';

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

export const SuccessResponse = z.object({ message: z.string(), error: z.boolean() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** Mealie's handled-error body. */
export interface ErrorResponse {
  detail: string | { message: string; error: true; exception: string | null } | ValidationIssue[];
}

export interface ValidationIssue {
  type: string;
  loc: (string | number)[];
  msg: string;
}

export const ValidationResponse = z.object({ valid: z.boolean() });
export type ValidationResponse = z.infer<typeof ValidationResponse>;

export const Password = z.string().min(8, 'Password must be at least 8 characters').max(256);

/** A string of at most `max` characters; longer ones are refused saying so. */
export function textUpTo(max: number) {
  return z.string().max(max, {
    error: (issue) =>
      `Too long: at most ${String(max)} characters (this has ${String(
        typeof issue.input === 'string' ? issue.input.length : max + 1,
      )})`,
  });
}
