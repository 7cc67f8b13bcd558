import type { ApiResult } from './client';
import { ApiError, getErrorMessage } from './errors';
import { publishApiMessage } from './events';

/**
 * Multipart uploads: the shared client speaks JSON and forms, so files go through here. A
 * `quiet` upload shows no toast: its page shows the error itself.
 */
export async function upload<T>(
  method: 'PUT' | 'POST',
  url: string,
  body: FormData,
  options: { quiet?: boolean } = {},
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, { method, body, credentials: 'same-origin' });
    const text = await response.text();
    const parsed: unknown = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) {
      const error = new ApiError(response.status, getErrorMessage(parsed, response.status), parsed);
      if (!options.quiet) publishApiMessage({ intent: 'error', text: error.message });
      return { response, error, data: null };
    }
    return { response, error: null, data: parsed as T };
  } catch (cause) {
    const error = new ApiError(0, getErrorMessage(null, 0), cause);
    if (!options.quiet) publishApiMessage({ intent: 'error', text: error.message });
    return { response: null, error, data: null };
  }
}
