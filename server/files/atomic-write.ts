import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file so readers see either the old or the new content, never half of it: a hidden
 * temp file beside the target (same file system, so the rename is atomic), then a rename.
 */
export async function writeFileAtomic(file: string, data: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * Moves a finished temporary file to `file` in one rename, so readers see the old content or
 * the new, never half of it. `from` must be on the same file system (in the data directory).
 */
export async function moveFileAtomic(from: string, file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await rename(from, file);
}
