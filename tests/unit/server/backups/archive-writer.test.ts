import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import AdmZip from 'adm-zip';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';

import { writeBackupArchive } from '../../../../server/backups/archive-writer';
import { silentProgress } from '../../../../server/backups/progress';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

// Pictures are read into buffers that are used again once the zip file holds them: a buffer
// reused too early would put another picture's bytes in the archive.
it('writes every data file byte for byte, with buffers used again across hundreds of files', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'larder-archive-'));
  roots.push(root);
  const databaseFile = path.join(root, 'larder.db');
  const sqlite = new BetterSqlite3(databaseFile);
  sqlite.exec(`CREATE TABLE kysely_migration (name TEXT PRIMARY KEY, timestamp TEXT);
    INSERT INTO kysely_migration VALUES ('0001_start', '2026-01-01');
    CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);
    INSERT INTO notes (body) VALUES ('kept');`);
  sqlite.close();
  writeFileSync(path.join(root, '.secret'), 'secret');
  const expected = new Map<string, Buffer>();
  for (let index = 0; index < 400; index += 1) {
    const folder = path.join(root, 'recipes', `r${index}`, 'images');
    mkdirSync(folder, { recursive: true });
    // Mostly small pictures, some over the 1 MB slab, one over the 4 MB whole-read limit.
    const size =
      index === 7 ? 5_000_000 : index % 50 === 3 ? 1_500_000 : 1 + ((index * 7919) % 90_000);
    const bytes = randomBytes(size);
    writeFileSync(path.join(folder, 'original.webp'), bytes);
    expected.set(`data/recipes/r${index}/images/original.webp`, bytes);
  }

  const target = path.join(root, 'backup.zip');
  const manifest = await writeBackupArchive(
    { databaseFile, dataRoot: root },
    target,
    silentProgress,
  );

  const zip = new AdmZip(target);
  for (const [name, bytes] of expected) {
    expect(zip.getEntry(name)?.getData().equals(bytes), name).toBe(true);
  }
  expect(Object.keys(manifest.files)).toHaveLength(expected.size + 1);
  const database = JSON.parse(zip.readAsText('database.json')) as Record<string, unknown>;
  expect(database.notes).toEqual([{ id: 1, body: 'kept' }]);
});
