import { Router } from 'express';
import { z } from 'zod';

import { PaginationQuery } from '../../contract/common';
import {
  GroupMemberParams,
  HouseholdCreate,
  HouseholdSlugParams,
  SetHouseholdPermissions,
  UpdateHouseholdAdmin,
  UpdateHouseholdPreferences,
} from '../../contract/households';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { getGroupStatistics } from '../../services/accounts/group-settings.service';
import {
  createHouseholdAsAdmin,
  deleteHouseholdAsAdmin,
  getHouseholdAsAdmin,
  listHouseholdsAsAdmin,
  updateHouseholdAsAdmin,
} from '../../services/site/admin-households.service';
import {
  exploreHousehold,
  exploreHouseholds,
  getGroupMember,
  getGroupHousehold,
  getHouseholdPreferences,
  getSelfHousehold,
  listGroupHouseholds,
  listHouseholdMembers,
  setHouseholdPermissions,
  updateHouseholdPreferences,
} from '../../services/accounts/households.service';
import { parseBody, parsePath, parseQuery } from '../validate';

const HouseholdIdParams = z.object({ id: z.uuid() });
const ExploreGroupParams = z.object({ group: z.string().min(1).max(300) });
const ExploreHouseholdParams = ExploreGroupParams.extend({ slug: z.string().min(1).max(300) });

/** Mealie v2's household calls, answered from the caller's group (one household per group). */
export function householdsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.householdsSelf, async (req, res) => {
    res.json(await getSelfHousehold(ctx, req.actor));
  });
  router.get(paths.householdsMembers, async (req, res) => {
    const query = parseQuery(PaginationQuery, req.query);
    res.json(await listHouseholdMembers(ctx, req.actor, query, req.path));
  });
  router.get(paths.householdsPreferences, async (req, res) => {
    res.json(await getHouseholdPreferences(ctx, req.actor));
  });
  router.put(paths.householdsPreferences, async (req, res) => {
    const input = parseBody(UpdateHouseholdPreferences, req.body);
    res.json(await updateHouseholdPreferences(ctx, req.actor, input));
  });
  router.put(paths.householdsPermissions, async (req, res) => {
    const input = parseBody(SetHouseholdPermissions, req.body);
    res.json(await setHouseholdPermissions(ctx, req.actor, input));
  });
  router.get(paths.householdsStatistics, async (req, res) => {
    res.json(await getGroupStatistics(ctx, req.actor));
  });
  router.get(paths.groupHouseholds, async (req, res) => {
    res.json(await listGroupHouseholds(ctx, req.actor));
  });
  router.get(paths.groupHousehold(':slug'), async (req, res) => {
    const { slug } = parsePath(HouseholdSlugParams, req.params);
    res.json(await getGroupHousehold(ctx, req.actor, slug));
  });
  router.get(paths.groupMember(':member'), async (req, res) => {
    const { member } = parsePath(GroupMemberParams, req.params);
    res.json(await getGroupMember(ctx, req.actor, member));
  });
  router.get(paths.exploreHouseholds(':group'), async (req, res) => {
    const { group } = parsePath(ExploreGroupParams, req.params);
    const query = parseQuery(PaginationQuery, req.query);
    res.json(await exploreHouseholds(ctx, group, query, req.path));
  });
  router.get(paths.exploreHousehold(':group', ':slug'), async (req, res) => {
    const { group, slug } = parsePath(ExploreHouseholdParams, req.params);
    res.json(await exploreHousehold(ctx, group, slug));
  });
  router.get(paths.adminHouseholds, async (req, res) => {
    const query = parseQuery(PaginationQuery, req.query);
    res.json(await listHouseholdsAsAdmin(ctx, req.actor, query, req.path));
  });
  router.post(paths.adminHouseholds, async (req, res) => {
    const input = parseBody(HouseholdCreate, req.body);
    res.status(201).json(await createHouseholdAsAdmin(ctx, req.actor, input));
  });
  router.get(paths.adminHousehold(':id'), async (req, res) => {
    const { id } = parsePath(HouseholdIdParams, req.params);
    res.json(await getHouseholdAsAdmin(ctx, req.actor, id));
  });
  router.put(paths.adminHousehold(':id'), async (req, res) => {
    const { id } = parsePath(HouseholdIdParams, req.params);
    const input = parseBody(UpdateHouseholdAdmin, req.body);
    res.json(await updateHouseholdAsAdmin(ctx, req.actor, id, input));
  });
  router.delete(paths.adminHousehold(':id'), async (req, res) => {
    const { id } = parsePath(HouseholdIdParams, req.params);
    res.json(await deleteHouseholdAsAdmin(ctx, req.actor, id));
  });
  return router;
}
