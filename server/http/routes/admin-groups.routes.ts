import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery } from '../../contract/common';
import { GroupAdminUpdate, GroupBase } from '../../contract/groups';
import { paths } from '../../contract/paths';
import {
  createGroup,
  deleteGroupAsAdmin,
  getGroupAsAdmin,
  listGroups,
  updateGroup,
} from '../../services/site/admin-groups.service';
import type { ServiceContext } from '../../services/context';
import { parseBody, parsePath, parseQuery } from '../validate';

const GroupIdParams = z.object({ id: z.uuid() });

export function adminGroupsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.adminGroups, async (req, res) => {
    res.json(await listGroups(ctx, req.actor, parseQuery(PaginationQuery, req.query), req.path));
  });
  router.post(paths.adminGroups, async (req, res) => {
    res.status(201).json(await createGroup(ctx, req.actor, parseBody(GroupBase, req.body)));
  });
  router.get(paths.adminGroup(':id'), async (req, res) => {
    const { id } = parsePath(GroupIdParams, req.params);
    res.json(await getGroupAsAdmin(ctx, req.actor, id));
  });
  router.put(paths.adminGroup(':id'), async (req, res) => {
    const { id } = parsePath(GroupIdParams, req.params);
    res.json(await updateGroup(ctx, req.actor, id, parseBody(GroupAdminUpdate, req.body)));
  });
  router.delete(paths.adminGroup(':id'), async (req, res) => {
    const { id } = parsePath(GroupIdParams, req.params);
    res.json(await deleteGroupAsAdmin(ctx, req.actor, id));
  });
  return router;
}
