import { createHash, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { SuccessResponse } from '../../../server/contract/common';
import type {
  MaintenanceLogs,
  MaintenanceStorageDetails,
  MaintenanceSummary,
} from '../../../server/contract/maintenance';
import type { Recipe } from '../../../server/contract/recipes';
import type { ServerTask } from '../../../server/contract/reports';
import { makeBackup } from '../../helpers/backups';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { imageForm, pngBytes } from '../../helpers/images';
import { startTestServer, unique, type TestServer } from '../../helpers/test-server';
import { createRecipe } from '../../helpers/two-groups';

let t: TestServer;
let admin: ApiClient;
let live: Recipe;
let backupName: string;

const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
const twoHoursAgo = () => new Date(Date.now() - 2 * 60 * 60 * 1000);
/** Makes a file or folder look untouched for two hours (what the cleans wait for). */
const age = (file: string) => utimesSync(file, twoHoursAgo(), twoHoursAgo());
const recipeFolder = (id: string) => path.join(t.dataDir, 'recipes', id);
const imagesOf = (recipe: Recipe) => path.join(recipeFolder(recipe.id), 'images');

async function clean(what: string): Promise<SuccessResponse> {
  const res = await admin.post<SuccessResponse>(`/api/admin/maintenance/clean/${what}`);
  expect(res.status).toBe(200);
  expect(contractErrors('SuccessResponse', res.body)).toEqual([]);
  return res.body;
}

beforeAll(async () => {
  t = await startTestServer();
  ({ client: admin } = await t.setupAdmin());
  live = await createRecipe(admin, { name: unique('Kept soup ') });
  const put = await admin.request('PUT', `/api/recipes/${live.slug}/image`, {
    body: imageForm(await pngBytes(600, 400), 'png'),
  });
  expect(put.status).toBe(200);
  backupName = await makeBackup(admin);
});
afterAll(() => t.close());

describe('GET /api/admin/maintenance and /storage', () => {
  it('sums up the data folder and counts what a clean would change', async () => {
    const res = await admin.get<MaintenanceSummary>('/api/admin/maintenance');
    expect(res.status).toBe(200);
    expect(contractErrors('MaintenanceSummary', res.body)).toEqual([]);
    expect(res.body.dataDirSize).toMatch(/^[\d.]+ (bytes|KB|MB|GB)$/);
  });

  it('gives bytes by kind: images, assets, backups, temp, logs, database', async () => {
    const res = await admin.get<MaintenanceStorageDetails>('/api/admin/maintenance/storage');
    expect(res.status).toBe(200);
    expect(contractErrors('MaintenanceStorageDetails', res.body)).toEqual([]);
    const bytes = Object.fromEntries(res.body.kinds.map((k) => [k.kind, k.bytes]));
    expect(Object.keys(bytes).sort()).toEqual(
      ['backups', 'database', 'logs', 'recipeAssets', 'recipeImages', 'temp'].sort(),
    );
    const imageBytes = readdirSync(imagesOf(live)).reduce(
      (sum, name) => sum + statSync(path.join(imagesOf(live), name)).size,
      0,
    );
    expect(bytes.recipeImages).toBe(imageBytes);
    expect(bytes.backups).toBe(statSync(path.join(t.dataDir, 'backups', backupName)).size);
    expect(bytes.database).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/maintenance/clean/images', () => {
  it('rebuilds a missing size and removes strays, leaving live pictures alone', async () => {
    const dir = imagesOf(live);
    const originalHash = hash(path.join(dir, 'original.webp'));
    const backupHash = hash(path.join(t.dataDir, 'backups', backupName));
    rmSync(path.join(dir, 'tiny-original.webp'));
    writeFileSync(path.join(dir, 'scan.jpg'), 'an old upload');
    const goneEvent = path.join(dir, 'timeline', randomUUID());
    mkdirSync(goneEvent, { recursive: true });
    writeFileSync(path.join(goneEvent, 'original.webp'), 'picture of a deleted event');
    age(goneEvent);

    const before = (await admin.get<MaintenanceSummary>('/api/admin/maintenance')).body;
    expect(before.cleanableImages).toBe(3);

    const result = await clean('images');
    expect(result.message).toBe('Rebuilt 1 image size, removed 2 orphaned files.');
    expect(readdirSync(dir).sort()).toEqual([
      'min-original.webp',
      'original.webp',
      'timeline',
      'tiny-original.webp',
    ]);
    expect(readdirSync(path.join(dir, 'timeline'))).toEqual([]);
    expect(statSync(path.join(dir, 'tiny-original.webp')).size).toBeGreaterThan(0);
    expect(hash(path.join(dir, 'original.webp'))).toBe(originalHash);
    expect(hash(path.join(t.dataDir, 'backups', backupName))).toBe(backupHash);
    expect((await admin.get<MaintenanceSummary>('/api/admin/maintenance')).body).toMatchObject({
      cleanableImages: 0,
    });
    const served = await admin.get(`/api/media/recipes/${live.id}/images/tiny-original.webp`);
    expect(served.status).toBe(200);
  });
});

describe('POST /api/admin/maintenance/clean/recipe-folders', () => {
  it('removes settled folders of recipes that are gone, never a live recipe’s', async () => {
    const orphan = recipeFolder(randomUUID());
    mkdirSync(path.join(orphan, 'images'), { recursive: true });
    writeFileSync(path.join(orphan, 'images', 'original.webp'), 'left behind');
    age(orphan);
    const fresh = recipeFolder(randomUUID());
    mkdirSync(fresh);
    const notOurs = path.join(t.dataDir, 'recipes', 'README.txt');
    writeFileSync(notOurs, 'someone’s note');
    const liveFiles = readdirSync(imagesOf(live)).sort();

    const before = (await admin.get<MaintenanceSummary>('/api/admin/maintenance')).body;
    expect(before.cleanableDirs).toBe(1);
    expect((await clean('recipe-folders')).message).toBe('Removed 1 recipe folder.');
    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(notOurs)).toBe(true);
    expect(readdirSync(imagesOf(live)).sort()).toEqual(liveFiles);
    expect((await admin.get<Recipe>(`/api/recipes/${live.slug}`)).status).toBe(200);
  });
});

describe('POST /api/admin/maintenance/clean/temp', () => {
  it('deletes old temporary entries and keeps uploads and fresh work', async () => {
    const temp = path.join(t.dataDir, '.temp');
    const old = path.join(temp, 'leftover-export.zip');
    writeFileSync(old, 'old');
    age(old);
    const working = path.join(temp, 'migration-in-progress');
    mkdirSync(working);
    expect((await clean('temp')).message).toBe('Removed 1 temporary entry.');
    expect(existsSync(old)).toBe(false);
    expect(existsSync(working)).toBe(true);
    expect(existsSync(path.join(temp, 'uploads'))).toBe(true);
    expect(existsSync(path.join(t.dataDir, 'backups', backupName))).toBe(true);
  });
});

describe('GET /api/admin/maintenance/logs', () => {
  it('returns the structured log newest last, capped at 1000 lines', async () => {
    await admin.get('/api/admin/maintenance/logs?lines=1');
    const logFile = path.join(t.dataDir, 'logs', 'larder.log');
    const filler = Array.from({ length: 1500 }, (_, i) =>
      JSON.stringify({ level: 30, time: new Date().toISOString(), msg: `filler ${i}` }),
    );
    appendFileSync(logFile, `${filler.join('\n')}\n`);
    await admin.get('/api/recipes?perPage=1');

    const res = await admin.get<MaintenanceLogs>('/api/admin/maintenance/logs?lines=5000');
    expect(res.status).toBe(200);
    expect(contractErrors('MaintenanceLogs', res.body)).toEqual([]);
    expect(res.body.logs).toHaveLength(1000);
    const parsed = res.body.logs.map((line) => JSON.parse(line) as { msg: string; url?: string });
    expect(parsed.some((entry) => entry.msg === 'filler 1499')).toBe(true);
    expect(parsed.some((entry) => entry.msg === 'filler 400')).toBe(false);
    const last = parsed.filter((entry) => entry.msg === 'request').at(-1);
    expect(last?.url).toBe('/api/recipes?perPage=1');

    const few = await admin.get<MaintenanceLogs>('/api/admin/maintenance/logs?lines=3');
    expect(few.body.logs).toHaveLength(3);
    const byDefault = await admin.get<MaintenanceLogs>('/api/admin/maintenance/logs');
    expect(byDefault.body.logs).toHaveLength(200);
  });

  it('refuses a count that is no positive number', async () => {
    for (const lines of ['0', '-4', 'many', '2.5']) {
      const res = await admin.get(`/api/admin/maintenance/logs?lines=${lines}`);
      expect(res.status).toBe(422);
      expect(contractErrors('HTTPValidationError', res.body)).toEqual([]);
    }
  });

  it('clean/logs empties the log, and logging carries on', async () => {
    const result = await clean('logs');
    expect(result.message).toMatch(/^Logs cleaned: [\d.]+ (bytes|KB|MB)/);
    await admin.get('/api/recipes?perPage=2');
    const res = await admin.get<MaintenanceLogs>('/api/admin/maintenance/logs?lines=1000');
    expect(res.body.logs.length).toBeLessThan(10);
    expect(res.body.logs.some((line) => line.includes('filler'))).toBe(false);
    expect(res.body.logs.some((line) => line.includes('/api/recipes?perPage=2'))).toBe(true);
  });
});

describe('cleans as server tasks', () => {
  it('records each clean as a finished task with its log', async () => {
    const tasks = (await admin.get<ServerTask[]>('/api/groups/server-tasks')).body;
    const cleans = tasks.filter((task) => task.name === 'Maintenance Clean');
    expect(cleans.length).toBeGreaterThanOrEqual(4);
    for (const task of cleans) {
      expect(task.status).toBe('finished');
      expect(contractErrors('ServerTask', task)).toEqual([]);
    }
    expect(cleans.some((task) => task.log.includes('Removed 1 recipe folder.'))).toBe(true);
  });
});
