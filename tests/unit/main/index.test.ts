import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { RunningServer, SharingStatus, StartServerOptions } from '../../../server/index';
import { channels } from '../../../preload/bridge';
import {
  FakeBrowserWindow,
  FakeTray,
  fakeElectron,
  fakeEvent,
  resetFakeElectron,
} from '../../helpers/fake-electron';

// The same fake across vi.resetModules(), which re-runs mock factories.
const fake = await vi.hoisted(() => import('../../helpers/fake-electron'));
vi.mock('electron', () => fake.fakeElectron);

const startServer = vi.fn<(options: StartServerOptions) => Promise<RunningServer>>();
vi.mock('../../../server/index', () => ({ startServer }));

const argv = process.argv;
const close = vi.fn(() => Promise.resolve());

const off: SharingStatus = { enabled: false, urls: [], mdnsName: null };
const sharing = {
  enable: vi.fn(() => Promise.resolve(off)),
  disable: vi.fn(() => Promise.resolve(off)),
  status: vi.fn(() => off),
  watch: vi.fn(() => () => undefined),
};

function running(setupUrl: string | null): RunningServer {
  return { url: 'http://127.0.0.1:41234/', port: 41234, setupUrl, sharing, close };
}

const adminCredentials = {
  fullName: 'Ada Admin',
  username: 'ada',
  email: 'ada@example.com',
  password: 'correct horse battery',
  groupName: 'Home',
};

/** First-run set-up on the real server, then a sign-in like the window's: its session cookie. */
async function signUpAdmin(origin: string): Promise<{ name: string; value: string }> {
  const setup = await fetch(`${origin}/api/setup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(adminCredentials),
  });
  expect(setup.status).toBe(201);
  const login = await fetch(`${origin}/api/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({
      username: adminCredentials.username,
      password: adminCredentials.password,
    }),
  });
  const [name = '', value = ''] =
    (login.headers.get('set-cookie') ?? '').split(';')[0]?.split('=') ?? [];
  return { name, value };
}

/** Runs main/index.ts afresh, as Electron does at launch, and returns the fakes it used. */
async function launch() {
  vi.resetModules();
  await import('../../../main/index');
  return { ...fakeElectron, windows: FakeBrowserWindow.all };
}

beforeEach(() => {
  process.argv = ['electron', '/repo', '--data-dir', '/tmp/larder-desktop'];
  resetFakeElectron();
  startServer.mockReset();
  close.mockClear();
});

afterEach(() => {
  process.argv = argv;
});

describe('main process', () => {
  it('starts the server on loopback, then opens the first-run page with the bridge behind it', async () => {
    startServer.mockResolvedValue(running('http://127.0.0.1:41234/setup'));
    const { windows, ipcMain } = await launch();
    await vi.waitFor(() => expect(windows).toHaveLength(1));

    expect(startServer).toHaveBeenCalledWith({
      dataDir: '/tmp/larder-desktop',
      host: '127.0.0.1',
      port: 0,
      nativeBinding: undefined,
    });
    expect(windows[0]?.webContents.loadURL).toHaveBeenCalledWith('http://127.0.0.1:41234/setup');
    expect(windows[0]?.options.webPreferences).toMatchObject({
      preload: expect.stringMatching(/[/\\]preload[/\\]preload\.cjs$/) as unknown,
    });
    expect(ipcMain.handlers.has(channels.print)).toBe(true);
  });

  it('opens the app itself once someone has signed up', async () => {
    startServer.mockResolvedValue(running(null));
    const { windows } = await launch();
    await vi.waitFor(() => expect(windows).toHaveLength(1));
    expect(windows[0]?.webContents.loadURL).toHaveBeenCalledWith('http://127.0.0.1:41234/');
  });

  it('brings its window to the front on a second launch, or reopens it when closed', async () => {
    startServer.mockResolvedValue(running(null));
    const { app, windows } = await launch();
    await vi.waitFor(() => expect(windows).toHaveLength(1));
    const [first] = windows;

    app.emit('second-instance');
    expect(windows).toHaveLength(1);
    expect(first?.focus).toHaveBeenCalled();

    first?.close();
    app.emit('second-instance');
    expect(windows).toHaveLength(2);
  });

  it('closes the server before quitting', async () => {
    startServer.mockResolvedValue(running(null));
    const { app, windows } = await launch();
    await vi.waitFor(() => expect(windows).toHaveLength(1));

    const event = fakeEvent({});
    app.emit('will-quit', event);
    expect(event.defaultPrevented).toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());

    const again = fakeEvent({});
    app.emit('will-quit', again);
    expect(again.defaultPrevented).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('keeps serving from the tray when the window closes while sharing, else quits', async () => {
    startServer.mockResolvedValue(running(null));
    const { app, windows } = await launch();
    await vi.waitFor(() => expect(windows).toHaveLength(1));
    const [tray] = FakeTray.all;
    expect(tray?.image).toMatch(/[/\\]resources[/\\]icons[/\\]32x32\.png$/);
    expect(sharing.watch).toHaveBeenCalled();

    sharing.status.mockReturnValueOnce({
      enabled: true,
      urls: ['http://192.0.2.2:41234/'],
      mdnsName: null,
    });
    app.emit('window-all-closed');
    expect(app.quit).not.toHaveBeenCalled();

    app.emit('window-all-closed');
    if (process.platform !== 'darwin') expect(app.quit).toHaveBeenCalled();
    app.emit('will-quit', fakeEvent({}));
    expect(tray?.destroyed).toBe(true);
  });

  it('quits at once when another instance holds the lock', async () => {
    fakeElectron.app.hasLock = false;
    await launch();
    expect(fakeElectron.app.quit).toHaveBeenCalled();
    expect(fakeElectron.app.whenReady).not.toHaveBeenCalled();
    expect(startServer).not.toHaveBeenCalled();
  });

  it('saves a backup from the folder in use where the person says, over the bridge', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'larder-desktop-'));
    const chosen = path.join(dataDir, 'chosen backups');
    const { startServer: realStartServer } =
      await vi.importActual<typeof import('../../../server/index')>('../../../server/index');
    startServer.mockImplementation((options) =>
      realStartServer({ ...options, rendererDir: path.join(dataDir, 'no-renderer') }),
    );
    try {
      process.argv = ['electron', '/repo', '--data-dir', dataDir];
      const { app, dialog, ipcMain, windows } = await launch();
      await vi.waitFor(() => expect(windows).toHaveLength(1));
      const origin = new URL(String(windows[0]?.webContents.loadURL.mock.calls[0]?.[0])).origin;
      const sender = windows[0]?.webContents;
      if (!sender) throw new Error('no window');
      sender.cookieJar = [await signUpAdmin(origin)];
      const event = { sender, senderFrame: { url: `${origin}/admin/backups` } };

      dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [chosen] });
      await expect(ipcMain.invoke(channels.chooseBackupFolder, event)).resolves.toEqual({
        folder: chosen,
        folderInUse: chosen,
      });
      expect(sender.session.cookies.get).toHaveBeenCalledWith({ url: origin });

      const name = 'larder_2024.08.21.10.00.00.zip';
      await writeFile(path.join(chosen, name), 'backup bytes');
      const target = path.join(dataDir, 'saved.zip');
      dialog.showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: target });
      await expect(ipcMain.invoke(channels.saveBackupAs, event, name)).resolves.toEqual({
        saved: target,
      });
      expect(dialog.showSaveDialog).toHaveBeenCalledWith(
        windows[0],
        expect.objectContaining({ defaultPath: name }),
      );
      expect(await readFile(target, 'utf8')).toBe('backup bytes');

      await ipcMain.invoke(channels.openDataFolder, event);
      expect(fakeElectron.shell.openPath).toHaveBeenCalledWith(dataDir);

      app.emit('will-quit', fakeEvent({}));
      await vi.waitFor(() => expect(app.quit).toHaveBeenCalled());
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reads the export the person picks for an import, over the bridge', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'larder-export-'));
    try {
      const file = path.join(folder, 'My Recipes.paprikarecipes');
      await writeFile(file, 'paprika bytes');
      startServer.mockResolvedValue(running(null));
      const { dialog, ipcMain, windows } = await launch();
      await vi.waitFor(() => expect(windows).toHaveLength(1));
      dialog.showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [file] });

      const event = {
        sender: windows[0]?.webContents,
        senderFrame: { url: 'http://127.0.0.1:41234/group/migrations' },
      };
      const picked = (await ipcMain.invoke(channels.openMigrationArchive, event, 'paprika')) as {
        name: string;
        bytes: Uint8Array;
      };
      expect(picked.name).toBe('My Recipes.paprikarecipes');
      expect(Buffer.from(picked.bytes).toString()).toBe('paprika bytes');
      expect(dialog.showOpenDialog).toHaveBeenCalledWith(
        windows[0],
        expect.objectContaining({
          filters: [{ name: 'Paprika export', extensions: ['paprikarecipes', 'zip'] }],
        }),
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('explains a failed start and exits', async () => {
    startServer.mockRejectedValue(new Error('NODE_MODULE_VERSION 115'));
    const { app, dialog, windows } = await launch();
    await vi.waitFor(() => expect(app.exit).toHaveBeenCalledWith(1));
    expect(dialog.showErrorBox).toHaveBeenCalledWith(
      'Larder could not start',
      expect.stringContaining('electron-v') as unknown,
    );
    expect(windows).toHaveLength(0);
  });
});
