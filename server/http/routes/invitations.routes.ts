import { Router } from 'express';

import {
  CreateInviteToken,
  EmailInvitation,
  InvitationPathParams,
} from '../../contract/invitations';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  createInvitation,
  emailInvitation,
  listInvitations,
  revokeInvitation,
} from '../../services/accounts/invitations.service';
import { requestLocale } from '../request-locale';
import { parseBody, parsePath } from '../validate';

export function invitationsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.groupInvitations, async (req, res) => {
    res.json(await listInvitations(ctx, req.actor));
  });
  router.post(paths.groupInvitations, async (req, res) => {
    const input = parseBody(CreateInviteToken, req.body);
    res.status(201).json(await createInvitation(ctx, req.actor, input));
  });
  router.post(paths.groupInvitationsEmail, async (req, res) => {
    res.json(
      await emailInvitation(
        ctx,
        req.actor,
        parseBody(EmailInvitation, req.body),
        requestLocale(req),
      ),
    );
  });
  router.delete(paths.groupInvitation(':token'), async (req, res) => {
    const { token } = parsePath(InvitationPathParams, req.params);
    res.json(await revokeInvitation(ctx, req.actor, token));
  });
  return router;
}
