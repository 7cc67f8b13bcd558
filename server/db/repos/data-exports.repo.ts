import type { Selectable } from 'kysely';

import type { Db } from '../database';
import type { DataExportTable } from '../schema';

export type DataExportRow = Selectable<DataExportTable>;

export async function insertDataExport(db: Db, row: DataExportRow): Promise<void> {
  await db.insertInto('groupDataExports').values(row).execute();
}

/** A group's exports, newest first. */
export function listDataExports(db: Db, groupId: string): Promise<DataExportRow[]> {
  return db
    .selectFrom('groupDataExports')
    .selectAll()
    .where('groupId', '=', groupId)
    .orderBy('createdAt', 'desc')
    .execute();
}

export function findDataExportByPath(
  db: Db,
  groupId: string,
  path: string,
): Promise<DataExportRow | undefined> {
  return db
    .selectFrom('groupDataExports')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('path', '=', path)
    .executeTakeFirst();
}

export async function deleteDataExports(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('groupDataExports').where('id', 'in', ids).execute();
}
