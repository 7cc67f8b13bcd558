import type { Response } from 'express';

import { authCookieName } from '../contract/paths';
import type { ServerSettings } from '../services/context';
import type { SignedToken } from '../services/accounts/tokens';

/** Browsers send a `Secure` cookie only over https: set it when people reach Larder that way. */
function cookieOptions(settings: ServerSettings) {
  const secure = settings.baseUrlSet && settings.baseUrl.startsWith('https:');
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
}

export function setSessionCookie(
  res: Response,
  settings: ServerSettings,
  signed: SignedToken,
): void {
  res.cookie(authCookieName, signed.token, {
    ...cookieOptions(settings),
    maxAge: signed.maxAgeSeconds * 1000,
  });
}

export function clearSessionCookie(res: Response, settings: ServerSettings): void {
  res.clearCookie(authCookieName, cookieOptions(settings));
}
