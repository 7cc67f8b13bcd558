import type { BackupFolder, Canceled } from '../../preload/bridge';
import { shellText } from '../shell-text';

import type { ShowOpenDialog } from './archive-open';
import { callServer, type ServerSession } from './server-session';

/** The part of `GET/PUT /api/admin/backups/schedule`'s answer used here. */
interface BackupSchedule {
  folder: string | null;
  folderForced: boolean;
  folderInUse: string;
}

const schedulePath = '/api/admin/backups/schedule';

/** Where backups are kept now, as the server says (it may be a folder an admin chose). */
export async function backupFolderInUse(session: ServerSession): Promise<string> {
  return (await callServer<BackupSchedule>(session, 'GET', schedulePath)).folderInUse;
}

/**
 * "Choose the backup folder…": the folder dialog opens on the folder in use, and the choice is
 * saved as the backup folder site setting through the server's API with the window's session,
 * so only an administrator can change it and the server checks the folder is writable. A
 * person who is not an administrator gets the server's refusal before any dialog opens.
 */
export async function chooseBackupFolder(
  showOpenDialog: ShowOpenDialog,
  session: ServerSession,
): Promise<BackupFolder | Canceled> {
  const current = await callServer<BackupSchedule>(session, 'GET', schedulePath);
  const choice = await showOpenDialog({
    title: shellText('shell.dialogs.chooseBackupFolder'),
    defaultPath: current.folderInUse,
    buttonLabel: shellText('shell.dialogs.keepBackupsHere'),
    properties: ['openDirectory', 'createDirectory', 'promptToCreate'],
  });
  const folder = choice.canceled ? undefined : choice.filePaths[0];
  if (folder === undefined) return { canceled: true };
  const saved = await callServer<BackupSchedule>(session, 'PUT', schedulePath, { folder });
  return { folder: saved.folder ?? folder, folderInUse: saved.folderInUse };
}
