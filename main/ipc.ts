import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import { z } from 'zod';

import {
  channels,
  type BackupFolder,
  type BridgeMethods,
  type Canceled,
  type MigrationType,
  type PickedArchive,
  type SavedBackup,
} from '../preload/bridge';
import { BackupFileName } from '../server/contract/backups';
import { SupportedMigrations } from '../server/contract/migrations';
import { isTrustedSenderUrl } from './origin';

/** The main-process side of each bridge function: same name, same result, plus the event. */
export type BridgeHandlers = {
  [K in keyof BridgeMethods]: (
    event: IpcMainInvokeEvent,
    ...args: Parameters<BridgeMethods[K]>
  ) => ReturnType<BridgeMethods[K]>;
};

/**
 * What each channel accepts: the renderer is untrusted input, so arguments are checked before a
 * handler sees them (and extra ones are refused).
 */
const argumentSchemas: { [K in keyof BridgeMethods]: z.ZodType<Parameters<BridgeMethods[K]>> } = {
  print: z.tuple([]),
  saveBackupAs: z.tuple([BackupFileName]),
  openBackupArchive: z.tuple([]),
  openMigrationArchive: z.tuple([SupportedMigrations]),
  chooseBackupFolder: z.tuple([]),
  openDataFolder: z.tuple([]),
};

export interface IpcOptions {
  /** The embedded server's origin: only its pages may call. */
  appOrigin: string;
  /** Whether the message comes from a window this app created. */
  isOwnWebContents: (webContents: WebContents) => boolean;
  /** Native services, passed in so the handlers need no Electron to test. */
  print: (webContents: WebContents) => Promise<void>;
  saveBackupAs: (webContents: WebContents, name: string) => Promise<SavedBackup | Canceled>;
  openBackupArchive: (webContents: WebContents) => Promise<PickedArchive | Canceled>;
  openMigrationArchive: (
    webContents: WebContents,
    migrationType: MigrationType,
  ) => Promise<PickedArchive | Canceled>;
  chooseBackupFolder: (webContents: WebContents) => Promise<BackupFolder | Canceled>;
  openDataFolder: (webContents: WebContents) => Promise<void>;
}

export function createBridgeHandlers(options: IpcOptions): BridgeHandlers {
  return {
    print: (event) => options.print(event.sender),
    saveBackupAs: (event, name) => options.saveBackupAs(event.sender, name),
    openBackupArchive: (event) => options.openBackupArchive(event.sender),
    openMigrationArchive: (event, migrationType) =>
      options.openMigrationArchive(event.sender, migrationType),
    chooseBackupFolder: (event) => options.chooseBackupFolder(event.sender),
    openDataFolder: (event) => options.openDataFolder(event.sender),
  };
}

/**
 * Answers the preload's `invoke` calls. Every call is checked first: it must come from one of our
 * windows, from a frame that shows one of our pages (not an embedded or navigated-away frame,
 * whose URL is another origin), or it is refused (Electron's security checklist, item 17:
 * "Validate the sender of all IPC messages"); then its arguments must be what the channel takes.
 * Returns a function that removes the handlers.
 */
export function registerIpc(ipcMain: IpcMain, options: IpcOptions): () => void {
  const handlers = createBridgeHandlers(options);
  const names = Object.keys(channels) as (keyof BridgeMethods)[];
  for (const name of names) {
    ipcMain.handle(channels[name], (event: IpcMainInvokeEvent, ...args: unknown[]) => {
      if (!isTrustedSender(event, options)) {
        throw new Error(
          `Refused ${channels[name]} from ${event.senderFrame?.url ?? 'an unknown frame'}`,
        );
      }
      const parsed = argumentSchemas[name].safeParse(args);
      if (!parsed.success) throw new Error(`Refused ${channels[name]}: unexpected arguments`);
      const handler = handlers[name] as (
        event: IpcMainInvokeEvent,
        ...args: unknown[]
      ) => ReturnType<BridgeMethods[typeof name]>;
      return handler(event, ...parsed.data);
    });
  }
  return () => {
    for (const name of names) ipcMain.removeHandler(channels[name]);
  };
}

function isTrustedSender(event: IpcMainInvokeEvent, options: IpcOptions): boolean {
  return (
    options.isOwnWebContents(event.sender) &&
    isTrustedSenderUrl(event.senderFrame?.url, options.appOrigin)
  );
}
