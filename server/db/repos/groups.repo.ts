import type { Db } from '../database';
import { applyPageWindow, type PageWindow } from '../page-window';
import type { GroupPreferencesRow, GroupPreferencesUpdate, GroupRow, NewGroupRow } from '../schema';

export function findGroupById(db: Db, id: string): Promise<GroupRow | undefined> {
  return db.selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findGroupByName(db: Db, name: string): Promise<GroupRow | undefined> {
  // The column is COLLATE NOCASE, so this matches regardless of case.
  return db.selectFrom('groups').selectAll().where('name', '=', name).executeTakeFirst();
}

export function findFirstGroup(db: Db): Promise<GroupRow | undefined> {
  return db.selectFrom('groups').selectAll().orderBy('createdAt').limit(1).executeTakeFirst();
}

export async function listSlugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('groups')
    .select('slug')
    .where('slug', 'like', `${base}%`)
    .execute();
  return new Set(rows.map((r) => r.slug));
}

export async function insertGroup(db: Db, row: NewGroupRow): Promise<void> {
  await db.insertInto('groups').values(row).execute();
}

export async function renameGroup(
  db: Db,
  id: string,
  change: { name: string; slug: string; updateAt: string },
): Promise<void> {
  await db.updateTable('groups').set(change).where('id', '=', id).execute();
}

export async function deleteGroup(db: Db, id: string): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

export async function insertPreferences(db: Db, row: GroupPreferencesRow): Promise<void> {
  await db.insertInto('groupPreferences').values(row).execute();
}

export function findPreferences(db: Db, groupId: string): Promise<GroupPreferencesRow | undefined> {
  return db
    .selectFrom('groupPreferences')
    .selectAll()
    .where('groupId', '=', groupId)
    .executeTakeFirst();
}

export async function updatePreferences(
  db: Db,
  groupId: string,
  change: GroupPreferencesUpdate,
): Promise<void> {
  await db.updateTable('groupPreferences').set(change).where('groupId', '=', groupId).execute();
}

export async function countGroups(db: Db): Promise<number> {
  const row = await db
    .selectFrom('groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listGroupMembers(
  db: Db,
  groupId: string,
): Promise<{ id: string; fullName: string | null }[]> {
  return db
    .selectFrom('users')
    .select(['id', 'fullName'])
    .where('groupId', '=', groupId)
    .orderBy('fullName')
    .execute();
}

export const groupSortColumns = {
  id: 'id',
  name: 'name',
  slug: 'slug',
  created_at: 'createdAt',
  update_at: 'updateAt',
} as const;
type GroupSortColumn = (typeof groupSortColumns)[keyof typeof groupSortColumns];

export async function listGroupIdsPage(
  db: Db,
  window: PageWindow<GroupSortColumn>,
): Promise<string[]> {
  const rows = await applyPageWindow(db.selectFrom('groups').select('id'), window).execute();
  return rows.map((row) => row.id);
}
