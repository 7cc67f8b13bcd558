/**
 * The contract between the desktop shell and the renderer: what `window.larder` offers, and the
 * IPC channels behind it. The renderer compiles this file too, so it holds types and plain
 * constants only, with nothing from Node or Electron at run time.
 */
import type { SupportedMigration } from '../server/contract/migrations';

/** The operating systems Electron ships for; anything else reads as `other`. */
export type DesktopPlatform = 'darwin' | 'linux' | 'win32' | 'other';

/** Mealie's `SupportedMigrations`: the apps whose exports `POST /api/groups/migrations` reads. */
export type MigrationType = SupportedMigration;

/** The person closed a file dialog without choosing: nothing happened. */
export interface Canceled {
  canceled: true;
}

/** Where a backup was saved. */
export interface SavedBackup {
  saved: string;
}

/** The backup folder the person chose, as saved in the site settings. */
export interface BackupFolder {
  /** The folder chosen. */
  folder: string;
  /** Where backups go now: the chosen folder, unless `LARDER_BACKUP_DIR` overrides it. */
  folderInUse: string;
}

/**
 * A file the person chose, read whole: the renderer uploads it with the browser's own upload
 * code and session, so the main process never holds anyone's credentials.
 */
export interface PickedArchive {
  /** The file's name, without its folder. */
  name: string;
  bytes: Uint8Array;
}

/** Exposed as `window.larder` by the preload; absent when Larder runs in a plain browser. */
export interface DesktopBridge {
  /** Larder's version, as in package.json. */
  readonly version: string;
  readonly platform: DesktopPlatform;
  /** Opens the system print dialog for the page; resolves once printed or cancelled. */
  print(): Promise<void>;
  /** "Save backup as…": copies the backup `name` from the backups folder to where the person says. */
  saveBackupAs(name: string): Promise<SavedBackup | Canceled>;
  /** "Restore from file…": one `.zip` the person chooses, for `POST /api/admin/backups/upload`. */
  openBackupArchive(): Promise<PickedArchive | Canceled>;
  /** "Import from another app…": an export of `migrationType`, for `POST /api/groups/migrations`. */
  openMigrationArchive(migrationType: MigrationType): Promise<PickedArchive | Canceled>;
  /**
   * "Choose the backup folder…": a folder dialog, then the choice saved as the backup folder
   * site setting (administrators only; rejects with the server's refusal otherwise).
   */
  chooseBackupFolder(): Promise<BackupFolder | Canceled>;
  /** "Open the data folder": shows Larder's data folder in the system's file manager. */
  openDataFolder(): Promise<void>;
}

/** The bridge's functions: each one is an `ipcRenderer.invoke` on the channel of the same name. */
export type BridgeMethods = {
  [
    K in keyof DesktopBridge as DesktopBridge[K] extends (...args: never[]) => unknown ? K : never
  ]: DesktopBridge[K];
};

export const channels = {
  print: 'larder:print',
  saveBackupAs: 'larder:save-backup-as',
  openBackupArchive: 'larder:open-backup-archive',
  openMigrationArchive: 'larder:open-migration-archive',
  chooseBackupFolder: 'larder:choose-backup-folder',
  openDataFolder: 'larder:open-data-folder',
} as const satisfies Record<keyof BridgeMethods, `larder:${string}`>;

export function toDesktopPlatform(platform: string): DesktopPlatform {
  return platform === 'darwin' || platform === 'linux' || platform === 'win32' ? platform : 'other';
}

declare global {
  interface Window {
    larder?: DesktopBridge;
  }
}
