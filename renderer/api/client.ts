import { getLocale } from '../i18n/locales';

import {
  ApiError,
  getDetailMessage,
  getErrorMessage,
  getSuccessMessage,
  isShownAsToast,
} from './errors';
import { publishApiMessage } from './events';
import { logApiError } from './log';

/** What every call yields; it never throws (network failures come back as status 0). */
export interface ApiResult<T> {
  response: Response | null;
  error: ApiError | null;
  data: T | null;
}

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** JSON body. */
  json?: unknown;
  /** `application/x-www-form-urlencoded` body (the login form). */
  form?: Record<string, string>;
  /** `multipart/form-data` body (file uploads); the browser sets the boundary header. */
  multipart?: FormData;
  /**
   * Skip the toasts for this call: background reads (layout lists, search) fail into an empty
   * state instead of interrupting the user.
   */
  quiet?: boolean;
  /** Error statuses that are an answer rather than a fault (401 from `/users/self`): not logged. */
  expectedStatuses?: readonly number[];
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function buildInit(method: HttpMethod, options: RequestOptions): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': getLocale(),
  };
  let body: BodyInit | undefined;
  if (options.multipart) {
    body = options.multipart;
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form);
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  // The session lives in the server's HttpOnly cookie, so the renderer never holds a token.
  return { method, headers, body, credentials: 'same-origin', signal: options.signal ?? null };
}

function notify(ok: boolean, body: unknown, quiet: boolean | undefined): void {
  if (quiet) return;
  const text = ok ? getSuccessMessage(body) : getDetailMessage(body);
  if (text) publishApiMessage({ intent: ok ? 'info' : 'error', text });
}

export async function request<T>(
  method: HttpMethod,
  url: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, buildInit(method, options));
  } catch (cause) {
    const error = new ApiError(0, getErrorMessage(null, 0), cause);
    if (!options.signal?.aborted) logApiError(method, url, error);
    return { response: null, error, data: null };
  }
  let body: unknown = null;
  try {
    body = await readBody(response);
  } catch {
    // A body cut off mid-way: keep the status, which is what callers branch on.
  }
  notify(response.ok, body, options.quiet);
  if (!response.ok) {
    const error = new ApiError(response.status, getErrorMessage(body, response.status), body);
    if (!options.expectedStatuses?.includes(response.status)) logApiError(method, url, error);
    return { response, error, data: null };
  }
  return { response, error: null, data: body as T };
}

export const api = {
  get: <T>(url: string, options?: RequestOptions) => request<T>('GET', url, options),
  post: <T>(url: string, options?: RequestOptions) => request<T>('POST', url, options),
  put: <T>(url: string, options?: RequestOptions) => request<T>('PUT', url, options),
  patch: <T>(url: string, options?: RequestOptions) => request<T>('PATCH', url, options),
  delete: <T>(url: string, options?: RequestOptions) => request<T>('DELETE', url, options),
};

/**
 * A file upload through the same request. The upload screens word no failure themselves, so
 * unless `quiet` every failure is a toast, not only the `detail.message` ones.
 */
export async function upload<T>(
  method: 'PUT' | 'POST',
  url: string,
  body: FormData,
  options: { quiet?: boolean } = {},
): Promise<ApiResult<T>> {
  const result = await request<T>(method, url, { ...options, multipart: body });
  if (result.error && !options.quiet && !isShownAsToast(result.error)) {
    publishApiMessage({ intent: 'error', text: result.error.message });
  }
  return result;
}

/**
 * Refusals a read is expected to meet, which its screen shows as a state of its own (log in,
 * not allowed, not found / nothing public here): answers, not faults, so not logged as errors.
 */
const readRefusals = [401, 403, 404] as const;

/** SWR's fetcher: reads are quiet (screens show their own error state) and throw for SWR. */
export async function fetchJson<T>(url: string): Promise<T> {
  const { data, error } = await request<T>('GET', url, {
    quiet: true,
    expectedStatuses: readRefusals,
  });
  if (error) throw error;
  return data as T;
}

/**
 * An SWR fetcher for a read where one refusal is a state, not a failure (401 from `/users/self`
 * for a visitor, 404 for no rating yet): that status yields `null`.
 */
export function fetchOrNull<T>(absentStatus: number) {
  return async (url: string): Promise<T | null> => {
    const { data, error } = await request<T>('GET', url, {
      quiet: true,
      expectedStatuses: [absentStatus],
    });
    if (error?.status === absentStatus) return null;
    if (error) throw error;
    return data;
  };
}
