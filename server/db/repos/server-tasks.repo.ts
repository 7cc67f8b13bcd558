import type { ServerTaskStatus } from '../../contract/reports';
import type { Db } from '../database';
import type { ServerTaskRow } from '../report-tables';

export async function insertServerTask(
  db: Db,
  row: { groupId: string; name: string; createdAt: string },
): Promise<number> {
  const inserted = await db
    .insertInto('serverTasks')
    .values({ ...row, status: 'running', log: '', updateAt: row.createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateServerTask(
  db: Db,
  id: number,
  changes: { status?: ServerTaskStatus; log?: string; updateAt: string },
): Promise<void> {
  await db.updateTable('serverTasks').set(changes).where('id', '=', id).execute();
}

/** The group's tasks, newest first. */
export function listServerTasks(db: Db, groupId: string): Promise<ServerTaskRow[]> {
  return db
    .selectFrom('serverTasks')
    .selectAll()
    .where('groupId', '=', groupId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
