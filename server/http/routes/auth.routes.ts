import { Router, type Request, type Response } from 'express';

import { LoginForm } from '../../contract/auth';
import { authCookieName, paths } from '../../contract/paths';
import { logIn, refreshToken } from '../../services/auth.service';
import type { ServiceContext } from '../../services/context';
import { requireUser } from '../../services/guards';
import type { SignedToken } from '../../services/tokens';
import { formFields } from '../forms';
import { parseForm } from '../validate';

function sendToken(res: Response, signed: SignedToken): void {
  res.cookie(authCookieName, signed.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: signed.maxAgeSeconds * 1000,
  });
  res.json({ access_token: signed.token, token_type: 'bearer' });
}

export function authRoutes(ctx: ServiceContext): Router {
  const router = Router();
  // Mealie's spec says urlencoded; its web UI sends multipart. Both are read, fields only.
  router.post(paths.authToken, ...formFields, async (req, res) => {
    sendToken(res, await logIn(ctx, parseForm(LoginForm, req.body)));
  });

  const refresh = async (req: Request, res: Response) => {
    sendToken(res, await refreshToken(ctx, requireUser(req.actor)));
  };
  router.get(paths.authRefresh, refresh);
  router.post(paths.authRefresh, refresh);

  router.post(paths.authLogout, (_req, res) => {
    res.clearCookie(authCookieName, { path: '/' });
    res.json({ message: 'Logged out' });
  });
  return router;
}
