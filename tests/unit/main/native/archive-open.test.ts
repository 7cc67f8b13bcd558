import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { OpenDialogOptions, OpenDialogReturnValue } from 'electron';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  archiveFilters,
  openArchive,
  readArchive,
  type ArchiveKind,
} from '../../../../main/native/archive-open';
import { SupportedMigrations } from '../../../../server/contract/migrations';

let root: string;

/** An open dialog that answers `result`, recording what it was asked. */
function openDialogAnswering(result: OpenDialogReturnValue) {
  return vi.fn<(options: OpenDialogOptions) => Promise<OpenDialogReturnValue>>(() =>
    Promise.resolve(result),
  );
}

function extensionsAsked(dialog: ReturnType<typeof openDialogAnswering>): string[] {
  const [options] = dialog.mock.calls[0] ?? [];
  return (options?.filters ?? []).flatMap((filter) => filter.extensions).sort();
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'larder-open-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('openArchive', () => {
  it('returns the chosen file’s name and exact bytes', async () => {
    const content = randomBytes(200_000);
    const file = path.join(root, 'larder_2024.08.21.10.00.00.zip');
    await writeFile(file, content);
    const dialog = openDialogAnswering({ canceled: false, filePaths: [file] });

    const picked = await openArchive(dialog, 'backup');

    expect(picked).toMatchObject({ name: 'larder_2024.08.21.10.00.00.zip' });
    expect('bytes' in picked && Buffer.from(picked.bytes).equals(content)).toBe(true);
    expect(dialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Restore from file', properties: ['openFile'] }),
    );
  });

  it('answers canceled when the person closes the dialog', async () => {
    const dialog = openDialogAnswering({ canceled: true, filePaths: [] });
    await expect(openArchive(dialog, 'paprika')).resolves.toEqual({ canceled: true });
  });

  it.each<[ArchiveKind, string[]]>([
    ['backup', ['zip']],
    ['paprika', ['paprikarecipes', 'zip']],
    ['myrecipebox', ['csv', 'zip']],
    ['plantoeat', ['csv', 'zip']],
    ['nextcloud', ['zip']],
    ['tandoor', ['zip']],
  ])('asks for the files a %s import reads', async (kind, extensions) => {
    const dialog = openDialogAnswering({ canceled: true, filePaths: [] });
    await openArchive(dialog, kind);
    expect(extensionsAsked(dialog)).toEqual(extensions);
  });

  it('has filters for every migration type', () => {
    for (const type of SupportedMigrations.options)
      expect(archiveFilters[type].length).toBeGreaterThan(0);
  });

  it('refuses a file larger than the limit, without reading it', async () => {
    const file = path.join(root, 'huge.paprikarecipes');
    await writeFile(file, Buffer.alloc(1001));
    const dialog = openDialogAnswering({ canceled: false, filePaths: [file] });
    await expect(openArchive(dialog, 'paprika', 1000)).rejects.toThrow(
      'huge.paprikarecipes is larger than 1000 bytes',
    );
  });

  it('takes a file exactly at the limit', async () => {
    const file = path.join(root, 'recipes.csv');
    await writeFile(file, Buffer.alloc(1000, 7));
    const picked = await readArchive(file, 1000);
    expect(picked.bytes.length).toBe(1000);
  });

  it('refuses a folder', async () => {
    const folder = path.join(root, 'export.zip');
    await mkdir(folder);
    await expect(readArchive(folder)).rejects.toThrow('export.zip is not a file');
  });
});
