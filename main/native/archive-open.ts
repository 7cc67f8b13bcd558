import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';

import type { FileFilter, OpenDialogOptions, OpenDialogReturnValue } from 'electron';

import type { Canceled, MigrationType, PickedArchive } from '../../preload/bridge';
import { migrationSources } from '../../server/contract/migrations';
import { shellText } from '../shell-text';

/** `dialog.showOpenDialog`, already tied to the window that asked. */
export type ShowOpenDialog = (options: OpenDialogOptions) => Promise<OpenDialogReturnValue>;

/** What the file is for: a Larder (or Mealie) backup to restore, or another app's export. */
export type ArchiveKind = 'backup' | MigrationType;

/**
 * The largest file handed to the renderer: it travels whole over IPC and is then uploaded. The
 * server takes migrations up to 1 GiB; a larger backup goes into the backups folder instead.
 */
export const maxArchiveBytes = 1024 ** 3;

/** The files each kind accepts: the same types as the import page's upload fields. */
export const archiveFilters: Record<ArchiveKind, FileFilter[]> = {
  backup: [{ name: 'Backup', extensions: ['zip'] }],
  ...(Object.fromEntries(
    migrationSources.map((source) => [
      source.type,
      [
        {
          name: `${source.name} export`,
          extensions: source.accept.split(',').map((type) => type.replace(/^\./, '')),
        },
      ],
    ]),
  ) as Record<MigrationType, FileFilter[]>),
};

/** Asks for one file of `kind`; its path, or null when the person cancels. */
export async function pickArchive(
  showOpenDialog: ShowOpenDialog,
  kind: ArchiveKind,
): Promise<string | null> {
  const choice = await showOpenDialog({
    title: shellText(
      kind === 'backup' ? 'shell.dialogs.restoreFromFile' : 'shell.dialogs.importFromApp',
    ),
    filters: archiveFilters[kind],
    properties: ['openFile'],
  });
  return choice.canceled ? null : (choice.filePaths[0] ?? null);
}

/**
 * Reads the file at `filePath` whole, refusing anything that is not a file or is larger than
 * `maxBytes` (checked before reading, and again while reading in case it grows).
 */
export async function readArchive(
  filePath: string,
  maxBytes = maxArchiveBytes,
): Promise<PickedArchive> {
  const name = path.basename(filePath);
  const found = await stat(filePath);
  if (!found.isFile()) throw new Error(`${name} is not a file`);
  const tooLarge = () => new Error(`${name} is larger than ${maxBytes} bytes`);
  if (found.size > maxBytes) throw tooLarge();

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of createReadStream(filePath)) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(buffer);
  }
  return { name, bytes: Buffer.concat(chunks, size) };
}

/** The open dialog for `kind`, then the chosen file's name and bytes. */
export async function openArchive(
  showOpenDialog: ShowOpenDialog,
  kind: ArchiveKind,
  maxBytes = maxArchiveBytes,
): Promise<PickedArchive | Canceled> {
  const filePath = await pickArchive(showOpenDialog, kind);
  return filePath === null ? { canceled: true } : readArchive(filePath, maxBytes);
}
