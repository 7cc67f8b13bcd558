import { sql, type Insertable, type Updateable } from 'kysely';

import type { Db } from '../database';
import type { CookbookTable } from '../schema';

import type { OrganizerKind } from '../../contract/organizers';

/** Writes of the group's cookbooks; reads live in public-cookbooks.repo.ts (shared with explore). */
export async function insertCookbook(db: Db, row: Insertable<CookbookTable>): Promise<void> {
  await db.insertInto('cookbooks').values(row).execute();
}

export async function updateCookbookRow(
  db: Db,
  id: string,
  change: Updateable<CookbookTable>,
): Promise<void> {
  await db.updateTable('cookbooks').set(change).where('id', '=', id).execute();
}

export async function deleteCookbookRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('cookbooks').where('id', '=', id).execute();
}

export async function countGroupCookbooks(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('cookbooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('groupId', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Whether another cookbook of the group already has the slug. */
export async function isCookbookSlugTaken(
  db: Db,
  groupId: string,
  slug: string,
  selfId: string | null,
): Promise<boolean> {
  const row = await db
    .selectFrom('cookbooks')
    .select('id')
    .where('groupId', '=', groupId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined && row.id !== selfId;
}

const links = {
  categories: { table: 'cookbooks_to_categories', column: 'category_id' },
  tags: { table: 'cookbooks_to_tags', column: 'tag_id' },
  tools: { table: 'cookbooks_to_tools', column: 'tool_id' },
} as const;

export async function replaceCookbookLinks(
  db: Db,
  kind: OrganizerKind,
  cookbookId: string,
  organizerIds: string[],
): Promise<void> {
  const link = links[kind];
  await sql`DELETE FROM ${sql.table(link.table)} WHERE cookbook_id = ${cookbookId}`.execute(db);
  for (const id of new Set(organizerIds)) {
    await sql`INSERT INTO ${sql.table(link.table)} (cookbook_id, ${sql.ref(link.column)})
      VALUES (${cookbookId}, ${id})`.execute(db);
  }
}
