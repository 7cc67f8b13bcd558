/**
 * Calls to the embedded server's own API made by the main process on behalf of one window: they
 * carry that window's session cookie, so the server checks them exactly as it checks the page
 * (an administrator only, a same-origin `Origin`) and the main process stores no credentials.
 */
export interface ServerSession {
  /** The embedded server's origin, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** The window's cookies for that origin, as a `Cookie` header (empty when signed out). */
  cookie: string;
}

/** Calls `path` on the server as the window would; the JSON answer, or an Error with its detail. */
export async function callServer<T>(
  session: ServerSession,
  method: 'GET' | 'PUT',
  path: string,
  json?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { origin: session.origin, accept: 'application/json' };
  if (session.cookie !== '') headers.cookie = session.cookie;
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(new URL(path, session.origin), {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
    redirect: 'error',
  });
  const text = await response.text();
  const body: unknown = text === '' ? null : JSON.parse(text);
  if (!response.ok) throw new Error(`${response.status}: ${describeDetail(body)}`);
  return body as T;
}

/** The message in Mealie's error shapes: `{detail: "…"}`, `{detail: {message}}` or 422's list. */
function describeDetail(body: unknown): string {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    return detail.map((item) => (item as { msg?: string }).msg ?? 'invalid').join('; ');
  }
  const message = (detail as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : 'the server refused';
}
