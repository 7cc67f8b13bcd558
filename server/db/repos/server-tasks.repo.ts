import type { Db } from '../database';
import type { ReportTables, ServerTaskRow } from '../report-tables';

const tables = (db: Db) => db.withTables<ReportTables>();

export async function insertServerTask(
  db: Db,
  row: { groupId: string; name: string; createdAt: string },
): Promise<number> {
  const inserted = await tables(db)
    .insertInto('serverTasks')
    .values({ ...row, status: 'running', log: '', updateAt: row.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateServerTask(
  db: Db,
  id: number,
  changes: { status?: string; log?: string; updateAt: string },
): Promise<void> {
  await tables(db).updateTable('serverTasks').set(changes).where('id', '=', id).execute();
}

/** The group's tasks, newest first. */
export function listServerTasks(db: Db, groupId: string): Promise<ServerTaskRow[]> {
  return tables(db)
    .selectFrom('serverTasks')
    .selectAll()
    .where('groupId', '=', groupId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
