import { sql } from 'kysely';

import type { ServerTaskStatus } from '../../contract/reports';
import type { Db } from '../database';
import { applyPageWindow, type PageWindow } from '../page-window';
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

/** How many rows changed: 0 when the task is gone (a restore replaced the database). */
export async function updateServerTask(
  db: Db,
  id: number,
  changes: { status?: ServerTaskStatus; log?: string; updateAt: string },
): Promise<number> {
  const result = await db
    .updateTable('serverTasks')
    .set(changes)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the group's ended tasks beyond the newest `keep`; running ones always stay. */
export async function pruneServerTasks(db: Db, groupId: string, keep: number): Promise<void> {
  await db
    .deleteFrom('serverTasks')
    .where('groupId', '=', groupId)
    .where('status', '!=', 'running')
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('serverTasks')
        .select('id')
        .where('groupId', '=', groupId)
        .orderBy('id', 'desc')
        .limit(keep),
    )
    .execute();
}

export const serverTaskSortColumns = {
  id: 'id',
  created_at: 'createdAt',
  name: 'name',
  status: 'status',
} as const;
export type ServerTaskSortColumn =
  (typeof serverTaskSortColumns)[keyof typeof serverTaskSortColumns];

export async function countAllServerTasks(db: Db): Promise<number> {
  const row = await db
    .selectFrom('serverTasks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Every group's tasks, one page (the site administrator's view). */
export function listAllServerTasksPage(
  db: Db,
  window: PageWindow<ServerTaskSortColumn>,
): Promise<ServerTaskRow[]> {
  return applyPageWindow(db.selectFrom('serverTasks').selectAll(), window).execute();
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

export function findServerTask(db: Db, id: number): Promise<ServerTaskRow | undefined> {
  return db.selectFrom('serverTasks').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Ends every task still marked running with a last log line: called when no job can be running
 * (at start, and in a database a restore just brought back). Returns how many were ended.
 */
export async function failRunningServerTasks(db: Db, line: string, at: string): Promise<number> {
  const result = await db
    .updateTable('serverTasks')
    .set((eb) => ({
      status: 'failed',
      log: sql<string>`CASE WHEN ${eb.ref('log')} = '' THEN ${line} ELSE ${eb.ref('log')} || char(10) || ${line} END`,
      updateAt: at,
    }))
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
