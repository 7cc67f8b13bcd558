import type { IpcMain, WebContents } from 'electron';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { registerIpc } from '../../../main/ipc';
import { channels, type Canceled, type MigrationType } from '../../../preload/bridge';
import { FakeIpcMain } from '../../helpers/fake-electron';

const appOrigin = 'http://127.0.0.1:41234';
const ours = { id: 1 } as unknown as WebContents;
const stranger = { id: 2 } as unknown as WebContents;

let ipcMain: FakeIpcMain;
const print = vi.fn<(webContents: WebContents) => Promise<void>>(() => Promise.resolve());
const canceled: Canceled = { canceled: true };
const saveBackupAs = vi.fn<(webContents: WebContents, name: string) => Promise<Canceled>>(() =>
  Promise.resolve(canceled),
);
const openBackupArchive = vi.fn<(webContents: WebContents) => Promise<Canceled>>(() =>
  Promise.resolve(canceled),
);
const openMigrationArchive = vi.fn<
  (webContents: WebContents, migrationType: MigrationType) => Promise<Canceled>
>(() => Promise.resolve(canceled));
const chooseBackupFolder = vi.fn<(webContents: WebContents) => Promise<Canceled>>(() =>
  Promise.resolve(canceled),
);
const openDataFolder = vi.fn<(webContents: WebContents) => Promise<void>>(() => Promise.resolve());
const services = {
  print,
  saveBackupAs,
  openBackupArchive,
  openMigrationArchive,
  chooseBackupFolder,
  openDataFolder,
};

function event(sender: WebContents, frameUrl: string | null) {
  return { sender, senderFrame: frameUrl === null ? null : { url: frameUrl } };
}

beforeEach(() => {
  ipcMain = new FakeIpcMain();
  for (const service of Object.values(services)) service.mockClear();
  registerIpc(ipcMain as unknown as IpcMain, {
    appOrigin,
    isOwnWebContents: (webContents) => webContents === ours,
    ...services,
  });
});

describe('registerIpc', () => {
  it('handles every bridge channel', () => {
    expect([...ipcMain.handlers.keys()].sort()).toEqual(Object.values(channels).sort());
  });

  it('prints the window that asked', async () => {
    await ipcMain.invoke(channels.print, event(ours, `${appOrigin}/recipe/soup`));
    expect(print).toHaveBeenCalledWith(ours);
  });

  it('passes a checked backup name to the save dialog of the window that asked', async () => {
    const name = 'larder_2024.08.21.10.00.00.zip';
    await expect(
      ipcMain.invoke(channels.saveBackupAs, event(ours, `${appOrigin}/admin/backups`), name),
    ).resolves.toEqual(canceled);
    expect(saveBackupAs).toHaveBeenCalledWith(ours, name);
  });

  it('opens the restore and import dialogs for the window that asked', async () => {
    const from = event(ours, `${appOrigin}/admin/backups`);
    await ipcMain.invoke(channels.openBackupArchive, from);
    await ipcMain.invoke(channels.openMigrationArchive, from, 'myrecipebox');
    expect(openBackupArchive).toHaveBeenCalledWith(ours);
    expect(openMigrationArchive).toHaveBeenCalledWith(ours, 'myrecipebox');
  });

  it('chooses the backup folder and opens the data folder for the window that asked', async () => {
    const from = event(ours, `${appOrigin}/admin/backups`);
    await expect(ipcMain.invoke(channels.chooseBackupFolder, from)).resolves.toEqual(canceled);
    await ipcMain.invoke(channels.openDataFolder, from);
    expect(chooseBackupFolder).toHaveBeenCalledWith(ours);
    expect(openDataFolder).toHaveBeenCalledWith(ours);
  });

  it.each<[string, string, unknown[]]>([
    ['a path as a backup name', channels.saveBackupAs, ['../../.ssh/id_rsa.zip']],
    ['a backup name that is not a zip', channels.saveBackupAs, ['larder.db']],
    ['a backup name that is not text', channels.saveBackupAs, [{ name: 'a.zip' }]],
    ['no backup name', channels.saveBackupAs, []],
    ['an unknown migration type', channels.openMigrationArchive, ['evernote']],
    ['extra arguments', channels.openBackupArchive, ['/etc/passwd']],
    ['arguments to print', channels.print, [{}]],
    ['a folder handed to the folder chooser', channels.chooseBackupFolder, ['/etc']],
    ['a folder handed to open the data folder', channels.openDataFolder, ['/']],
  ])('refuses %s', (_case, channel, args) => {
    expect(() => ipcMain.invoke(channel, event(ours, `${appOrigin}/`), ...args)).toThrow(
      `Refused ${channel}: unexpected arguments`,
    );
    for (const service of Object.values(services)) expect(service).not.toHaveBeenCalled();
  });

  it.each([
    ['another origin in our window (an embedded frame)', ours, 'https://www.youtube.com/embed/x'],
    ['a frame that is gone', ours, null],
    ['our origin shown in a window we did not create', stranger, `${appOrigin}/`],
    ['another port on the same host', ours, 'http://127.0.0.1:41235/'],
  ])('refuses %s', (_case, sender, frameUrl) => {
    for (const channel of Object.values(channels)) {
      expect(() => ipcMain.invoke(channel, event(sender, frameUrl))).toThrow(`Refused ${channel}`);
    }
    for (const service of Object.values(services)) expect(service).not.toHaveBeenCalled();
  });

  it('removes its handlers when asked', () => {
    const other = new FakeIpcMain();
    const unregister = registerIpc(other as unknown as IpcMain, {
      appOrigin,
      isOwnWebContents: () => true,
      ...services,
    });
    unregister();
    expect(other.handlers.size).toBe(0);
  });
});
