/** `/login?redirect=…` for the page a visitor tried to open. */
export function loginPathFor(pathWithQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithQuery)}`;
}

/**
 * Where to go after login: the `redirect` parameter when it is a path inside the app, else home.
 * Anything else (`//evil.example`, `https://…`, `/\evil`) is an open-redirect attempt.
 */
export function safeRedirectTarget(redirect: string | null): string {
  if (!redirect?.startsWith('/')) return '/';
  if (redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  if (redirect.startsWith('/login')) return '/';
  return redirect;
}
