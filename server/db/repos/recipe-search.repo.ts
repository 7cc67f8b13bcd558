import { sql, type RawBuilder, type SqlBool } from 'kysely';

import type { ResolvedFilter } from '../../domain/query-filter';
import type { Db } from '../database';
import { toFtsQuery } from '../fts-query';
import { inJsonList } from '../id-list';
import type { SortKey } from '../page-window';
import { compileFilter } from '../query-filter-sql';
import { ReadCache } from '../read-cache';
import { recipeFilterTargets } from '../recipe-filter-targets';
import type { RecipeRow } from '../schema';

import { organizerLinks } from './organizers.repo';
import type { LinkCriterion, LinkKind } from './recipe-links.repo';
import { randomOrderKey } from './recipe-random-order';

/** Everything a recipe list is narrowed by; all parts must hold. */
export interface RecipeSearchCriteria {
  groupId: string;
  publicOnly: boolean;
  /** Free text; its words are matched as prefixes in the full-text index. */
  search: string | null;
  links: LinkCriterion[];
  filter: ResolvedFilter | null;
}

export const recipeSortColumns = {
  id: 'recipes.id',
  name: 'recipes.name',
  slug: 'recipes.slug',
  description: 'recipes.description',
  rating: 'recipes.rating',
  recipe_yield: 'recipes.recipeYield',
  total_time: 'recipes.totalTime',
  prep_time: 'recipes.prepTime',
  cook_time: 'recipes.cookTime',
  perform_time: 'recipes.performTime',
  org_url: 'recipes.orgUrl',
  date_added: 'recipes.dateAdded',
  date_updated: 'recipes.dateUpdated',
  last_made: 'recipes.lastMade',
  created_at: 'recipes.createdAt',
  update_at: 'recipes.updateAt',
} as const;
type RecipeSortColumn = (typeof recipeSortColumns)[keyof typeof recipeSortColumns];

/** Dates, numbers and ids sort as they are, so indexes on them stay usable. */
const sortsAsIs = new Set<RecipeSortColumn>([
  'recipes.id',
  'recipes.rating',
  'recipes.dateAdded',
  'recipes.dateUpdated',
  'recipes.lastMade',
  'recipes.createdAt',
  'recipes.updateAt',
]);

export type RecipeOrder =
  | { kind: 'columns'; keys: SortKey<RecipeSortColumn>[]; nulls: 'first' | 'last' | null }
  | { kind: 'random'; seed: string }
  /** Best search matches first: all words in the name, then bm25; needs `search`. */
  | { kind: 'relevance' };

export async function countMatchingRecipes(
  db: Db,
  criteria: RecipeSearchCriteria,
): Promise<number> {
  const fts = searchOf(criteria);
  if (fts && (await indexHoldsOnlyTheGroup(db, criteria))) {
    return countIndexMatches(db, criteria, fts);
  }
  const result = await sql<{ n: number }>`SELECT count(*) AS n FROM ${source(fts)}
    WHERE ${matches(criteria)}`.execute(db);
  return result.rows[0]?.n ?? 0;
}

/**
 * Above this many matches in the whole index, relevance is "every word in the name" (ranked by
 * bm25 of the name) and then the newest: ranking thousands of matches for a word most recipes
 * share costs more than it tells apart, and the newest-first part stops after one page on the
 * date index.
 */
const broadSearchMatches = 800;

export async function listMatchingRecipes(
  db: Db,
  criteria: RecipeSearchCriteria,
  order: RecipeOrder,
  window: { limit: number | null; offset: number },
): Promise<RecipeRow[]> {
  const fts = searchOf(criteria);
  if (order.kind === 'relevance' && fts) {
    const broad = (await countIndexMatches(db, criteria, fts)) > broadSearchMatches;
    const keys = broad
      ? await broadSearchKeys(db, criteria, fts, window)
      : await rankedKeys(db, criteria, fts, window);
    return recipesInKeyOrder(db, keys);
  }
  const cut = window.limit === null ? sql`` : sql`LIMIT ${window.limit} OFFSET ${window.offset}`;
  const result = await sql<RecipeRow>`SELECT recipes.* FROM ${source(fts)}
    WHERE ${matches(criteria)}
    ORDER BY ${orderTerms(order)}, recipes.id ${cut}`.execute(db);
  return result.rows;
}

/**
 * The window of the best matches' search keys: every word in the name first, then bm25, then the
 * newest in the index. Ranking carries only keys through the sort, not whole rows; in a
 * household's own installation it reads the index alone (no row of `recipes` per match).
 */
async function rankedKeys(
  db: Db,
  criteria: RecipeSearchCriteria,
  fts: string,
  window: { limit: number | null; offset: number },
): Promise<number[]> {
  const cut = window.limit === null ? sql`` : sql`LIMIT ${window.limit} OFFSET ${window.offset}`;
  const nameless = sql`NOT IN (SELECT rowid FROM recipe_names_fts WHERE recipe_names_fts MATCH ${fts})`;
  // bm25 column weights: name, description, ingredients, instructions, notes, tags.
  const rank = sql`bm25(recipes_fts, 10.0, 3.0, 2.0, 1.0, 1.0, 5.0)`;
  const ranked = (await indexHoldsOnlyTheGroup(db, criteria))
    ? sql<{ key: number }>`SELECT rowid AS key FROM recipes_fts
        WHERE recipes_fts MATCH ${fts}
        ORDER BY rowid ${nameless}, ${rank}, rowid DESC ${cut}`
    : sql<{ key: number }>`SELECT recipes.search_key AS key FROM
        (SELECT rowid AS search_key, ${rank} AS rank FROM recipes_fts
          WHERE recipes_fts MATCH ${fts}) AS hits
        CROSS JOIN recipes ON recipes.search_key = hits.search_key
        WHERE ${matches(criteria)}
        ORDER BY recipes.search_key ${nameless}, hits.rank, recipes.search_key DESC ${cut}`;
  const result = await ranked.execute(db);
  return result.rows.map((row) => row.key);
}

/**
 * The window of a broad search's keys: the name tier (every word in the name, from the names
 * index, best bm25 of the name first), then every other match, newest first.
 */
async function broadSearchKeys(
  db: Db,
  criteria: RecipeSearchCriteria,
  fts: string,
  window: { limit: number | null; offset: number },
): Promise<number[]> {
  const end = window.limit === null ? null : window.offset + window.limit;
  const upToEnd = end === null ? sql`` : sql`LIMIT ${end}`;
  const nameMatches = (await indexHoldsOnlyTheGroup(db, criteria))
    ? sql<{ key: number }>`SELECT rowid AS key FROM recipe_names_fts
        WHERE recipe_names_fts MATCH ${fts}
        ORDER BY bm25(recipe_names_fts), rowid DESC ${upToEnd}`
    : sql<{ key: number }>`SELECT recipes.search_key AS key FROM
        (SELECT rowid AS search_key, bm25(recipe_names_fts) AS rank
          FROM recipe_names_fts WHERE recipe_names_fts MATCH ${fts}) AS hits
        CROSS JOIN recipes ON recipes.search_key = hits.search_key
        WHERE ${matches(criteria)}
        ORDER BY hits.rank, recipes.search_key DESC ${upToEnd}`;
  const namedKeys = (await nameMatches.execute(db)).rows.map((row) => row.key);
  const page = namedKeys.slice(window.offset);
  if (end !== null && namedKeys.length === end) return page;
  // Every name match the criteria allow is in `namedKeys` now: the rest leaves them out by key,
  // without matching the index on names a second time.
  const offset = Math.max(0, window.offset - namedKeys.length);
  const limit = window.limit === null ? -1 : window.limit - page.length;
  const rest = await sql<{ key: number }>`SELECT recipes.search_key AS key FROM recipes
    WHERE ${matches(criteria)}
      AND recipes.search_key IN (SELECT rowid FROM recipes_fts WHERE recipes_fts MATCH ${fts})
      AND recipes.search_key NOT IN ${inJsonList(JSON.stringify(namedKeys))}
    ORDER BY recipes.created_at DESC, recipes.id
    LIMIT ${limit} OFFSET ${offset}`.execute(db);
  return [...page, ...rest.rows.map((row) => row.key)];
}

/** The recipes of these search keys, in the keys' order. */
async function recipesInKeyOrder(db: Db, keys: number[]): Promise<RecipeRow[]> {
  if (keys.length === 0) return [];
  const result = await sql<RecipeRow>`SELECT recipes.* FROM recipes
    WHERE recipes.search_key IN ${inJsonList(JSON.stringify(keys))}`.execute(db);
  const byKey = new Map(result.rows.map((row) => [row.searchKey, row]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

/**
 * Whether the index's matches are all the group's and all the criteria allow: a plain search in
 * a household's own installation, where matches need no look-up in `recipes` each.
 */
async function indexHoldsOnlyTheGroup(db: Db, criteria: RecipeSearchCriteria): Promise<boolean> {
  return isSearchOnly(criteria) && (await groupHoldsEveryRecipe(db, criteria.groupId));
}

/** Index match counts of the criteria a request built: its list and its count both ask. */
const indexMatchCounts = new WeakMap<RecipeSearchCriteria, Promise<number>>();

/** Matches in the whole index, every group's: at least the group's own. */
function countIndexMatches(db: Db, criteria: RecipeSearchCriteria, fts: string): Promise<number> {
  let counted = indexMatchCounts.get(criteria);
  if (!counted) {
    counted = sql<{ n: number }>`SELECT count(*) AS n FROM recipes_fts
      WHERE recipes_fts MATCH ${fts}`
      .execute(db)
      .then((result) => result.rows[0]?.n ?? 0);
    indexMatchCounts.set(criteria, counted);
  }
  return counted;
}

function isSearchOnly(criteria: RecipeSearchCriteria): boolean {
  return (
    !criteria.publicOnly &&
    criteria.filter === null &&
    criteria.links.every((link) => link.idSets.length === 0)
  );
}

/** Per group, while nothing was written: a search asks it for its list and again for its count. */
const groupsHoldingEveryRecipe = new ReadCache<boolean>(8);

/**
 * Whether every recipe belongs to this group, as in a household's own installation: then the
 * index's matches are the group's and need no look-up in the recipes table each. Two seeks on
 * the group index.
 */
function groupHoldsEveryRecipe(db: Db, groupId: string): Promise<boolean> {
  return groupsHoldingEveryRecipe.read(db, groupId, async () => {
    const result = await sql<{ first: string | null; last: string | null }>`SELECT
      (SELECT group_id FROM recipes ORDER BY group_id LIMIT 1) AS first,
      (SELECT group_id FROM recipes ORDER BY group_id DESC LIMIT 1) AS last`.execute(db);
    const row = result.rows[0];
    return row?.first === groupId && row.last === groupId;
  });
}

function searchOf(criteria: RecipeSearchCriteria): string | null {
  return criteria.search === null ? null : toFtsQuery(criteria.search);
}

/**
 * The rows to list: the recipes table, or with a search the index's matches joined to their
 * recipes. CROSS JOIN keeps the matches as the outer loop; SQLite would otherwise walk every
 * recipe of the group and probe the matches for each.
 */
function source(fts: string | null): RawBuilder<unknown> {
  if (!fts) return sql`recipes`;
  return sql`(SELECT rowid AS search_key FROM recipes_fts
    WHERE recipes_fts MATCH ${fts}) AS hits
    CROSS JOIN recipes ON recipes.search_key = hits.search_key`;
}

/** The order of a list that is not ranked (relevance without words to rank by is newest first). */
function orderTerms(order: RecipeOrder): RawBuilder<unknown> {
  if (order.kind === 'random') return randomOrderKey(order.seed);
  const keys =
    order.kind === 'columns'
      ? order.keys
      : [{ column: 'recipes.createdAt' as const, direction: 'desc' as const }];
  const nulls = order.kind === 'columns' && order.nulls ? sql.raw(` NULLS ${order.nulls}`) : sql``;
  return sql.join(
    keys.map(
      ({ column, direction }) =>
        sql`${sql.ref(column)}${sortsAsIs.has(column) ? sql`` : sql` COLLATE NOCASE`} ${sql.raw(direction.toUpperCase())}${nulls}`,
    ),
  );
}

/** The WHERE condition on `recipes` (the search is applied by `source`). */
function matches(criteria: RecipeSearchCriteria): RawBuilder<SqlBool> {
  const links = criteria.links.flatMap((link) => linkCondition(link) ?? []);
  // With organizer or food links, the recipes linked to them (by primary key) are usually far
  // fewer than the group's; `+` keeps SQLite from walking the whole group by its index instead.
  const group =
    links.length > 0
      ? sql<SqlBool>`+recipes.group_id = ${criteria.groupId}`
      : sql<SqlBool>`recipes.group_id = ${criteria.groupId}`;
  const parts = [group, ...links];
  if (criteria.publicOnly) parts.push(sql<SqlBool>`recipes.is_public = 1`);
  if (criteria.filter) parts.push(compileFilter(criteria.filter, recipeFilterTargets));
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

const linkTables: Record<LinkKind, { table: string; column: string }> = {
  ...organizerLinks,
  foods: { table: 'recipes_ingredients', column: 'food_id' },
};

function linkCondition({ kind, idSets, requireAll }: LinkCriterion): RawBuilder<SqlBool> | null {
  if (idSets.length === 0) return null;
  const { table, column } = linkTables[kind];
  const linkedTo = (ids: string[]) =>
    ids.length === 0
      ? sql<SqlBool>`0`
      : sql<SqlBool>`recipes.id IN (SELECT recipe_id FROM ${sql.table(table)}
          WHERE ${sql.raw(column)} IN (${sql.join(ids)}))`;
  if (!requireAll) return linkedTo([...new Set(idSets.flat())]);
  return sql<SqlBool>`(${sql.join(idSets.map(linkedTo), sql` AND `)})`;
}
