import type { Paginated } from '../../contract/common';
import type {
  FoodOut,
  OrganizerOut,
  OrganizerSummary,
  ReferenceListQuery,
  ToolSummary,
} from '../../contract/organizers';
import type { Recipe, RecipeListQuery, RecipeSummary } from '../../contract/recipes';
import { findExplorableGroup } from '../../db/repos/explore.repo';
import { findFoodById } from '../../db/repos/foods-units.repo';
import {
  countOrganizers,
  listOrganizersPage,
  organizerFilterTargets,
  organizerSortColumns,
} from '../../db/repos/organizer-crud.repo';
import type { OrganizerKind } from '../../contract/organizers';
import { findOrganizer } from '../../db/repos/organizers.repo';
import { findRecipeRow } from '../../db/repos/recipes.repo';
import { PlainNotFoundError } from '../../domain/errors';

import type { ServiceContext } from '../context';
import { loadReferencesOut } from '../organizers/foods-units-loader';
import { listReferencesOf } from '../organizers/foods-units.service';
import { toOrganizerItem, toOrganizerRecord } from '../organizers/organizer-views';
import { paginate } from '../pagination';
import { listRecipes } from '../recipes/recipe-search.service';
import { loadRecipe } from '../recipes/recipe-views';
import { carriedParams, readCriteria, readOrder } from '../organizers/reference-lists';

/**
 * The group behind an explore URL. Private groups, groups without public recipes and unknown
 * slugs all answer the same 404, so visitors cannot tell them apart.
 */
export async function explorableGroupId(ctx: ServiceContext, groupSlug: string): Promise<string> {
  const group = await findExplorableGroup(ctx.db, groupSlug);
  if (!group) throw new PlainNotFoundError('errors.cookbooks.groupNotFound');
  return group.id;
}

export async function exploreRecipes(
  ctx: ServiceContext,
  groupSlug: string,
  query: RecipeListQuery,
  listPath: string,
): Promise<Paginated<RecipeSummary>> {
  const groupId = await explorableGroupId(ctx, groupSlug);
  return listRecipes(ctx, groupId, query, { publicOnly: true, path: listPath });
}

/** A public recipe of an explorable group; a private one is as absent as a missing one. */
export async function exploreRecipe(
  ctx: ServiceContext,
  groupSlug: string,
  recipeSlug: string,
): Promise<Recipe> {
  const groupId = await explorableGroupId(ctx, groupSlug);
  const row = await findRecipeRow(ctx.db, groupId, recipeSlug);
  if (!row || row.isPublic !== 1) throw new PlainNotFoundError('errors.cookbooks.recipeNotFound');
  return loadRecipe(ctx.db, row);
}

export async function exploreFoods(
  ctx: ServiceContext,
  groupSlug: string,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<FoodOut>> {
  const groupId = await explorableGroupId(ctx, groupSlug);
  return listReferencesOf(ctx.db, 'foods', groupId, query, listPath);
}

export async function exploreFood(
  ctx: ServiceContext,
  groupSlug: string,
  id: string,
): Promise<FoodOut> {
  const food = await findFoodById(ctx.db, await explorableGroupId(ctx, groupSlug), id);
  const [out] = food ? await loadReferencesOut(ctx.db, 'foods', [food.id]) : [];
  if (!out) throw new PlainNotFoundError('errors.cookbooks.foodNotFound');
  return out;
}

export async function exploreOrganizers(
  ctx: ServiceContext,
  groupSlug: string,
  kind: OrganizerKind,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<OrganizerSummary | ToolSummary>> {
  const groupId = await explorableGroupId(ctx, groupSlug);
  const criteria = readCriteria(groupId, query, organizerFilterTargets(kind));
  return paginate(
    listPath,
    query,
    readOrder(query, organizerSortColumns(kind), 'o.createdAt'),
    () => countOrganizers(ctx.db, kind, criteria),
    async (window) =>
      (await listOrganizersPage(ctx.db, kind, criteria, window)).map((row) =>
        toOrganizerItem(kind, row),
      ),
    carriedParams(query),
  );
}

const singular = { categories: 'category', tags: 'tag', tools: 'tool' } as const;

/** `CategoryOut`, `TagOut` or `RecipeToolOut`, with Mealie's "<kind> not found". */
export async function exploreOrganizer(
  ctx: ServiceContext,
  groupSlug: string,
  kind: OrganizerKind,
  id: string,
): Promise<OrganizerOut | ToolSummary> {
  const groupId = await explorableGroupId(ctx, groupSlug);
  const row = await findOrganizer(ctx.db, kind, groupId, { id });
  if (!row) throw new PlainNotFoundError('errors.cookbooks.notFound', { value: singular[kind] });
  return toOrganizerRecord(kind, row);
}
