import type { Paginated } from '../../contract/common';
import type { RecipeListQuery, RecipeSummary } from '../../contract/recipes';
import type { Db } from '../../db/database';
import type { RecipeRow } from '../../db/schema';
import {
  findCookbookLinks,
  resolveLinkIds,
  type LinkCriterion,
  type LinkKind,
} from '../../db/repos/recipe-links.repo';
import {
  countMatchingRecipes,
  listMatchingRecipes,
  recipeSortColumns,
  type RecipeOrder,
  type RecipeSearchCriteria,
} from '../../db/repos/recipe-search.repo';
import { recipeFilterTargets } from '../../db/recipe-filter-targets';
import { InvalidQueryError, PlainNotFoundError } from '../../domain/errors';

import type { ServiceContext } from '../context';
import { paginate, parseOrderBy } from '../pagination';
import { parseQueryFilter } from '../query-filter';
import { toRecipeSummaries } from './recipe-views';

interface ListRecipesOptions {
  /** Only recipes marked public, and only public cookbooks (the explore pages). */
  publicOnly: boolean;
  /** Path the `next`/`previous` links point to: the route's. */
  path: string;
}

/**
 * One page of a group's recipes as summaries, narrowed and sorted by every parameter of the
 * recipe list query. Callers check who may see the group. `loadFood` is accepted and changes
 * nothing: summaries carry no ingredients (Mealie uses it to load foods on full recipes).
 * `searchSeed` is accepted and ignored (Mealie's web client sends it to defeat caches).
 */
export async function listRecipes(
  ctx: ServiceContext,
  groupId: string,
  query: RecipeListQuery,
  options: ListRecipesOptions,
): Promise<Paginated<RecipeSummary>> {
  const criteria = await readCriteria(ctx.db, groupId, query, options.publicOnly);
  const order = readOrder(query, criteria.search !== null);
  const list = (window: { limit: number | null; offset: number }) =>
    listMatchingRecipes(ctx.db, criteria, order, window);
  const early = await pageBeforeCount(query, list);
  const known = early?.total ?? null;
  return paginate(
    options.path,
    query,
    [],
    () => (known === null ? countMatchingRecipes(ctx.db, criteria) : Promise.resolve(known)),
    async (window) => toRecipeSummaries(ctx.db, early?.rows ?? (await list(window))),
    carriedParams(query),
  );
}

/**
 * For a numbered page, reads it before counting: a page that is not full (or an empty first
 * page) tells the total without a second pass over the matches. Null for `page=-1` or
 * `perPage=-1`, whose window depends on the count.
 */
async function pageBeforeCount(
  query: RecipeListQuery,
  list: (window: { limit: number; offset: number }) => Promise<RecipeRow[]>,
): Promise<{ rows: RecipeRow[]; total: number | null } | null> {
  if (query.page < 1 || query.perPage < 1) return null;
  const offset = (query.page - 1) * query.perPage;
  const rows = await list({ limit: query.perPage, offset });
  const isLast = rows.length < query.perPage && (rows.length > 0 || query.page === 1);
  return { rows, total: isLast ? offset + rows.length : null };
}

/** `GET /api/recipes/category?categories=`: every recipe in any of the categories, unpaged. */
export async function listRecipesInCategories(
  ctx: ServiceContext,
  groupId: string,
  query: RecipeListQuery,
): Promise<RecipeSummary[]> {
  return listRecipeSummaries(ctx, groupId, { ...query, page: 1, perPage: -1 }, false);
}

/** The summaries of one page `query` selects, for callers that answer no page of their own. */
export async function listRecipeSummaries(
  ctx: ServiceContext,
  groupId: string,
  query: RecipeListQuery,
  publicOnly: boolean,
): Promise<RecipeSummary[]> {
  // No links are read, so none need a path.
  return (await listRecipes(ctx, groupId, query, { publicOnly, path: '' })).items;
}

async function readCriteria(
  db: Db,
  groupId: string,
  query: RecipeListQuery,
  publicOnly: boolean,
): Promise<RecipeSearchCriteria> {
  let filter = parseQueryFilter(query.queryFilter, recipeFilterTargets);
  const links: LinkCriterion[] = [];
  if (query.cookbook) {
    const cookbook = await findCookbookLinks(db, groupId, query.cookbook);
    if (!cookbook || (publicOnly && !cookbook.isPublic)) {
      throw new PlainNotFoundError('errors.recipes.cookbookNotFound');
    }
    links.push(cookbook.categories, cookbook.tags, cookbook.tools);
    const gathers = parseQueryFilter(cookbook.queryFilterString, recipeFilterTargets);
    if (gathers) filter = filter ? { kind: 'and', items: [filter, gathers] } : gathers;
  }
  const requested: [LinkKind, string[] | undefined, boolean][] = [
    ['categories', query.categories, query.requireAllCategories],
    ['tags', query.tags, query.requireAllTags],
    ['tools', query.tools, query.requireAllTools],
    ['foods', query.foods, query.requireAllFoods],
  ];
  for (const [kind, values, requireAll] of requested) {
    const wanted = [...new Set(values?.filter((value) => value !== '') ?? [])];
    if (wanted.length === 0) continue;
    links.push({ kind, requireAll, idSets: await resolveLinkIds(db, kind, groupId, wanted) });
  }
  const search = query.search?.trim() ? query.search : null;
  return { groupId, publicOnly, search, links, filter };
}

/**
 * `random` (with its required seed) shuffles; no `orderBy` with a search ranks by relevance;
 * otherwise Mealie's column list, defaulting to `created_at` in `orderDirection` (desc).
 */
function readOrder(query: RecipeListQuery, hasSearch: boolean): RecipeOrder {
  if (query.orderBy?.trim().toLowerCase() === 'random') {
    if (!query.paginationSeed) {
      throw new InvalidQueryError('errors.recipes.paginationseedIsRequiredWhenOrderby');
    }
    return { kind: 'random', seed: query.paginationSeed };
  }
  if (!query.orderBy && hasSearch) return { kind: 'relevance' };
  const keys = parseOrderBy(query, recipeSortColumns, {
    column: 'recipes.createdAt',
    direction: query.orderDirection,
  });
  return { kind: 'columns', keys, nulls: query.orderByNullPosition ?? null };
}

/** The list's own parameters, kept in the `next`/`previous` links. */
function carriedParams(query: RecipeListQuery): [string, string][] {
  const carried: [string, string][] = [];
  const one = (key: string, value: string | undefined) => {
    if (value) carried.push([key, value]);
  };
  one('orderByNullPosition', query.orderByNullPosition);
  one('paginationSeed', query.paginationSeed);
  one('queryFilter', query.queryFilter);
  one('search', query.search);
  one('cookbook', query.cookbook);
  for (const key of ['categories', 'tags', 'tools', 'foods'] as const) {
    for (const value of query[key] ?? []) carried.push([key, value]);
  }
  for (const key of [
    'requireAllCategories',
    'requireAllTags',
    'requireAllTools',
    'requireAllFoods',
  ] as const) {
    if (query[key]) carried.push([key, 'true']);
  }
  return carried;
}
