/**
 * Runs in the sandboxed renderer before the page, bundled to one CommonJS file (`preload.cjs`):
 * a sandboxed preload can require `electron` and little else. Data travels over HTTP; this
 * bridge is only for what a browser page cannot do.
 */
import { contextBridge, ipcRenderer } from 'electron';

import { version } from '../package.json';
import { channels, toDesktopPlatform, type DesktopBridge } from './bridge';

contextBridge.exposeInMainWorld('larder', {
  version,
  platform: toDesktopPlatform(process.platform),
  print: () => ipcRenderer.invoke(channels.print) as Promise<void>,
  saveBackupAs: (name) =>
    ipcRenderer.invoke(channels.saveBackupAs, name) as ReturnType<DesktopBridge['saveBackupAs']>,
  openBackupArchive: () =>
    ipcRenderer.invoke(channels.openBackupArchive) as ReturnType<
      DesktopBridge['openBackupArchive']
    >,
  openMigrationArchive: (migrationType) =>
    ipcRenderer.invoke(channels.openMigrationArchive, migrationType) as ReturnType<
      DesktopBridge['openMigrationArchive']
    >,
  chooseBackupFolder: () =>
    ipcRenderer.invoke(channels.chooseBackupFolder) as ReturnType<
      DesktopBridge['chooseBackupFolder']
    >,
  openDataFolder: () => ipcRenderer.invoke(channels.openDataFolder) as Promise<void>,
} satisfies DesktopBridge);
