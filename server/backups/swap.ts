import { lstat, mkdir, readFile, rename as fsRename, rm } from 'node:fs/promises';
import path from 'node:path';

import { writeFileAtomic } from '../files/atomic-write';
import { removeTree } from '../files/remove-tree';

/** Written once a restore is staged and verified; its presence means "finish the swap". */
const journalName = 'restore-journal.json';

/**
 * Which entries of the data directory a restore replaces with the staged ones (`replace`), and
 * which it only moves aside (`clear`: the old database's `-wal`/`-shm`, which must never meet
 * the new database). The old entries go to `<staging>/previous/`.
 */
export interface SwapPlan {
  staging: string;
  replace: string[];
  clear: string[];
}

export type Rename = (from: string, to: string) => Promise<void>;

/** A swap that failed and could not be undone either: only finishing it restores order. */
export class SwapIncompleteError extends Error {}

async function exists(file: string): Promise<boolean> {
  try {
    await lstat(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * One entry's moves, safe to repeat after a crash at any point: the live one goes aside unless it
 * already went (or is already the new one), then the staged one comes in unless it already came.
 */
async function swapEntry(
  root: string,
  plan: SwapPlan,
  name: string,
  isReplaced: boolean,
  move: Rename,
): Promise<void> {
  const live = path.join(root, name);
  const staged = path.join(plan.staging, name);
  const previous = path.join(plan.staging, 'previous', name);
  const incoming = isReplaced && (await exists(staged));
  if ((incoming || !isReplaced) && (await exists(live)) && !(await exists(previous))) {
    await move(live, previous);
  }
  if (incoming) await move(staged, live);
}

/**
 * Moves the staged entries into the data directory and the live ones aside, by renames on one
 * file system. When a rename fails, the ones done are undone in reverse, so the data directory is
 * as it was, and the error is thrown (a `SwapIncompleteError` when undoing failed too).
 */
export async function swapIn(root: string, plan: SwapPlan, rename: Rename = fsRename) {
  await mkdir(path.join(plan.staging, 'previous'), { recursive: true });
  const done: [string, string][] = [];
  const move: Rename = async (from, to) => {
    await rename(from, to);
    done.push([from, to]);
  };
  try {
    for (const name of plan.clear) await swapEntry(root, plan, name, false, move);
    for (const name of plan.replace) await swapEntry(root, plan, name, true, move);
  } catch (error) {
    try {
      for (const [from, to] of done.reverse()) await fsRename(to, from);
    } catch (undoError) {
      throw new SwapIncompleteError('A restore could neither finish nor undo its swap', {
        cause: undoError,
      });
    }
    throw error;
  }
}

export function writeJournal(root: string, plan: SwapPlan): Promise<void> {
  return writeFileAtomic(path.join(root, journalName), Buffer.from(JSON.stringify(plan)));
}

export function removeJournal(root: string): Promise<void> {
  return rm(path.join(root, journalName), { force: true });
}

/**
 * At start, before the database opens: a journal left behind means the server stopped in the
 * middle of a swap, after the new data was complete and verified. The swap is finished (every
 * step is repeatable), so the data directory holds the restored installation whole. Returns
 * whether there was one.
 */
export async function finishInterruptedRestore(root: string): Promise<boolean> {
  let plan: SwapPlan;
  try {
    plan = JSON.parse(await readFile(path.join(root, journalName), 'utf8')) as SwapPlan;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  for (const name of plan.clear) await swapEntry(root, plan, name, false, fsRename);
  for (const name of plan.replace) await swapEntry(root, plan, name, true, fsRename);
  await removeJournal(root);
  await removeTree(plan.staging);
  return true;
}
