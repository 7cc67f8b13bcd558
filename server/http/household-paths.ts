import type { RequestHandler } from 'express';

/**
 * Mealie v2 moved the family's own resources from `/api/groups/…` to `/api/households/…`. A Larder
 * group is one household, so both paths reach the one implementation: v2's are read as v1's.
 * (Pagination links in the answers name the v1 path, which works for either client.)
 */
const householdScoped =
  /^\/api\/households\/(?=(?:mealplans|shopping|cookbooks|webhooks|invitations|events\/notifications|recipe-actions)(?:[/?]|$))/i;

export const householdPathsAsGroupPaths: RequestHandler = (req, _res, next) => {
  if (householdScoped.test(req.url)) req.url = req.url.replace(householdScoped, '/api/groups/');
  next();
};

/**
 * v2 also moved the visitor's pages: `/api/explore/groups/{group}/recipes/…` is v1's
 * `/api/explore/recipes/{group}/…` (likewise foods, cookbooks and organizers).
 */
const exploreByGroup =
  /^\/api\/explore\/groups\/([^/?]+)\/(recipes|foods|cookbooks|organizers)(?=[/?]|$)/i;

export const exploreGroupPathsAsV1Paths: RequestHandler = (req, _res, next) => {
  req.url = req.url.replace(exploreByGroup, '/api/explore/$2/$1');
  next();
};
