import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import AdmZip from 'adm-zip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AllBackups } from '../../../server/contract/backups';
import type { ApiClient } from '../../helpers/http-client';
import { fileForm } from '../../helpers/images';
import {
  hashDataFiles,
  makeBackup,
  snapshotTables,
  seedHousehold,
  type Household,
  type TableRows,
} from '../../helpers/backups';
import { startTestServer, unique, type TestServer } from '../../helpers/test-server';

let t: TestServer;
let h: Household;
let good: Buffer;
let entries: Map<string, Buffer>;
let before: { rows: TableRows; files: Record<string, string> };

beforeAll(async () => {
  t = await startTestServer();
  h = await seedHousehold(t);
  const name = await makeBackup(h.admin);
  good = readFileSync(path.join(t.dataDir, 'backups', name));
  entries = new Map(
    new AdmZip(good)
      .getEntries()
      .filter((entry) => !entry.isDirectory)
      .map((entry) => [entry.entryName, entry.getData()]),
  );
  before = { rows: snapshotTables(t.dataDir), files: await hashDataFiles(t.dataDir) };
});
afterAll(() => t.close());

const database = () =>
  JSON.parse((entries.get('database.json') as Buffer).toString()) as Record<
    string,
    Record<string, unknown>[]
  >;

/** The good backup with some entries replaced (a Buffer), added, or removed (null). */
function variant(changes: Record<string, Buffer | null>): Buffer {
  const zip = new AdmZip();
  for (const [name, bytes] of entries) if (!(name in changes)) zip.addFile(name, bytes);
  for (const [name, bytes] of Object.entries(changes)) if (bytes) zip.addFile(name, bytes);
  return zip.toBuffer();
}

const withDatabase = (edit: (tables: Record<string, unknown[]>) => unknown) => {
  const tables = database();
  const edited = edit(tables) ?? tables;
  return variant({ 'database.json': Buffer.from(JSON.stringify(edited)) });
};

/** adm-zip cleans names it writes; hostile names are patched into the bytes afterwards. */
function renamed(archive: Buffer, from: string, to: string): Buffer {
  expect(to.length).toBe(from.length);
  const out = Buffer.from(archive);
  for (let at = out.indexOf(from); at >= 0; at = out.indexOf(from, at + 1)) out.write(to, at);
  return out;
}

/** Rewrites the uncompressed size in every header (local at +22, central at +24) of `name`. */
function withDeclaredSize(archive: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(archive);
  for (let at = 0; at < out.length - 4; at += 1) {
    const signature = out.readUInt32LE(at);
    const nameAt = signature === 0x04034b50 ? at + 30 : signature === 0x02014b50 ? at + 46 : -1;
    if (nameAt < 0 || out.toString('utf8', nameAt, nameAt + name.length) !== name) continue;
    out.writeUInt32LE(size, at + (signature === 0x04034b50 ? 22 : 24));
  }
  return out;
}

async function liveState() {
  return {
    rows: snapshotTables(t.dataDir),
    files: await hashDataFiles(t.dataDir),
    staging: readdirSync(path.join(t.dataDir, '.temp')).filter((f) => /^(restore|verify)-/.test(f)),
  };
}

async function listed(client: ApiClient) {
  return (await client.get<AllBackups>('/api/admin/backups')).body.imports.map((f) => f.name);
}

/**
 * Restoring `archive` answers 400 with the reason and changes nothing: every row and file as
 * before, sessions still valid, no staging folder and no "before restore" backup left.
 */
async function expectRefused(archive: Buffer, reason: RegExp) {
  const name = `${unique('hostile-')}.zip`;
  writeFileSync(path.join(t.dataDir, 'backups', name), archive);
  const res = await h.admin.post(`/api/admin/backups/${name}/restore`);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ detail: { error: true, message: reason } });
  expect(await liveState()).toEqual({ rows: before.rows, files: before.files, staging: [] });
  expect((await h.admin.get('/api/users/self')).status).toBe(200);
  expect((await listed(h.admin)).filter((f) => f.includes('before-restore'))).toEqual([]);
}

/** Uploading `archive` answers 400 with the reason and adds nothing to the folder. */
async function expectUploadRefused(archive: Buffer, reason: RegExp) {
  const names = await listed(h.admin);
  const res = await h.admin.request('POST', '/api/admin/backups/upload', {
    body: fileForm('archive', archive, 'upload.zip', {}),
  });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ detail: { error: true, message: reason } });
  expect(await listed(h.admin)).toEqual(names);
}

const recipeImage = () =>
  [...entries.keys()].find((name) => name.endsWith('/images/original.webp')) as string;

describe('hostile and damaged archives', () => {
  it('restores the untouched archive (the variants below differ only where they say)', async () => {
    const res = await h.admin.request('POST', '/api/admin/backups/upload', {
      body: fileForm('archive', variant({}), 'rezipped.zip', {}),
    });
    expect(res.status).toBe(200);
    const check = await h.admin.post(`/api/admin/backups/rezipped.zip/verify`);
    expect(check.status).toBe(200);
  });

  it('refuses zip slip names', async () => {
    const image = recipeImage();
    // data/recipes/<36-character id>/… becomes data/recipes/../../…/…
    const slip = image.replace(/^(data\/recipes\/)[^/]{36}/, `$1${'../'.repeat(12)}`);
    expect(slip).toMatch(/^data\/recipes\/(\.\.\/){12}/);
    for (const [from, to] of [
      [image, slip],
      [image, `/${image.slice(1)}`],
      [image, image.replace('/images/', '\\images\\')],
    ] as const) {
      const archive = renamed(good, from, to);
      await expectRefused(archive, /unsafe entry name/);
      await expectUploadRefused(archive, /unsafe entry name/);
    }
  });

  it('refuses zip bombs and lying sizes', async () => {
    const bomb = variant({ 'data/recipes/pad.bin': Buffer.alloc(16 * 1024 * 1024) });
    await expectRefused(bomb, /zip bomb/);
    await expectUploadRefused(bomb, /zip bomb/);
    const text = Buffer.from('lorem ipsum dolor sit amet '.repeat(40_000));
    const liar = withDeclaredSize(
      variant({ 'data/recipes/notes.txt': text }),
      'data/recipes/notes.txt',
      40,
    );
    await expectRefused(liar, /does not unpack to its declared size/);
    const huge = withDeclaredSize(good, 'database.json', 2 ** 32 - 1);
    await expectRefused(huge, /zip bomb|more than/);
  });

  it('refuses symbolic links', async () => {
    const zip = new AdmZip(variant({}));
    const image = zip.getEntry(recipeImage());
    if (!image) throw new Error('no image entry');
    image.attr = ((0o120777 << 16) | 0) >>> 0;
    await expectRefused(zip.toBuffer(), /symbolic link/);
  });

  it('refuses truncated, damaged and duplicated archives', async () => {
    await expectRefused(
      good.subarray(0, Math.floor(good.length / 2)),
      /not a zip archive, or it is cut short/,
    );
    await expectUploadRefused(good.subarray(0, good.length - 30), /not a zip archive/);
    // the writer stores pictures as they are: flip a byte of one in place
    const webp = good.indexOf(Buffer.from('WEBPVP8'));
    const flipped = Buffer.from(good);
    flipped[webp + 20] = (flipped[webp + 20] ?? 0) ^ 0xff;
    await expectRefused(flipped, /checksum does not match/);
    const [first, second] = [...entries.keys()].filter((n) =>
      /^data\/recipes\/[^/]+\/images\/tiny-original\.webp$/.test(n),
    );
    if (!first || !second) throw new Error('two recipes with pictures expected');
    await expectRefused(renamed(good, second, first), /appears twice/);
  });

  it('refuses archives that are not Larder backups', async () => {
    const photos = new AdmZip();
    photos.addFile('holiday.jpg', Buffer.from('not really a jpeg'));
    await expectRefused(photos.toBuffer(), /no database\.json/);
    await expectUploadRefused(photos.toBuffer(), /no database\.json/);
    await expectRefused(
      variant({ 'run-me.sh': Buffer.from('rm -rf /') }),
      /run-me\.sh is not part of a backup/,
    );
    await expectRefused(
      variant({ 'data/backups/old.zip': Buffer.from('x') }),
      /data\/backups\/old\.zip is not part of a Larder backup/,
    );
    await expectRefused(
      variant({ 'data/.secret': Buffer.from('hello') }),
      /not a Larder signing key/,
    );
    await expectRefused(
      variant({ 'database.json': Buffer.from('{"recipes": [') }),
      /not valid JSON|ends too early/,
    );
    await expectRefused(
      variant({ 'database.json': Buffer.from('[1, 2]') }),
      /not an object of tables/,
    );
    await expectRefused(
      variant({ 'database.json': Buffer.from('{"users": []}') }),
      /does not state its schema revision/,
    );
  });

  it('refuses an unknown or newer schema revision', async () => {
    const revision = (value: string) =>
      withDatabase((tables) => ({ ...tables, alembic_version: [{ version_num: value }] }));
    await expectRefused(revision('larder-9999-from-the-future'), /unknown to this Larder/);
    await expectUploadRefused(revision('larder-9999-from-the-future'), /unknown to this Larder/);
    await expectRefused(revision('ffffffffffff'), /schema revision "ffffffffffff"/);
  });

  it('refuses rows of the wrong type, shape, table or column', async () => {
    const firstRecipe = (tables: Record<string, unknown[]>) =>
      tables.recipes?.[0] as Record<string, unknown>;
    await expectRefused(
      withDatabase((tables) => void (firstRecipe(tables).name = 5)),
      /recipes\.name holds 5, which is not of type text/,
    );
    await expectRefused(
      withDatabase((tables) => void (firstRecipe(tables).search_key = 'one')),
      /recipes\.search_key .* not of type integer/,
    );
    await expectRefused(
      withDatabase((tables) => void (firstRecipe(tables).name = { text: 'x' })),
      /nests an object in a row/,
    );
    await expectRefused(
      withDatabase((tables) => void (firstRecipe(tables).name = ['x'])),
      /nests a list in a row/,
    );
    await expectRefused(
      withDatabase((tables) => void (tables.recipes = { a: 1 } as never)),
      /is not a table of rows/,
    );
    await expectRefused(
      withDatabase((tables) => void tables.recipes?.push(7)),
      /row that is not an object/,
    );
    await expectRefused(
      withDatabase((tables) => void (tables.secrets = [{ a: 1 }])),
      /table "secrets" that Larder does not have/,
    );
    await expectRefused(
      withDatabase((tables) => void (firstRecipe(tables).is_evil = 1)),
      /recipes has no column "is_evil"/,
    );
    await expectRefused(
      withDatabase((tables) => void (firstRecipe(tables).name = null)),
      /cannot be restored .*NOT NULL/,
    );
    await expectRefused(
      withDatabase(
        (tables) => void (firstRecipe(tables).group_id = '00000000-0000-4000-8000-000000000000'),
      ),
      /references dangle: recipes → groups/,
    );
  });

  it('refuses archives that do not match their manifest', async () => {
    await expectRefused(
      withDatabase((tables) => void tables.notes?.pop()),
      /notes: the archive lists \d+ rows, database\.json holds/,
    );
    await expectRefused(
      variant({ [recipeImage()]: Buffer.from('another picture') }),
      /differs from what larder-manifest\.json lists/,
    );
    await expectRefused(
      variant({ [recipeImage()]: null }),
      /listed in larder-manifest\.json but missing/,
    );
    await expectRefused(
      variant({ 'data/recipes/extra/file.txt': Buffer.from('x') }),
      /not in larder-manifest\.json/,
    );
  });
});
