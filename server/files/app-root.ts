import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder holding Larder's package.json, found by walking up from this module: the same
 * answer from the sources (tests, tsx), the esbuild bundle in dist/ and a packaged app.asar.
 */
export function findAppRoot(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export function defaultRendererDir(): string {
  return path.join(findAppRoot(), 'dist', 'renderer');
}

/**
 * Where a file inside a packaged app.asar really is when electron-builder unpacked it
 * (`asarUnpack`): worker threads and native code cannot read from inside the archive.
 */
export function unpackedPath(file: string): string {
  return file.replace(`app.asar${path.sep}`, `app.asar.unpacked${path.sep}`);
}
