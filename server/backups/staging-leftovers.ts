import { readdir } from 'node:fs/promises';
import path from 'node:path';

import { removeTree } from '../files/remove-tree';

async function removeMatching(dir: string, pattern: RegExp): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => pattern.test(n))) {
    await removeTree(path.join(dir, name));
  }
}

/**
 * At start: restores and checks that were cut short leave their folders in `.temp/`, and backups
 * cut short their hidden `.partial` files; none was ever part of the live data (an interrupted
 * swap is finished before this), so they go.
 */
export async function removeStagingLeftovers(temp: string, backups: string): Promise<void> {
  await removeMatching(temp, /^(restore|verify)-/);
  await removeMatching(backups, /^\..*\.partial$/);
}
