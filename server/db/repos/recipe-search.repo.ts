import { sql, type RawBuilder, type SqlBool } from 'kysely';

import type { ResolvedFilter } from '../../domain/query-filter';
import type { Db } from '../database';
import { toFtsQuery } from '../fts-query';
import type { SortKey } from '../page-window';
import { compileFilter } from '../query-filter-sql';
import { recipeFilterTargets } from '../recipe-filter-targets';
import type { RecipeRow } from '../schema';

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
export type RecipeSortColumn = (typeof recipeSortColumns)[keyof typeof recipeSortColumns];

export type RecipeOrder =
  | { kind: 'columns'; keys: SortKey<RecipeSortColumn>[]; nulls: 'first' | 'last' | null }
  | { kind: 'random'; seed: string }
  /** Best search matches first: all words in the name, then bm25; needs `search`. */
  | { kind: 'relevance' };

export async function countMatchingRecipes(
  db: Db,
  criteria: RecipeSearchCriteria,
): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(matches(criteria, true))
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function listMatchingRecipes(
  db: Db,
  criteria: RecipeSearchCriteria,
  order: RecipeOrder,
  window: { limit: number | null; offset: number },
): Promise<RecipeRow[]> {
  const fts = criteria.search === null ? null : toFtsQuery(criteria.search);
  const byRelevance = order.kind === 'relevance' && fts !== null;
  let query = db.selectFrom('recipes').selectAll('recipes').where(matches(criteria, !byRelevance));

  if (byRelevance) {
    // Column weights for bm25: name, description, ingredients, instructions, notes, tags.
    const hits = sql<{ searchKey: number; rank: number }>`(SELECT rowid AS search_key,
      bm25(recipes_fts, 10.0, 3.0, 2.0, 1.0, 1.0, 5.0) AS rank
      FROM recipes_fts WHERE recipes_fts MATCH ${fts.all})`.as('hits');
    const nameHits = sql<{ searchKey: number }>`(SELECT rowid AS search_key
      FROM recipes_fts WHERE recipes_fts MATCH ${fts.inName})`.as('nameHits');
    query = query
      .innerJoin(hits, 'hits.searchKey', 'recipes.searchKey')
      .leftJoin(nameHits, 'nameHits.searchKey', 'recipes.searchKey')
      .orderBy(sql`name_hits.search_key IS NULL`)
      .orderBy(sql`hits.rank`)
      .orderBy('recipes.createdAt', 'desc');
  } else if (order.kind === 'random') {
    query = query.orderBy(randomOrderKey(order.seed));
  } else {
    const keys =
      order.kind === 'columns'
        ? order.keys
        : [{ column: 'recipes.createdAt' as const, direction: 'desc' as const }];
    const nulls =
      order.kind === 'columns' && order.nulls ? sql.raw(` NULLS ${order.nulls}`) : sql``;
    for (const { column, direction } of keys) {
      query = query.orderBy(sql`${sql.ref(column)} COLLATE NOCASE ${sql.raw(direction)}${nulls}`);
    }
  }
  query = query.orderBy('recipes.id');
  if (window.limit !== null) query = query.limit(window.limit).offset(window.offset);
  return query.execute();
}

/** The WHERE condition; `withSearch` false when the search is applied by a join instead. */
function matches(criteria: RecipeSearchCriteria, withSearch: boolean): RawBuilder<SqlBool> {
  const parts = [sql<SqlBool>`recipes.group_id = ${criteria.groupId}`];
  if (criteria.publicOnly) parts.push(sql<SqlBool>`recipes.is_public = 1`);
  const fts = criteria.search === null ? null : toFtsQuery(criteria.search);
  if (fts && withSearch) {
    parts.push(sql<SqlBool>`recipes.search_key IN
      (SELECT rowid FROM recipes_fts WHERE recipes_fts MATCH ${fts.all})`);
  }
  for (const link of criteria.links) {
    const condition = linkCondition(link);
    if (condition) parts.push(condition);
  }
  if (criteria.filter) parts.push(compileFilter(criteria.filter, recipeFilterTargets));
  return sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
}

const linkTables: Record<LinkKind, { table: string; column: string }> = {
  categories: { table: 'recipes_to_categories', column: 'category_id' },
  tags: { table: 'recipes_to_tags', column: 'tag_id' },
  tools: { table: 'recipes_to_tools', column: 'tool_id' },
  foods: { table: 'recipes_ingredients', column: 'food_id' },
};

function linkCondition({ kind, idSets, requireAll }: LinkCriterion): RawBuilder<SqlBool> | null {
  if (idSets.length === 0) return null;
  const { table, column } = linkTables[kind];
  const linkedTo = (ids: string[]) =>
    ids.length === 0
      ? sql<SqlBool>`0`
      : sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(table)} AS l WHERE l.recipe_id = recipes.id
          AND l.${sql.raw(column)} IN (${sql.join(ids)}))`;
  if (!requireAll) return linkedTo([...new Set(idSets.flat())]);
  return sql<SqlBool>`(${sql.join(idSets.map(linkedTo), sql` AND `)})`;
}
