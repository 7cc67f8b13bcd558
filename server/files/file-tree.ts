import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * The regular files under `dir`, as paths relative to it with `/` separators, depth first in
 * name order. Links and other special files are skipped (never followed); a missing `dir` has
 * none.
 */
export async function* regularFiles(dir: string, prefix = ''): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* regularFiles(path.join(dir, entry.name), relative);
    else if (entry.isFile()) yield relative;
  }
}
