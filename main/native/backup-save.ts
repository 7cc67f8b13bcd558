import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import type { SaveDialogOptions, SaveDialogReturnValue } from 'electron';

import type { Canceled, SavedBackup } from '../../preload/bridge';
import { BackupFileName } from '../../server/contract/backups';
import { shellText } from '../shell-text';

/** `dialog.showSaveDialog`, already tied to the window that asked. */
export type ShowSaveDialog = (options: SaveDialogOptions) => Promise<SaveDialogReturnValue>;

/**
 * "Save backup as…": asks where, then copies the backup `name` from `backupsFolder` there. The
 * copy is written beside the target under a hidden temporary name and renamed into place, so the
 * target is never a half-written file. `name` comes from the renderer: only a plain backup file
 * name is accepted, never a path.
 */
export async function saveBackupAs(
  showSaveDialog: ShowSaveDialog,
  backupsFolder: string,
  name: string,
): Promise<SavedBackup | Canceled> {
  if (!BackupFileName.safeParse(name).success) throw new Error(`Not a backup file name: ${name}`);
  const source = path.join(backupsFolder, name);
  const found = await stat(source).catch(() => null);
  if (!found?.isFile()) throw new Error(`There is no backup called ${name}`);

  const choice = await showSaveDialog({
    title: shellText('shell.dialogs.saveBackupAs'),
    defaultPath: name,
    filters: [{ name: shellText('shell.dialogs.larderBackup'), extensions: ['zip'] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  if (choice.canceled || !choice.filePath) return { canceled: true };

  const target = choice.filePath;
  const partial = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomUUID()}.partial`,
  );
  try {
    await pipeline(createReadStream(source), createWriteStream(partial, { flags: 'wx' }));
    await rename(partial, target);
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
  return { saved: target };
}
