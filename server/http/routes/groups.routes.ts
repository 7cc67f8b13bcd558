import { Router } from 'express';

import {
  GroupCategoriesUpdate,
  SetPermissions,
  UpdateGroupPreferences,
} from '../../contract/groups';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  getGroupPreferences,
  getGroupStatistics,
  getGroupStorage,
  getMealPlanCategories,
  setMealPlanCategories,
  setMemberPermissions,
  updateGroupPreferences,
} from '../../services/accounts/group-settings.service';
import { getSelfGroup, listMembers } from '../../services/accounts/users.service';
import { parseBody } from '../validate';

export function groupsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.groupsSelf, async (req, res) => {
    res.json(await getSelfGroup(ctx, req.actor));
  });
  router.get(paths.groupsMembers, async (req, res) => {
    res.json(await listMembers(ctx, req.actor));
  });
  router.get(paths.groupsPreferences, async (req, res) => {
    res.json(await getGroupPreferences(ctx, req.actor));
  });
  router.put(paths.groupsPreferences, async (req, res) => {
    const input = parseBody(UpdateGroupPreferences, req.body);
    res.json(await updateGroupPreferences(ctx, req.actor, input));
  });
  router.get(paths.groupsCategories, async (req, res) => {
    res.json(await getMealPlanCategories(ctx, req.actor));
  });
  router.put(paths.groupsCategories, async (req, res) => {
    const input = parseBody(GroupCategoriesUpdate, req.body);
    res.json(await setMealPlanCategories(ctx, req.actor, input));
  });
  router.get(paths.groupsStatistics, async (req, res) => {
    res.json(await getGroupStatistics(ctx, req.actor));
  });
  router.get(paths.groupsStorage, async (req, res) => {
    res.json(await getGroupStorage(ctx, req.actor));
  });
  router.put(paths.groupsPermissions, async (req, res) => {
    res.json(await setMemberPermissions(ctx, req.actor, parseBody(SetPermissions, req.body)));
  });
  return router;
}
