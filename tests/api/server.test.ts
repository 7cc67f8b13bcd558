import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';

import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations/index';
import { startTestServer, type TestServer } from '../helpers/test-server';

let t: TestServer | undefined;
const temp: string[] = [];
afterEach(async () => {
  await t?.close();
  t = undefined;
  for (const dir of temp.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'larder-server-'));
  temp.push(dir);
  return dir;
}

describe('data directory and database', () => {
  it('creates the layout on first start, with the database in WAL mode, synced at every commit', async () => {
    t = await startTestServer();
    for (const entry of [
      'larder.db',
      '.secret',
      'recipes',
      'users',
      'groups',
      'backups',
      '.temp',
      'logs',
    ]) {
      expect(existsSync(path.join(t.dataDir, entry)), entry).toBe(true);
    }
    const { sqlite } = openDatabase(path.join(t.dataDir, 'larder.db'));
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    // FULL (2): an answered write survives a power cut, not only a killed process.
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
    sqlite.close();
  });

  it('clears uploads a stopped server was still receiving, and nothing else', async () => {
    const dataDir = tempDir();
    const uploads = path.join(dataDir, '.temp', 'uploads');
    mkdirSync(uploads, { recursive: true });
    writeFileSync(path.join(uploads, '3f2a9c'), 'half of a video');
    writeFileSync(path.join(dataDir, '.temp', 'kept.txt'), 'other temporary data');
    t = await startTestServer({ dataDir });
    expect(readdirSync(uploads)).toEqual([]);
    expect(readdirSync(path.join(dataDir, '.temp')).sort()).toEqual(['kept.txt', 'uploads']);
  });

  it('keeps sessions across restarts (same signing key)', async () => {
    t = await startTestServer();
    const { client } = await t.setupAdmin();
    const token = client.options.token ?? '';
    const dataDir = t.dataDir;
    await t.server.close();
    t = await startTestServer({ dataDir });
    temp.push(dataDir);
    expect((await t.visitor.withToken(token).get('/api/users/self')).status).toBe(200);
  });

  it('copies an existing database before applying new migrations, not a fresh one', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'larder.db');
    const backups = path.join(dir, 'backups');
    mkdirSync(backups);
    const first = openDatabase(file);
    expect(
      (await migrateToLatest(first.db.withoutPlugins() as Kysely<unknown>, first.sqlite, backups))
        .backupFile,
    ).toBeNull();
    await first.db.destroy();

    const second = openDatabase(file);
    const later = {
      ...migrations,
      '9999-test-extra': {
        up: (db: Kysely<unknown>) =>
          sql`CREATE TABLE extra (id INTEGER)`.execute(db).then(() => undefined),
      },
    };
    const outcome = await migrateToLatest(
      second.db.withoutPlugins() as Kysely<unknown>,
      second.sqlite,
      backups,
      later,
    );
    await second.db.destroy();
    expect(outcome.applied).toEqual(['9999-test-extra']);
    expect(outcome.backupFile && existsSync(outcome.backupFile)).toBe(true);
    expect(readdirSync(backups)).toHaveLength(1);
    const copy = openDatabase(outcome.backupFile ?? '');
    const tables = copy.sqlite
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all() as { name: string }[];
    copy.sqlite.close();
    expect(tables.map((r) => r.name)).toContain('users');
    expect(tables.map((r) => r.name)).not.toContain('extra');
  });

  it('writes structured request logs into logs/larder.log', async () => {
    t = await startTestServer();
    await t.visitor.get('/api/app/about');
    await t.server.close();
    const lines = readFileSync(path.join(t.dataDir, 'logs', 'larder.log'), 'utf8')
      .trim()
      .split('\n');
    const entries = lines.map(
      (line) => JSON.parse(line) as { msg: string; url?: string; status?: number },
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ msg: 'request', url: '/api/app/about', status: 200 }),
    );
    const dataDir = t.dataDir;
    t = undefined;
    temp.push(dataDir);
  });
});

describe('HTTP', () => {
  it('sends security headers suited to a plain-HTTP home network', async () => {
    t = await startTestServer();
    const res = await t.visitor.get('/api/app/about');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    // Frames only from the video players Markdown keeps (server/contract/video-embeds.ts).
    expect(csp.split(';')).toContainEqual(
      'frame-src https://www.youtube.com/embed/ https://youtube.com/embed/ ' +
        'https://www.youtube-nocookie.com/embed/ https://youtube-nocookie.com/embed/ ' +
        'https://player.vimeo.com/video/ https://www.dailymotion.com/embed/',
    );
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('serves the renderer: long-cached hashed assets and index.html for client routes', async () => {
    const renderer = tempDir();
    mkdirSync(path.join(renderer, 'assets'));
    writeFileSync(path.join(renderer, 'index.html'), '<!doctype html><title>Larder</title>');
    writeFileSync(path.join(renderer, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await startTestServer({ rendererDir: renderer });

    const asset = await t.visitor.get('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await t.visitor.get('/assets/missing.js')).status).toBe(404);

    const page = await t.visitor.request('GET', '/recipe/some-slug', {
      headers: { accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Larder</title>');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(
      (await t.visitor.request('GET', '/api/nothing', { headers: { accept: 'text/html' } })).status,
    ).toBe(404);
  });

  it('explains itself when the renderer has not been built', async () => {
    t = await startTestServer();
    const res = await t.visitor.request('GET', '/', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(503);
    expect(res.body).toContain('npm run build');
  });
});
