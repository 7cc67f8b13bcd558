import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * At start: restores and checks that were cut short leave their folders in `.temp/`; they were
 * never part of the live data (an interrupted swap is finished before this), so they go.
 */
export async function removeStagingLeftovers(temp: string): Promise<void> {
  const names = await readdir(temp).catch(() => [] as string[]);
  for (const name of names.filter((n) => /^(restore|verify)-/.test(n))) {
    await rm(path.join(temp, name), { recursive: true, force: true });
  }
}
