import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { saveBackupAs } from '../../../../main/native/backup-save';

const name = 'larder_2024.08.21.10.00.00.zip';
let root: string;
let backups: string;
let elsewhere: string;
let content: Buffer;

/** A save dialog that answers `result`, recording what it was asked. */
function saveDialogAnswering(result: SaveDialogReturnValue) {
  return vi.fn<(options: SaveDialogOptions) => Promise<SaveDialogReturnValue>>(() =>
    Promise.resolve(result),
  );
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'larder-save-'));
  backups = path.join(root, 'backups');
  elsewhere = path.join(root, 'Documents');
  await Promise.all([mkdir(backups), mkdir(elsewhere)]);
  content = randomBytes(300_000); // several stream chunks
  await writeFile(path.join(backups, name), content);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('saveBackupAs', () => {
  it('offers the backup’s name and .zip, then copies its bytes exactly', async () => {
    const target = path.join(elsewhere, 'my backup.zip');
    const dialog = saveDialogAnswering({ canceled: false, filePath: target });

    await expect(saveBackupAs(dialog, backups, name)).resolves.toEqual({ saved: target });

    expect(dialog).toHaveBeenCalledWith(
      expect.objectContaining({
        defaultPath: name,
        filters: [{ name: 'Larder backup', extensions: ['zip'] }],
      }),
    );
    expect((await readFile(target)).equals(content)).toBe(true);
    expect(await readdir(elsewhere)).toEqual(['my backup.zip']); // no temporary file left
    expect((await readFile(path.join(backups, name))).equals(content)).toBe(true);
  });

  it('replaces a file already at the target whole', async () => {
    const target = path.join(elsewhere, name);
    await writeFile(target, 'older and shorter');
    await saveBackupAs(saveDialogAnswering({ canceled: false, filePath: target }), backups, name);
    expect((await readFile(target)).equals(content)).toBe(true);
    expect(await readdir(elsewhere)).toEqual([name]);
  });

  it('does nothing when the person cancels', async () => {
    const dialog = saveDialogAnswering({ canceled: true, filePath: '' });
    await expect(saveBackupAs(dialog, backups, name)).resolves.toEqual({ canceled: true });
    expect(await readdir(elsewhere)).toEqual([]);
  });

  it('leaves no partial file when the copy fails', async () => {
    const target = path.join(elsewhere, 'missing-folder', 'copy.zip');
    const dialog = saveDialogAnswering({ canceled: false, filePath: target });
    await expect(saveBackupAs(dialog, backups, name)).rejects.toThrow(/ENOENT/);
    expect(await readdir(elsewhere)).toEqual([]);
  });

  it.each([
    ['a path out of the folder', '../secrets.zip'],
    ['a nested path', 'sub/larder.zip'],
    ['a Windows path', '..\\larder.zip'],
    ['an absolute path', '/etc/passwd.zip'],
    ['a hidden file', '.partial.zip'],
    ['not a zip', 'larder.db'],
    ['an empty name', ''],
  ])('refuses %s without opening a dialog', async (_case, badName) => {
    const dialog = saveDialogAnswering({ canceled: false, filePath: path.join(elsewhere, 'x') });
    await expect(saveBackupAs(dialog, backups, badName)).rejects.toThrow('Not a backup file name');
    expect(dialog).not.toHaveBeenCalled();
  });

  it('refuses a backup that is not in the folder', async () => {
    const dialog = saveDialogAnswering({ canceled: false, filePath: path.join(elsewhere, 'x') });
    await expect(saveBackupAs(dialog, backups, 'larder_gone.zip')).rejects.toThrow(
      'There is no backup called larder_gone.zip',
    );
    expect(dialog).not.toHaveBeenCalled();
  });
});
