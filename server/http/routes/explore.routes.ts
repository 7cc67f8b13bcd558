import { Router } from 'express';
import { z } from 'zod';

import { ReferenceListQuery } from '../../contract/organizers';
import { paths } from '../../contract/paths';
import { RecipeListQuery } from '../../contract/recipes';
import type { ServiceContext } from '../../services/context';
import {
  exploreCookbook,
  exploreCookbooks,
} from '../../services/cookbooks/explore-cookbooks.service';
import {
  exploreFood,
  exploreFoods,
  exploreOrganizer,
  exploreOrganizers,
  exploreRecipe,
  exploreRecipes,
} from '../../services/cookbooks/explore.service';
import { parsePath, parseQuery } from '../validate';

const Group = z.object({ group: z.string().min(1).max(300) });
const GroupItem = Group.extend({ id: z.uuid() });
const GroupSlug = Group.extend({ slug: z.string().min(1).max(300) });
const Kind = z.enum(['categories', 'tags', 'tools']);

/** `/api/explore/**`: what visitors (no sign-in) may see of a public group. */
export function exploreRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.exploreRecipes(':group'), async (req, res) => {
    const { group } = parsePath(Group, req.params);
    res.json(await exploreRecipes(ctx, group, parseQuery(RecipeListQuery, req.query), req.path));
  });
  router.get(paths.exploreRecipe(':group', ':slug'), async (req, res) => {
    const { group, slug } = parsePath(GroupSlug, req.params);
    res.json(await exploreRecipe(ctx, group, slug));
  });
  router.get(paths.exploreFoods(':group'), async (req, res) => {
    const { group } = parsePath(Group, req.params);
    res.json(await exploreFoods(ctx, group, parseQuery(ReferenceListQuery, req.query), req.path));
  });
  router.get(paths.exploreFood(':group', ':id'), async (req, res) => {
    const { group, id } = parsePath(GroupItem, req.params);
    res.json(await exploreFood(ctx, group, id));
  });
  router.get(paths.exploreCookbooks(':group'), async (req, res) => {
    const { group } = parsePath(Group, req.params);
    res.json(
      await exploreCookbooks(ctx, group, parseQuery(ReferenceListQuery, req.query), req.path),
    );
  });
  router.get(paths.exploreCookbook(':group', ':slug'), async (req, res) => {
    const { group, slug } = parsePath(GroupSlug, req.params);
    res.json(await exploreCookbook(ctx, group, slug));
  });
  router.get(paths.exploreOrganizers(':group', ':kind'), async (req, res) => {
    const { group, kind } = parsePath(Group.extend({ kind: Kind }), req.params);
    res.json(
      await exploreOrganizers(
        ctx,
        group,
        kind,
        parseQuery(ReferenceListQuery, req.query),
        req.path,
      ),
    );
  });
  router.get(paths.exploreOrganizer(':group', ':kind', ':id'), async (req, res) => {
    const { group, kind, id } = parsePath(GroupItem.extend({ kind: Kind }), req.params);
    res.json(await exploreOrganizer(ctx, group, kind, id));
  });
  return router;
}
