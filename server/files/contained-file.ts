import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

interface ContainedFile {
  absolute: string;
  /** From the (real) root, after links are resolved. */
  relative: string;
}

/**
 * The regular file at `relative` under `root`, or null when there is none or it lies outside
 * `root`. Symlinks are resolved before the check (`realpath`), so neither `..` nor a link can
 * lead out of the data directory.
 */
export async function containedFile(root: string, relative: string): Promise<ContainedFile | null> {
  if (relative === '' || path.isAbsolute(relative) || relative.includes('\0')) return null;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.resolve(realRoot, relative));
    if (!real.startsWith(realRoot + path.sep)) return null;
    if (!(await stat(real)).isFile()) return null;
    return { absolute: real, relative: path.relative(realRoot, real) };
  } catch {
    return null;
  }
}
