import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery } from '../../contract/common';
import { InvitationLookup } from '../../contract/invitations';
import { paths } from '../../contract/paths';
import { CreateUserRegistration } from '../../contract/registration';
import { ChangePassword, LongLiveTokenIn, UserBase, UserIn } from '../../contract/users';
import type { ServiceContext } from '../../services/context';
import {
  createUser,
  deleteUserAsAdmin,
  listUsers,
} from '../../services/accounts/admin-users.service';
import { listGroupUsers } from '../../services/accounts/group-users.service';
import { previewInvitation } from '../../services/accounts/invitations.service';
import {
  getProfileImage,
  uploadProfileImage,
} from '../../services/accounts/profile-images.service';
import { maxImageBytes } from '../../services/recipes/recipe-images.service';
import { registerUser } from '../../services/accounts/registration.service';
import {
  changePassword,
  createApiToken,
  deleteApiToken,
  getSelf,
  getSelfGroup,
  getUser,
  updateProfile,
} from '../../services/accounts/users.service';
import { sendMedia } from '../send-media';
import { singleFileUpload, uploadedFile } from '../uploads';
import { parseBody, parsePath, parseQuery } from '../validate';
import { tokenOf } from '../actor';
import { setSessionCookie } from '../session-cookie';
import { requestLocale } from '../request-locale';

const UserIdParams = z.object({ id: z.uuid() });
const TokenIdParams = z.object({ id: z.coerce.number().int().positive() });

export function usersRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post(paths.usersRegister, async (req, res) => {
    res.status(201).json(await registerUser(ctx, parseBody(CreateUserRegistration, req.body)));
  });
  router.post(paths.usersRegisterInvitation, async (req, res) => {
    res.json(await previewInvitation(ctx, parseBody(InvitationLookup, req.body)));
  });
  router.get(paths.usersSelf, async (req, res) => {
    res.json(await getSelf(ctx, req.actor));
  });
  router.get(paths.usersSelfGroup, async (req, res) => {
    res.json(await getSelfGroup(ctx, req.actor));
  });
  router.put(paths.usersPassword, async (req, res) => {
    const input = parseBody(ChangePassword, req.body);
    const { result, session } = await changePassword(
      ctx,
      req.actor,
      input,
      tokenOf(req),
      requestLocale(req),
    );
    if (session) setSessionCookie(res, ctx.settings, session);
    res.json(result);
  });
  router.post(paths.apiTokens, async (req, res) => {
    res
      .status(201)
      .json(await createApiToken(ctx, req.actor, parseBody(LongLiveTokenIn, req.body)));
  });
  router.delete(paths.apiToken(':id'), async (req, res) => {
    const { id } = parsePath(TokenIdParams, req.params);
    res.json(await deleteApiToken(ctx, req.actor, id));
  });
  // Mealie's admin CRUD on /api/users (the same as /api/admin/users) and the group's members
  router.get(paths.users, async (req, res) => {
    res.json(await listUsers(ctx, req.actor, parseQuery(PaginationQuery, req.query), req.path));
  });
  router.post(paths.users, async (req, res) => {
    res.status(201).json(await createUser(ctx, req.actor, parseBody(UserIn, req.body)));
  });
  router.get(paths.groupUsers, async (req, res) => {
    const query = parseQuery(PaginationQuery, req.query);
    res.json(await listGroupUsers(ctx, req.actor, query, req.path));
  });
  router.delete(paths.user(':id'), async (req, res) => {
    const { id } = parsePath(UserIdParams, req.params);
    res.json(await deleteUserAsAdmin(ctx, req.actor, id));
  });
  router.get(paths.user(':id'), async (req, res) => {
    const { id } = parsePath(UserIdParams, req.params);
    res.json(await getUser(ctx, req.actor, id));
  });
  router.put(paths.user(':id'), async (req, res) => {
    const { id } = parsePath(UserIdParams, req.params);
    res.json(
      await updateProfile(ctx, req.actor, id, parseBody(UserBase, req.body), requestLocale(req)),
    );
  });
  router.post(
    paths.userImage(':id'),
    ...singleFileUpload('profile', maxImageBytes),
    async (req, res) => {
      const { id } = parsePath(UserIdParams, req.params);
      res.json(
        await uploadProfileImage(
          ctx,
          req.actor,
          id,
          uploadedFile(req, 'profile'),
          requestLocale(req),
        ),
      );
    },
  );
  router.get(paths.userImage(':id'), async (req, res) => {
    const { id } = parsePath(UserIdParams, req.params);
    await sendMedia(res, await getProfileImage(ctx, req.actor, id));
  });
  return router;
}
