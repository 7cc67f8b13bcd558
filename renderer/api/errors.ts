import type { ValidationIssue } from '../../server/contract/common';

/** A failed call: HTTP status (0 when the request never got a response) and a readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIssue(value: unknown): value is ValidationIssue {
  return isRecord(value) && typeof value.msg === 'string';
}

function describeIssue(issue: ValidationIssue): string {
  // FastAPI puts where the value came from first ("body", "query"); the field name is enough.
  const field = issue.loc.filter((part) => part !== 'body' && part !== 'query').join('.');
  return field ? `${field}: ${issue.msg}` : issue.msg;
}

/**
 * The `detail.message` of Mealie's handled-error body, the one shape the app shows as an error
 * toast by itself; `null` for every other body.
 */
export function getDetailMessage(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.detail)) return null;
  const { message } = body.detail;
  return typeof message === 'string' && message ? message : null;
}

/**
 * A readable message for any of Mealie's error shapes: `{detail: "text"}`,
 * `{detail: {message, error, exception}}`, 422 `{detail: [{loc, msg, type}]}`, or the
 * dev-mode `{message}`; falls back to the status.
 */
export function getErrorMessage(body: unknown, status: number): string {
  const detailMessage = getDetailMessage(body);
  if (detailMessage) return detailMessage;
  if (isRecord(body)) {
    const { detail } = body;
    if (typeof detail === 'string' && detail) return detail;
    if (Array.isArray(detail)) {
      const issues = detail.filter(isIssue).map(describeIssue);
      if (issues.length > 0) return issues.join('; ');
    }
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  if (typeof body === 'string' && body.trim()) return body.trim();
  return status === 0 ? 'Could not reach the server' : `Request failed with status ${status}`;
}

/** The `message` of a successful response (`SuccessResponse`), shown as an info toast. */
export function getSuccessMessage(body: unknown): string | null {
  if (!isRecord(body) || typeof body.message !== 'string' || !body.message) return null;
  return body.error === true ? null : body.message;
}

/**
 * Whether the client already showed this failure as an error toast (a `detail.message` body), so
 * a form only words the other failures itself.
 */
export function isShownAsToast(error: ApiError): boolean {
  return getDetailMessage(error.body) !== null;
}
