import { open, readdir, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';

import type { MaintenanceLogs } from '../../contract/maintenance';

import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';

const chunkBytes = 64 * 1024;

/** The last `count` lines of `file`, read backwards in chunks so a large log costs little. */
async function lastLines(file: string, count: number): Promise<string[]> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  try {
    const { size } = await handle.stat();
    let position = size;
    let text = '';
    while (position > 0 && text.split('\n').length <= count + 1) {
      const length = Math.min(chunkBytes, position);
      position -= length;
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, position);
      text = buffer.toString('utf8') + text;
    }
    const lines = text.split('\n').filter((line) => line.trim() !== '');
    // A cut in the middle of the first line read leaves a fragment: drop it unless it is the start.
    if (position > 0) lines.shift();
    return lines.slice(-count);
  } finally {
    await handle.close();
  }
}

/** Waits until the logger has written what it holds in its buffer. */
function flushLog(ctx: ServiceContext): Promise<void> {
  return new Promise((resolve) => {
    ctx.logger.flush(() => resolve());
  });
}

/** `GET /api/admin/maintenance/logs?lines=N`: the newest structured log lines, newest last. */
export async function getMaintenanceLogs(
  ctx: ServiceContext,
  actor: Actor,
  lines: number,
): Promise<MaintenanceLogs> {
  requireAdmin(actor);
  await flushLog(ctx);
  return { logs: await lastLines(ctx.files.logFile, lines) };
}

/**
 * Empties the live log (the logger appends, so it carries on at the new end) and deletes any
 * other file in the logs folder. Returns how many bytes were freed.
 */
export async function cleanLogFiles(ctx: ServiceContext): Promise<number> {
  await flushLog(ctx);
  let freed = 0;
  for (const entry of await readdir(ctx.files.logs, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(ctx.files.logs, entry.name);
    freed += (await stat(file)).size;
    if (file === ctx.files.logFile) await truncate(file, 0);
    else await rm(file, { force: true });
  }
  return freed;
}
