import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Where everything Larder keeps lives, under one data directory (Mealie's layout). */
export interface DataDir {
  root: string;
  database: string;
  secret: string;
  recipes: string;
  users: string;
  groups: string;
  backups: string;
  temp: string;
  /** Uploads streamed to disk while their request is handled (inside `temp`). */
  uploads: string;
  logs: string;
  logFile: string;
}

export function resolveDataDir(root: string): DataDir {
  const abs = path.resolve(root);
  return {
    root: abs,
    database: path.join(abs, 'larder.db'),
    secret: path.join(abs, '.secret'),
    recipes: path.join(abs, 'recipes'),
    users: path.join(abs, 'users'),
    groups: path.join(abs, 'groups'),
    backups: path.join(abs, 'backups'),
    temp: path.join(abs, '.temp'),
    uploads: path.join(abs, '.temp', 'uploads'),
    logs: path.join(abs, 'logs'),
    logFile: path.join(abs, 'logs', 'larder.log'),
  };
}

/** Creates the data directory and its folders; safe to call on every start. */
export function ensureDataDir(root: string): DataDir {
  const dir = resolveDataDir(root);
  for (const folder of [
    dir.root,
    dir.recipes,
    dir.users,
    dir.groups,
    dir.backups,
    dir.temp,
    dir.uploads,
    dir.logs,
  ]) {
    mkdirSync(folder, { recursive: true });
  }
  return dir;
}

/**
 * Removes what uploads a stopped server was still receiving (a crash or power cut mid-upload);
 * call at start, before the server listens.
 */
export function clearUploads(dir: DataDir): void {
  rmSync(dir.uploads, { recursive: true, force: true });
  mkdirSync(dir.uploads, { recursive: true });
}
