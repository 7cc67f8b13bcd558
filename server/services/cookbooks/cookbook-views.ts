import type { ReadCookBook, RecipeCookBook } from '../../contract/cookbooks';
import type { ToolSummary } from '../../contract/organizers';
import { RecipeListQuery } from '../../contract/recipes';
import type { Db } from '../../db/database';
import { loadCookbookOrganizers, type CookbookRow } from '../../db/repos/public-cookbooks.repo';
import type { ToolRow } from '../../db/schema';

import type { ServiceContext } from '../context';
import { toOrganizerItem } from '../organizers/organizer-views';
import { toQueryFilterJson } from '../query-filter-json';
import { listRecipeSummaries } from '../recipes/recipe-search.service';

const toTool = (row: ToolRow): ToolSummary => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  onHand: row.onHand === 1,
});

/** `ReadCookBook`s with their categories, tags and tools, loaded in three queries. */
export async function toReadCookBooks(db: Db, rows: CookbookRow[]): Promise<ReadCookBook[]> {
  const ids = rows.map((row) => row.id);
  const [categories, tags, tools] = await Promise.all([
    loadCookbookOrganizers(db, 'categories', ids),
    loadCookbookOrganizers(db, 'tags', ids),
    loadCookbookOrganizers(db, 'tools', ids),
  ]);
  return rows.map((row) => ({
    id: row.id,
    groupId: row.groupId,
    householdId: row.groupId,
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
    queryFilterString: row.queryFilterString,
    queryFilter: toQueryFilterJson(row.queryFilterString),
  }));
}

export async function toReadCookBook(db: Db, row: CookbookRow): Promise<ReadCookBook> {
  const [cookbook] = await toReadCookBooks(db, [row]);
  return cookbook as ReadCookBook;
}

/**
 * `RecipeCookBook`: the cookbook with every recipe its categories, tags and tools gather
 * (honouring its require-all flags), through the recipe query engine.
 */
export async function toRecipeCookBook(
  ctx: ServiceContext,
  row: CookbookRow,
  publicOnly: boolean,
): Promise<RecipeCookBook> {
  const cookbook = await toReadCookBook(ctx.db, row);
  const everything = RecipeListQuery.parse({ cookbook: row.id, perPage: -1 });
  const recipes = await listRecipeSummaries(ctx, row.groupId, everything, publicOnly);
  return { ...cookbook, recipes };
}
