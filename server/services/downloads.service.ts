import path from 'node:path';

import { BackupFileName } from '../contract/backups';
import { UnauthorizedError } from '../domain/errors';
import { PlainInvalidError } from '../domain/plain-errors';
import { containedFile } from '../files/contained-file';

import { backupFolder } from './backups/backup-files';
import type { ServiceContext } from './context';
import { readBackupToken, readFileToken } from './file-tokens';

interface DownloadableFile {
  absolutePath: string;
  filename: string;
}

/** Never served, whatever a token says: the signing key and the live database (and its WAL). */
function isPrivate(ctx: ServiceContext, relative: string): boolean {
  return (
    relative === path.basename(ctx.files.secret) ||
    relative.startsWith(path.basename(ctx.files.database))
  );
}

/**
 * `GET /api/utils/download?token=`: the file a valid download token names. A bad or expired
 * token is 401; a path that is not a file inside the data directory is Mealie's bare 400.
 */
export async function resolveDownload(
  ctx: ServiceContext,
  token: string,
): Promise<DownloadableFile> {
  const backup = await readBackupToken(ctx.secret, token);
  if (backup !== null) return resolveBackup(ctx, backup);
  const relative = await readFileToken(ctx.secret, token);
  if (relative === null) throw new UnauthorizedError('errors.general.couldNotValidateFileToken');
  const file = await containedFile(ctx.files.root, relative);
  if (!file || isPrivate(ctx, file.relative))
    throw new PlainInvalidError('errors.general.badRequest');
  return { absolutePath: file.absolute, filename: path.basename(file.absolute) };
}

/** A backup named by a backup token, in the backups folder as it is now. */
async function resolveBackup(ctx: ServiceContext, name: string): Promise<DownloadableFile> {
  if (!BackupFileName.safeParse(name).success)
    throw new PlainInvalidError('errors.general.badRequest');
  const file = await containedFile(await backupFolder(ctx), name);
  if (!file) throw new PlainInvalidError('errors.general.badRequest');
  return { absolutePath: file.absolute, filename: name };
}
