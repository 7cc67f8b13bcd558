import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';

import type { ErrorResponse, ValidationIssue } from '../contract/common';
import { DomainError, TooManyAttemptsError } from '../domain/errors';
import { validationMessageIn } from '../i18n/validation-messages';
import type { Logger } from '../log';

import { requestLocale } from './request-locale';

const statusOf: Record<DomainError['kind'], number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  locked: 423,
  'too-many': 429,
};

/** Where a zod issue came from: `['body', 'email']`, `['query', 'perPage']`, … */
export class RequestValidationError extends Error {
  constructor(
    readonly source: 'body' | 'query' | 'path',
    readonly zodError: ZodError,
  ) {
    super(zodError.message);
  }
}

type Issue = ZodError['issues'][number];

/**
 * A union that refused a value says only "Invalid input". When exactly one of its branches took
 * the value's type (a bare ingredient line is a string, not an object), that branch's own issues
 * say what is wrong ("Too long: at most 2000 characters"), so they are reported instead.
 */
function specificIssues(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const typed = issue.errors.filter(
    (branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0),
  );
  const [branch] = typed;
  if (typed.length !== 1 || !branch || branch.length === 0) return [issue];
  return branch.flatMap((inner) =>
    specificIssues({ ...inner, path: [...issue.path, ...inner.path] }),
  );
}

function toValidationIssues(error: RequestValidationError, locale: string): ValidationIssue[] {
  return error.zodError.issues.flatMap(specificIssues).map((issue) => ({
    type: issue.code,
    loc: [error.source, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: validationMessageIn(issue.message, locale),
  }));
}

/** Body-parser and other HTTP-level errors carry their own status (400, 413, 415). */
function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** The one place that turns errors into Mealie's status codes and bodies. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const send = (status: number, body: ErrorResponse) => res.status(status).json(body);
    if (error instanceof RequestValidationError) {
      send(422, { detail: toValidationIssues(error, requestLocale(req)) });
      return;
    }
    if (error instanceof DomainError) {
      const status = statusOf[error.kind];
      const message = error.messageIn(requestLocale(req));
      if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer');
      if (error instanceof TooManyAttemptsError) {
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      }
      send(
        status,
        error.isPlainDetail
          ? { detail: message }
          : { detail: { message, error: true, exception: error.constructor.name } },
      );
      return;
    }
    const status = httpStatusOf(error);
    if (status === 400 && (error as { type?: string }).type === 'entity.parse.failed') {
      send(422, { detail: [{ type: 'json_invalid', loc: ['body'], msg: 'JSON decode error' }] });
      return;
    }
    if (status !== null) {
      send(status, {
        detail: status === 413 ? 'Request body too large' : (error as Error).message,
      });
      return;
    }
    logger.error({ err: error, method: req.method, url: req.originalUrl }, 'unhandled error');
    send(500, { detail: { message: 'Unknown Error', error: true, exception: null } });
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: 'Not Found' });
};
