import { Router } from 'express';
import { z } from 'zod';

import { ForgotPassword, ResetPassword } from '../../contract/password-reset';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  createResetToken,
  createUserResetLink,
  requestPasswordReset,
  resetPassword,
} from '../../services/accounts/password-reset.service';
import { requestLocale } from '../request-locale';
import { parseBody, parsePath } from '../validate';

const UserIdParams = z.object({ id: z.uuid() });

/** Forgotten passwords (public) and the reset links administrators make for people. */
export function passwordResetRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post(paths.usersForgotPassword, (req, res) => {
    res.json(requestPasswordReset(ctx, parseBody(ForgotPassword, req.body), requestLocale(req)));
  });
  router.post(paths.usersResetPassword, async (req, res) => {
    res.json(await resetPassword(ctx, parseBody(ResetPassword, req.body), requestLocale(req)));
  });
  router.post(paths.adminPasswordResetToken, async (req, res) => {
    const input = parseBody(ForgotPassword, req.body);
    res.status(201).json(await createResetToken(ctx, req.actor, input));
  });
  router.post(paths.userResetPassword(':id'), async (req, res) => {
    const { id } = parsePath(UserIdParams, req.params);
    res.status(201).json(await createUserResetLink(ctx, req.actor, id, requestLocale(req)));
  });
  return router;
}
