import type { OrganizerKind } from '../../contract/organizers';
import { sql } from 'kysely';

import type { Db } from '../database';
import { fixedQuery } from '../fixed-query';
import { inJsonList } from '../id-list';
import { ReadCache } from '../read-cache';
import type { ToolRow } from '../schema';

/** Categories, tags and tools share one shape; each lives in its own table, scoped by group. */

/** The join table and column linking recipes to each kind (snake_case: used in raw SQL). */
export const organizerLinks = {
  categories: { table: 'recipes_to_categories', column: 'category_id' },
  tags: { table: 'recipes_to_tags', column: 'tag_id' },
  tools: { table: 'recipes_to_tools', column: 'tool_id' },
} as const;

/** Every kind read as a tool row; `onHand` is 0 for categories and tags. */
export function selectOrganizers(db: Db, kind: OrganizerKind) {
  return db
    .selectFrom(
      sql<ToolRow>`(SELECT id, group_id, name, slug, created_at, update_at, ${
        kind === 'tools' ? sql`on_hand` : sql`0 AS on_hand`
      } FROM ${sql.table(kind)})`.as('o'),
    )
    .selectAll('o');
}

export function findOrganizer(
  db: Db,
  kind: OrganizerKind,
  groupId: string,
  by: { id?: string | null; slug?: string | null },
): Promise<ToolRow | undefined> {
  let query = selectOrganizers(db, kind).where('o.groupId', '=', groupId);
  if (by.id) query = query.where('o.id', '=', by.id);
  else if (by.slug) query = query.where('o.slug', '=', by.slug);
  else return Promise.resolve(undefined);
  return query.executeTakeFirst();
}

export async function insertOrganizer(db: Db, kind: OrganizerKind, row: ToolRow): Promise<void> {
  if (kind === 'tools') {
    await db.insertInto('tools').values(row).execute();
    return;
  }
  await db
    .insertInto(kind)
    .values({
      id: row.id,
      groupId: row.groupId,
      name: row.name,
      slug: row.slug,
      createdAt: row.createdAt,
      updateAt: row.updateAt,
    })
    .execute();
}

function linksOfRecipes(kind: OrganizerKind) {
  const link = organizerLinks[kind];
  return fixedQuery((db, recipeIdsJson: string) =>
    db
      .selectFrom(sql.table(link.table).as('link'))
      .select([
        sql<string>`link.recipe_id`.as('recipeId'),
        sql<string>`${sql.ref(`link.${link.column}`)}`.as('organizerId'),
      ])
      .where(sql.ref('link.recipe_id'), 'in', inJsonList(recipeIdsJson)),
  );
}

/** Each kind's links of many recipes, compiled once: every recipe page and list page asks. */
const linksOf = {
  categories: linksOfRecipes('categories'),
  tags: linksOfRecipes('tags'),
  tools: linksOfRecipes('tools'),
};

interface RankedOrganizer {
  row: ToolRow;
  /** Place in name order among every organizer of its kind. */
  rank: number;
}

/**
 * Every organizer of each kind by id, while nothing was written. Households keep tens to a few
 * hundred; reading them once spares every recipe list a look-up by id per link.
 */
const organizersById = new ReadCache<Map<string, RankedOrganizer>>(3);

function allOrganizers(db: Db, kind: OrganizerKind): Promise<Map<string, RankedOrganizer>> {
  return organizersById.read(db, kind, async () => {
    const rows = await selectOrganizers(db, kind).orderBy('o.name').execute();
    return new Map(rows.map((row, rank) => [row.id, { row, rank }]));
  });
}

/** Organizers of many recipes at once: recipe id → rows in name order. */
export async function loadOrganizersOf(
  db: Db,
  kind: OrganizerKind,
  recipeIds: string[],
): Promise<Map<string, ToolRow[]>> {
  const result = new Map<string, ToolRow[]>();
  if (recipeIds.length === 0) return result;
  const [links, organizers] = await Promise.all([
    linksOf[kind](db, JSON.stringify(recipeIds)),
    allOrganizers(db, kind),
  ]);
  const ranked = new Map<string, RankedOrganizer[]>();
  for (const { recipeId, organizerId } of links) {
    const organizer = organizers.get(organizerId);
    if (!organizer) continue;
    const list = ranked.get(recipeId) ?? [];
    list.push(organizer);
    ranked.set(recipeId, list);
  }
  for (const [recipeId, list] of ranked) {
    result.set(
      recipeId,
      list.sort((a, b) => a.rank - b.rank).map((organizer) => organizer.row),
    );
  }
  return result;
}

export async function replaceOrganizerLinks(
  db: Db,
  kind: OrganizerKind,
  recipeId: string,
  organizerIds: string[],
): Promise<void> {
  const link = organizerLinks[kind];
  await sql`DELETE FROM ${sql.table(link.table)} WHERE recipe_id = ${recipeId}`.execute(db);
  for (const id of new Set(organizerIds)) {
    await sql`INSERT INTO ${sql.table(link.table)} (recipe_id, ${sql.ref(link.column)}) VALUES (${recipeId}, ${id})`.execute(
      db,
    );
  }
}
