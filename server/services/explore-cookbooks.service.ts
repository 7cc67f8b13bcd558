import type { ReadCookBook, RecipeCookBook } from '../contract/cookbooks';
import type { Paginated } from '../contract/common';
import type { ReferenceListQuery, ToolSummary } from '../contract/organizers';
import { RecipeListQuery } from '../contract/recipes';
import type { Db } from '../db/database';
import {
  cookbookFilterTargets,
  cookbookSortColumns,
  countPublicCookbooks,
  findPublicCookbook,
  listPublicCookbooksPage,
  loadCookbookOrganizers,
  type CookbookRow,
} from '../db/repos/public-cookbooks.repo';
import type { ToolRow } from '../db/schema';
import { PlainNotFoundError } from '../domain/errors';

import type { ServiceContext } from './context';
import { explorableGroupId } from './explore.service';
import { toOrganizerItem } from './organizer-views';
import { paginate } from './pagination';
import { listRecipes } from './recipe-search.service';
import { carriedParams, readCriteria, readOrder } from './reference-lists';

const toTool = (row: ToolRow): ToolSummary => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  onHand: row.onHand === 1,
});

async function toReadCookBooks(db: Db, rows: CookbookRow[]): Promise<ReadCookBook[]> {
  const ids = rows.map((row) => row.id);
  const [categories, tags, tools] = await Promise.all([
    loadCookbookOrganizers(db, 'categories', ids),
    loadCookbookOrganizers(db, 'tags', ids),
    loadCookbookOrganizers(db, 'tools', ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    groupId: row.groupId,
    name: row.name,
    description: row.description,
    slug: row.slug,
    position: row.position,
    public: row.public === 1,
    categories: (categories.get(row.id) ?? []).map((o) => toOrganizerItem('categories', o)),
    tags: (tags.get(row.id) ?? []).map((o) => toOrganizerItem('tags', o)),
    tools: (tools.get(row.id) ?? []).map(toTool),
    requireAllCategories: row.requireAllCategories === 1,
    requireAllTags: row.requireAllTags === 1,
    requireAllTools: row.requireAllTools === 1,
  }));
}

/** The public cookbooks of an explorable group (private ones never appear). */
export async function exploreCookbooks(
  ctx: ServiceContext,
  groupSlug: string,
  query: ReferenceListQuery,
): Promise<Paginated<ReadCookBook>> {
  const groupId = await explorableGroupId(ctx, groupSlug);
  const criteria = readCriteria(groupId, query, cookbookFilterTargets);
  return paginate(
    `/api/explore/cookbooks/${groupSlug}`,
    query,
    readOrder(query, cookbookSortColumns, 'c.createdAt'),
    () => countPublicCookbooks(ctx.db, criteria),
    async (window) =>
      toReadCookBooks(ctx.db, await listPublicCookbooksPage(ctx.db, criteria, window)),
    carriedParams(query),
  );
}

/**
 * A public cookbook by id or slug with its recipes: those its categories, tags and tools gather
 * (honouring its require-all flags), public ones only.
 */
export async function exploreCookbook(
  ctx: ServiceContext,
  groupSlug: string,
  idOrSlug: string,
): Promise<RecipeCookBook> {
  const groupId = await explorableGroupId(ctx, groupSlug);
  const row = await findPublicCookbook(ctx.db, groupId, idOrSlug);
  if (!row) throw new PlainNotFoundError('cookbook not found');
  const [cookbook] = await toReadCookBooks(ctx.db, [row]);
  const everything = RecipeListQuery.parse({ cookbook: row.id, perPage: -1 });
  const recipes = await listRecipes(ctx, groupId, everything, { publicOnly: true });
  return { ...(cookbook as ReadCookBook), recipes: recipes.items };
}
