/**
 * The desktop shell: one instance per person, the embedded server on loopback (and on the home
 * network while sharing), one window on it and a tray icon.
 * Data travels over HTTP between the window and the server; IPC carries only native things.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  shell,
  type Event,
  type OpenDialogOptions,
  type SaveDialogOptions,
  type WebContents,
} from 'electron';

import { startServer, type RunningServer } from '../server/index';
import { resolveDesktopConfig } from './desktop-config';
import { registerIpc } from './ipc';
import { openArchive } from './native/archive-open';
import { backupFolderInUse, chooseBackupFolder } from './native/backup-folder';
import { saveBackupAs } from './native/backup-save';
import { openDataFolder } from './native/data-folder';
import { printPage } from './native/print';
import type { ServerSession } from './native/server-session';
import { useShellLocale, shellText } from './shell-text';
import { findSqliteBinding, sqliteBindingPath, type BindingTarget } from './sqlite-binding';
import { describeStartupError } from './startup-error';
import { createLarderTray, quitsWhenWindowsClose, type LarderTray } from './tray';
import { bringToFront, createMainWindow, isOwnWebContents } from './window';

const preloadPath = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'preload',
  'preload.cjs',
);
let server: RunningServer | null = null;
let mainWindow: BrowserWindow | null = null;
let tray: LarderTray | null = null;

if (app.requestSingleInstanceLock()) {
  app.on('second-instance', showWindow);
  app.on('activate', showWindow);
  app.on('window-all-closed', () => {
    const sharing = server?.sharing.status().enabled ?? false;
    if (quitsWhenWindowsClose(sharing, process.platform)) app.quit();
  });
  app.on('will-quit', closeServerBeforeQuit);
  app.whenReady().then(onReady).catch(failToStart);
} else {
  app.quit(); // Larder already runs for this person; it comes to the front (second-instance)
}

async function onReady(): Promise<void> {
  await useShellLocale(app.getLocale());
  const config = resolveDesktopConfig({
    argv: process.argv,
    env: process.env,
    cwd: process.cwd(),
    userDataPath: app.getPath('userData'),
  });
  server = await startServer({
    dataDir: config.dataDir,
    host: '127.0.0.1',
    port: config.port,
    nativeBinding: findSqliteBinding(sqliteTarget()),
  });
  const appOrigin = originOf(server);
  registerIpc(ipcMain, {
    appOrigin,
    isOwnWebContents,
    print: printPage,
    saveBackupAs: async (sender, name) => {
      const folder = await backupFolderInUse(await sessionOf(sender, appOrigin));
      return saveBackupAs(saveDialogOf(sender), folder, name);
    },
    openBackupArchive: (sender) => openArchive(openDialogOf(sender), 'backup'),
    openMigrationArchive: (sender, type) => openArchive(openDialogOf(sender), type),
    chooseBackupFolder: async (sender) =>
      chooseBackupFolder(openDialogOf(sender), await sessionOf(sender, appOrigin)),
    openDataFolder: () => openDataFolder((folder) => shell.openPath(folder), config.dataDir),
  });
  const shown = createLarderTray({
    iconPath: path.join(app.getAppPath(), 'resources', 'icons', '32x32.png'),
    sharing: server.sharing,
    openWindow: showWindow,
    quit,
    canStartAtLogin: process.platform === 'darwin' || process.platform === 'win32',
    onError: (error) =>
      dialog.showErrorBox(
        shellText('shell.dialogs.sharingFailed'),
        error instanceof Error ? error.message : String(error),
      ),
  });
  server.sharing.watch(() => shown.refresh());
  tray = shown;
  showWindow();
}

/** Focuses the window, or opens one on the app (on its first-run page until someone signs up). */
function showWindow(): void {
  if (server === null || bringToFront(mainWindow)) return;
  const url = server.setupUrl ?? server.url;
  mainWindow = createMainWindow({ url, appOrigin: originOf(server), preloadPath });
  mainWindow.on('closed', () => (mainWindow = null));
}

/** The save dialog, attached to the window of `sender` (sheet-style on macOS) when it has one. */
function saveDialogOf(sender: WebContents) {
  const window = BrowserWindow.fromWebContents(sender);
  return (options: SaveDialogOptions) =>
    window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options);
}

/** The open dialog, attached to the window of `sender` when it has one. */
function openDialogOf(sender: WebContents) {
  const window = BrowserWindow.fromWebContents(sender);
  return (options: OpenDialogOptions) =>
    window ? dialog.showOpenDialog(window, options) : dialog.showOpenDialog(options);
}

/** The signed-in session of `sender`'s page, for calls to the server made on its behalf. */
async function sessionOf(sender: WebContents, origin: string): Promise<ServerSession> {
  const cookies = await sender.session.cookies.get({ url: origin });
  return { origin, cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; ') };
}

/** Closes the server and its database before the process ends. */
function closeServerBeforeQuit(event: Event): void {
  tray?.destroy();
  tray = null;
  if (server === null) return;
  event.preventDefault();
  const closing = server;
  server = null;
  void closing.close().then(quit, quit); // quit even if closing fails
}

function failToStart(error: unknown): void {
  dialog.showErrorBox(
    shellText('shell.dialogs.couldNotStart'),
    describeStartupError(error, sqliteBindingPath(sqliteTarget())),
  );
  app.exit(1);
}

function sqliteTarget(): BindingTarget {
  return {
    appPath: app.getAppPath(),
    abi: process.versions.modules,
    platform: process.platform,
    arch: process.arch,
  };
}

function originOf(running: RunningServer): string {
  return new URL(running.url).origin;
}

function quit(): void {
  app.quit();
}
