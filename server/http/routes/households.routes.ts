import { Router } from 'express';

import { PaginationQuery } from '../../contract/common';
import {
  HouseholdSlugParams,
  SetHouseholdPermissions,
  UpdateHouseholdPreferences,
} from '../../contract/households';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { getGroupStatistics } from '../../services/accounts/group-settings.service';
import {
  getGroupHousehold,
  getHouseholdPreferences,
  getSelfHousehold,
  listGroupHouseholds,
  listHouseholdMembers,
  setHouseholdPermissions,
  updateHouseholdPreferences,
} from '../../services/accounts/households.service';
import { parseBody, parsePath, parseQuery } from '../validate';

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
  return router;
}
