import { setTimeout as sleep } from 'node:timers/promises';

import type { PaginationQuery } from '../../contract/common';
import type { ServerTaskPagination } from '../../contract/maintenance';
import type { ServerTask } from '../../contract/reports';
import {
  countAllServerTasks,
  findServerTask,
  listAllServerTasksPage,
  serverTaskSortColumns,
} from '../../db/repos/server-tasks.repo';
import type { ServerTaskRow } from '../../db/report-tables';

import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';
import { paginate, parseOrderBy, rejectQueryFilter } from '../pagination';
import { startServerTask } from './server-task-runs';

export const toServerTask = (row: ServerTaskRow): ServerTask => ({
  id: row.id,
  groupId: row.groupId,
  name: row.name,
  createdAt: row.createdAt,
  status: row.status,
  log: row.log,
});

/** `GET /api/admin/server-tasks`: every group's tasks, newest first by default. */
export function listAllServerTasks(
  ctx: ServiceContext,
  actor: Actor,
  query: PaginationQuery,
  listPath: string,
): Promise<ServerTaskPagination> {
  requireAdmin(actor);
  rejectQueryFilter(query);
  const order = parseOrderBy(query, serverTaskSortColumns, { column: 'id', direction: 'desc' });
  return paginate(
    listPath,
    query,
    order,
    () => countAllServerTasks(ctx.db),
    async (window) => (await listAllServerTasksPage(ctx.db, window)).map(toServerTask),
  );
}

/** The test task's pace: slow enough to be seen running, quick enough not to be waited for. */
const testStepMs = 500;
const testSteps = 4;

/**
 * `POST /api/admin/server-tasks`: Mealie's test task, a `Background Task` of the admin's group
 * that writes a few log lines and finishes; a way to see the task list working.
 */
export async function startTestServerTask(ctx: ServiceContext, actor: Actor): Promise<ServerTask> {
  const admin = requireAdmin(actor);
  const task = await startServerTask(ctx, admin.groupId, 'Background Task');
  await task.log('Test task started');
  const run = async () => {
    for (let step = 1; step <= testSteps; step++) {
      await sleep(testStepMs);
      await task.log(`Step ${step} of ${testSteps}`);
    }
    await task.finish('Test task finished');
  };
  const row = await findServerTask(ctx.db, task.id);
  if (!row) throw new Error('The test task vanished as it started');
  void run().catch((error: unknown) => task.fail(error));
  return toServerTask(row);
}
