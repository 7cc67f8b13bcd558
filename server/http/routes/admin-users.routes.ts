import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery, QueryBool } from '../../contract/common';
import { paths } from '../../contract/paths';
import { AdminUserUpdate, UserIn } from '../../contract/users';
import {
  createUser,
  deleteUserAsAdmin,
  getUserAsAdmin,
  listUsers,
  unlockUsers,
  updateUserAsAdmin,
} from '../../services/accounts/admin-users.service';
import type { ServiceContext } from '../../services/context';
import { parseBody, parsePath, parseQuery } from '../validate';

const UserIdParams = z.object({ id: z.uuid() });
const UnlockQuery = z.object({ force: QueryBool.default(false) });

export function adminUsersRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.adminUsers, async (req, res) => {
    res.json(await listUsers(ctx, req.actor, parseQuery(PaginationQuery, req.query), req.path));
  });
  router.post(paths.adminUsers, async (req, res) => {
    res.status(201).json(await createUser(ctx, req.actor, parseBody(UserIn, req.body)));
  });
  router.post(paths.adminUnlockUsers, async (req, res) => {
    const { force } = parseQuery(UnlockQuery, req.query);
    res.json(await unlockUsers(ctx, req.actor, force));
  });
  router.get(paths.adminUser(':id'), async (req, res) => {
    const { id } = parsePath(UserIdParams, req.params);
    res.json(await getUserAsAdmin(ctx, req.actor, id));
  });
  router.put(paths.adminUser(':id'), async (req, res) => {
    const { id } = parsePath(UserIdParams, req.params);
    res.json(await updateUserAsAdmin(ctx, req.actor, id, parseBody(AdminUserUpdate, req.body)));
  });
  router.delete(paths.adminUser(':id'), async (req, res) => {
    const { id } = parsePath(UserIdParams, req.params);
    res.json(await deleteUserAsAdmin(ctx, req.actor, id));
  });
  return router;
}
