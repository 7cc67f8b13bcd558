/**
 * Decisions about URLs the window meets. The app is whatever the embedded server serves, so
 * "ours" means exactly the server's origin (scheme, host and port); a page from anywhere else
 * must never get the preload's bridge or replace the app in its window.
 */

/** The origin of an absolute URL, or null when it has none (`about:blank`, garbage). */
export function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

export function isAppUrl(url: string, appOrigin: string): boolean {
  return originOf(url) === appOrigin;
}

/**
 * What to do when the page asks to go to `url`, by a link or by `window.open`: stay in the window
 * for our own pages, hand web links to the person's browser, and drop everything else (`file:`,
 * `javascript:`, custom schemes), which could run or open things outside the app.
 */
export type LinkAction = 'stay' | 'open-externally' | 'drop';

export function classifyNavigation(url: string, appOrigin: string): LinkAction {
  if (isAppUrl(url, appOrigin)) return 'stay';
  return isWebUrl(url) ? 'open-externally' : 'drop';
}

function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Whether an IPC message may be answered: it must come from a frame showing one of our pages.
 * A frame that navigated away, or an embedded frame from another site, gets nothing.
 */
export function isTrustedSenderUrl(
  frameUrl: string | null | undefined,
  appOrigin: string,
): boolean {
  return frameUrl != null && isAppUrl(frameUrl, appOrigin);
}

/**
 * Web permissions the app's pages may use: writing to the clipboard ("Copy to clipboard" in the
 * recipe menu) and fullscreen. Electron grants every request by default, so everything else
 * (camera, location, notifications, …) is refused, and nothing is granted to other origins.
 */
const allowedPermissions = new Set(['clipboard-sanitized-write', 'fullscreen']);

export function isPermissionAllowed(
  permission: string,
  requestingUrl: string,
  appOrigin: string,
): boolean {
  return allowedPermissions.has(permission) && isAppUrl(requestingUrl, appOrigin);
}
