import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { OpenDialogOptions, OpenDialogReturnValue } from 'electron';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { backupFolderInUse, chooseBackupFolder } from '../../../../main/native/backup-folder';
import type { ServerSession } from '../../../../main/native/server-session';
import type { BackupSchedule } from '../../../../server/contract/backups';
import type { ApiClient } from '../../../helpers/http-client';
import { adminCredentials, startTestServer, type TestServer } from '../../../helpers/test-server';

let t: TestServer;
let admin: ApiClient;
let folders: string;
let origin: string;

/** Signs in through the form like the window does, and returns its session as main reads it. */
async function windowSession(username: string, password: string): Promise<ServerSession> {
  const res = await fetch(new URL('/api/auth/token', t.url), {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });
  expect(res.status).toBe(200);
  return { origin, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

const showOpenDialog = vi.fn<(options: OpenDialogOptions) => Promise<OpenDialogReturnValue>>();
const choose = (folder: string) =>
  showOpenDialog.mockResolvedValueOnce({ canceled: false, filePaths: [folder] });

async function savedFolder(): Promise<string | null> {
  return (await admin.get<BackupSchedule>('/api/admin/backups/schedule')).body.folder;
}

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.setupAdmin()).client;
  origin = new URL(t.url).origin;
  folders = await mkdtemp(path.join(tmpdir(), 'larder-folders-'));
});
afterAll(async () => {
  await t.close();
  await rm(folders, { recursive: true, force: true });
});
beforeEach(() => showOpenDialog.mockReset());

describe('choosing the backup folder', () => {
  it('changes nothing when the person closes the dialog', async () => {
    const session = await windowSession(adminCredentials.username, adminCredentials.password);
    showOpenDialog.mockResolvedValueOnce({ canceled: true, filePaths: [] });
    await expect(chooseBackupFolder(showOpenDialog, session)).resolves.toEqual({ canceled: true });
    expect(await savedFolder()).toBeNull();
  });

  it('opens on the folder in use and saves the choice as the site setting', async () => {
    const session = await windowSession(adminCredentials.username, adminCredentials.password);
    const chosen = path.join(folders, 'new backups');
    choose(chosen);

    await expect(chooseBackupFolder(showOpenDialog, session)).resolves.toEqual({
      folder: chosen,
      folderInUse: chosen,
    });
    expect(showOpenDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        defaultPath: path.join(t.dataDir, 'backups'),
        properties: expect.arrayContaining(['openDirectory']) as unknown,
      }),
    );
    expect(await savedFolder()).toBe(chosen);
    await expect(backupFolderInUse(session)).resolves.toBe(chosen);
  });

  it('reports a folder Larder cannot write in, and keeps the folder it had', async () => {
    const session = await windowSession(adminCredentials.username, adminCredentials.password);
    const before = await savedFolder();
    const file = path.join(folders, 'a file');
    await writeFile(file, 'not a folder');
    choose(path.join(file, 'backups'));

    await expect(chooseBackupFolder(showOpenDialog, session)).rejects.toThrow(
      /^400: Larder cannot keep backups in /,
    );
    expect(await savedFolder()).toBe(before);
  });

  it('refuses someone who is not an administrator before any dialog opens', async () => {
    const { user, password } = await t.createMember(admin);
    const session = await windowSession(user.username ?? '', password);
    await expect(chooseBackupFolder(showOpenDialog, session)).rejects.toThrow(/^403: /);
    await expect(chooseBackupFolder(showOpenDialog, { origin, cookie: '' })).rejects.toThrow(
      /^401: /,
    );
    expect(showOpenDialog).not.toHaveBeenCalled();
  });
});
