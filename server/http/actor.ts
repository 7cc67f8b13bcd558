import { parse as parseCookies } from 'cookie';
import type { Request, RequestHandler } from 'express';

import { authCookieName } from '../contract/paths';
import { resolveActor } from '../services/accounts/auth.service';
import type { Actor, ServiceContext } from '../services/context';

declare module 'express-serve-static-core' {
  interface Request {
    actor: Actor;
  }
}

/** The bearer token wins; the cookie is the fallback, as in Mealie. */
export function tokenOf(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (header?.toLowerCase().startsWith('bearer ')) return header.slice(7).trim() || undefined;
  const cookieHeader = req.headers.cookie;
  return cookieHeader ? parseCookies(cookieHeader)[authCookieName] : undefined;
}

export function attachActor(ctx: ServiceContext): RequestHandler {
  return async (req, _res, next) => {
    req.actor = await resolveActor(ctx, tokenOf(req));
    next();
  };
}
