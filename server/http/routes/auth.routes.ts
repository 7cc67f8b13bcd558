import { Router, type Request, type Response } from 'express';

import { LoginForm } from '../../contract/auth';
import { paths } from '../../contract/paths';
import { InvalidError } from '../../domain/errors';
import { throttleKeyOf } from '../../domain/ip-address';
import { logIn, refreshToken, signOut } from '../../services/accounts/auth.service';
import type { ServiceContext } from '../../services/context';
import { requireUser } from '../../services/guards';
import type { SignedToken } from '../../services/accounts/tokens';
import { translate } from '../../i18n/translate';
import { tokenOf } from '../actor';
import { formFields } from '../forms';
import { isFromThisMachine } from '../request-origin';
import { clearSessionCookie, setSessionCookie } from '../session-cookie';
import { parseForm } from '../validate';
import { requestLocale } from '../request-locale';

export function authRoutes(ctx: ServiceContext): Router {
  const router = Router();
  const sendToken = (res: Response, signed: SignedToken) => {
    setSessionCookie(res, ctx.settings, signed);
    res.json({ access_token: signed.token, token_type: 'bearer' });
  };

  // Mealie's spec says urlencoded; its web UI sends multipart. Both are read, fields only.
  router.post(paths.authToken, ...formFields, async (req, res) => {
    const caller = {
      address: throttleKeyOf(req.socket.remoteAddress ?? ''),
      atThisMachine: isFromThisMachine(req, ctx.settings.baseUrl),
    };
    sendToken(res, await logIn(ctx, parseForm(LoginForm, req.body), caller));
  });

  const refresh = async (req: Request, res: Response) => {
    sendToken(res, await refreshToken(ctx, requireUser(req.actor)));
  };
  router.get(paths.authRefresh, refresh);
  router.post(paths.authRefresh, refresh);

  router.post(paths.authLogout, async (req, res) => {
    await signOut(ctx, tokenOf(req));
    clearSessionCookie(res, ctx.settings);
    res.json({ message: translate(requestLocale(req), 'success.accounts.loggedOut') });
  });
  const noOpenIdConnect = () => {
    throw new InvalidError('errors.http.signInWithOpenidConnect');
  };
  router.get(paths.authOauth, noOpenIdConnect);
  router.get(paths.authOauthCallback, noOpenIdConnect);
  return router;
}
