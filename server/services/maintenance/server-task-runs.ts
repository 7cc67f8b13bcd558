import type { ServerTaskStatus } from '../../contract/reports';
import {
  failRunningServerTasks,
  insertServerTask,
  pruneServerTasks,
  updateServerTask,
} from '../../db/repos/server-tasks.repo';
import { nowIso } from '../../domain/time';

import type { ServiceContext } from '../context';

/** Mealie's task names (`ServerTaskNames`), plus the long jobs Larder has besides. */
export type ServerTaskName =
  'Background Task' | 'Database Backup' | 'Database Restore' | 'Maintenance Clean';

/**
 * Each group keeps its newest tasks (Mealie keeps every row; a household app that runs nightly
 * backups for years would grow the table without end). Running tasks are never pruned.
 */
const keptTasksPerGroup = 100;

/** A task being run: its log grows line by line and it ends once, finished or failed. */
export interface ServerTaskRun {
  readonly id: number;
  log(line: string): Promise<void>;
  finish(line?: string): Promise<void>;
  fail(error: unknown): Promise<void>;
}

/**
 * Starts a server task of `groupId` (status `running`) that the job reports into. Writing the
 * task never breaks the job: a failed write is logged and the job goes on. When the row has
 * vanished (a restore swapped the database under it) the task is written again, if its group
 * still exists.
 */
export async function startServerTask(
  ctx: ServiceContext,
  groupId: string,
  name: ServerTaskName,
): Promise<ServerTaskRun> {
  const createdAt = nowIso();
  await pruneServerTasks(ctx.db, groupId, keptTasksPerGroup - 1);
  let id = await insertServerTask(ctx.db, { groupId, name, createdAt });
  const lines: string[] = [];
  const write = async (status?: ServerTaskStatus) => {
    const changes = { log: lines.join('\n'), updateAt: nowIso(), ...(status && { status }) };
    try {
      if ((await updateServerTask(ctx.db, id, changes)) > 0) return;
      id = await insertServerTask(ctx.db, { groupId, name, createdAt });
      await updateServerTask(ctx.db, id, changes);
    } catch (error) {
      ctx.logger.warn({ err: error, task: name }, 'server task not recorded');
    }
  };
  return {
    get id() {
      return id;
    },
    async log(line) {
      lines.push(line);
      await write();
    },
    async finish(line) {
      if (line) lines.push(line);
      await write('finished');
    },
    async fail(error) {
      lines.push(`Failed: ${error instanceof Error ? error.message : String(error)}`);
      await write('failed');
    },
  };
}

/** Runs `work` as a task: finished with its summary line, or failed with its error (rethrown). */
export async function runAsServerTask<T>(
  ctx: ServiceContext,
  groupId: string,
  name: ServerTaskName,
  work: (task: ServerTaskRun) => Promise<T>,
  summary: (result: T) => string,
): Promise<T> {
  const task = await startServerTask(ctx, groupId, name);
  try {
    const result = await work(task);
    await task.finish(summary(result));
    return result;
  } catch (error) {
    await task.fail(error);
    throw error;
  }
}

/**
 * Tasks marked running in a database no job of this process writes to were cut off: at start
 * (the app stopped mid-job) and after a restore (the backup caught jobs running). They end as
 * failed, so nobody waits on them.
 */
export async function endInterruptedServerTasks(
  ctx: Pick<ServiceContext, 'db' | 'logger'>,
  reason: string,
): Promise<void> {
  const ended = await failRunningServerTasks(ctx.db, `Interrupted: ${reason}`, nowIso());
  if (ended > 0) ctx.logger.warn({ ended, reason }, 'interrupted server tasks ended');
}
