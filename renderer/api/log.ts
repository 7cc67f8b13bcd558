/** The renderer's one way to log a failed call (the spec: errors are logged, never thrown). */
export function logApiError(method: string, url: string, error: Error): void {
  // eslint-disable-next-line no-console
  console.error(`[api] ${method} ${url}:`, error.message);
}
