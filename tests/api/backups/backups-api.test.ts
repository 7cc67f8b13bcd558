import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { AppInfo } from '../../../server/contract/app';
import type {
  AllBackups,
  BackupSchedule,
  BackupStatus,
  BackupVerification,
} from '../../../server/contract/backups';
import { makeBackup, waitForBackupJobs } from '../../helpers/backups';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { fileForm } from '../../helpers/images';
import { startTestServer } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const s = useTwoGroups();
const elsewhere = mkdtempSync(path.join(tmpdir(), 'larder-backups-elsewhere-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

const upload = (client: ApiClient, url: string, bytes: Uint8Array, name = 'mine.zip') =>
  client.request<{ message: string }>('POST', url, { body: fileForm('archive', bytes, name, {}) });

const listed = async () =>
  (await s.admin.get<AllBackups>('/api/admin/backups')).body.imports.map((file) => file.name);

const download = async (client: ApiClient, name: string) => {
  const token = await client.get<{ fileToken: string }>(`/api/admin/backups/${name}`);
  expect(token.status).toBe(200);
  expect(contractErrors('FileTokenResponse', token.body)).toEqual([]);
  const res = await fetch(
    new URL(`/api/utils/download?token=${encodeURIComponent(token.body.fileToken)}`, s.t.url),
  );
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('who may reach backups', () => {
  it('is site administrators only: visitors 401, members and other groups’ admins 403', async () => {
    await createRecipe(s.admin, { name: 'Backed up soup' });
    const name = await makeBackup(s.admin);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/backups'],
      ['POST', '/api/admin/backups'],
      ['GET', '/api/admin/backups/status'],
      ['GET', '/api/admin/backups/schedule'],
      ['PUT', '/api/admin/backups/schedule', { keep: 3 }],
      ['GET', `/api/admin/backups/${name}`],
      ['DELETE', `/api/admin/backups/${name}`],
      ['POST', `/api/admin/backups/${name}/restore`],
      ['POST', `/api/admin/backups/${name}/verify`],
      ['GET', '/api/backups/available'],
      ['POST', '/api/backups/export/database'],
      ['GET', `/api/backups/${name}/download`],
      ['POST', `/api/backups/${name}/import`],
      ['DELETE', `/api/backups/${name}/delete`],
    ];
    for (const [method, url, json] of calls) {
      const got = [];
      for (const client of [s.visitor, s.member, s.outsider]) {
        got.push((await client.request(method, url, { json })).status);
      }
      expect({ call: `${method} ${url}`, got }).toEqual({
        call: `${method} ${url}`,
        got: [401, 403, 403],
      });
    }
    for (const url of ['/api/admin/backups/upload', '/api/backups/upload']) {
      const got = [];
      for (const client of [s.visitor, s.member, s.outsider]) {
        got.push((await upload(client, url, Buffer.from('not read'))).status);
      }
      expect(got).toEqual([401, 403, 403]);
    }
    expect(await listed()).toContain(name);
  });
});

describe('/api/admin/backups', () => {
  it('creates in the background and shows the job’s progress', async () => {
    const res = await s.admin.post<{ name: string; jobId: string; message: string }>(
      '/api/admin/backups',
    );
    expect(res.status).toBe(201);
    expect(contractErrors('BackupStarted', res.body)).toEqual([]);
    expect(res.body.name).toMatch(/^larder_\d{4}\.\d\d\.\d\d\.\d\d\.\d\d\.\d\d(-\d+)?\.zip$/);
    const jobs = await waitForBackupJobs(s.admin);
    const job = jobs.find((candidate) => candidate.id === res.body.jobId);
    expect(job).toMatchObject({ kind: 'create', name: res.body.name, status: 'done', error: null });
    expect(job?.phase).toBe('files');
    expect(job?.done).toBe(job?.total);
    const list = await s.admin.get<AllBackups>('/api/admin/backups');
    expect(contractErrors('AllBackups', list.body)).toEqual([]);
    expect(list.body.templates).toEqual([]);
    const file = list.body.imports.find((entry) => entry.name === res.body.name);
    expect(file?.size).toMatch(/^[\d.]+ (bytes|KB|MB)$/);
    expect(Date.parse(file?.date ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('gives a file token that downloads the archive once fetched from /api/utils/download', async () => {
    const name = await makeBackup(s.admin);
    const got = await download(s.admin, name);
    expect(got.status).toBe(200);
    expect(got.bytes.equals(readFileSync(path.join(s.t.dataDir, 'backups', name)))).toBe(true);
    const legacy = await s.admin.get<{ fileToken: string }>(`/api/backups/${name}/download`);
    expect(legacy.status).toBe(200);
    expect(typeof legacy.body.fileToken).toBe('string');
  });

  it('names only backups in the folder: no paths, no hidden files, nothing else', async () => {
    for (const bad of ['..%2Flarder.db', '.secret.zip', 'larder.db', '%2Fetc%2Fpasswd.zip']) {
      expect((await s.admin.get(`/api/admin/backups/${bad}`)).status).toBe(422);
      expect((await s.admin.post(`/api/admin/backups/${bad}/restore`)).status).toBe(422);
      expect((await s.admin.delete(`/api/admin/backups/${bad}`)).status).toBe(422);
    }
    for (const missing of ['nothing.zip', 'larder_2020.01.01.00.00.00.zip']) {
      expect((await s.admin.get(`/api/admin/backups/${missing}`)).status).toBe(404);
      expect((await s.admin.post(`/api/admin/backups/${missing}/restore`)).status).toBe(404);
    }
  });

  it('deletes, through either path', async () => {
    const first = await makeBackup(s.admin);
    const second = await makeBackup(s.admin);
    const deleted = await s.admin.delete(`/api/admin/backups/${first}`);
    expect(deleted.status).toBe(200);
    expect(contractErrors('SuccessResponse', deleted.body)).toEqual([]);
    expect((await s.admin.delete(`/api/backups/${second}/delete`)).status).toBe(200);
    expect(await listed()).not.toContain(first);
    expect(await listed()).not.toContain(second);
    expect((await s.admin.delete(`/api/admin/backups/${first}`)).status).toBe(404);
  });

  it('takes uploads of backups, streamed to disk, and refuses anything else', async () => {
    const name = await makeBackup(s.admin);
    const bytes = readFileSync(path.join(s.t.dataDir, 'backups', name));
    const res = await upload(s.admin, '/api/admin/backups/upload', bytes, 'from the old pc.zip');
    expect(res.status).toBe(200);
    expect(contractErrors('SuccessResponse', res.body)).toEqual([]);
    expect(await listed()).toContain('from_the_old_pc.zip');
    const again = await upload(s.admin, '/api/backups/upload', bytes, 'from the old pc.zip');
    expect(again.status).toBe(200);
    expect(await listed()).toContain('from_the_old_pc-2.zip');
    expect(
      readFileSync(path.join(s.t.dataDir, 'backups', 'from_the_old_pc-2.zip')).equals(bytes),
    ).toBe(true);

    const before = await listed();
    const junk = await upload(s.admin, '/api/admin/backups/upload', Buffer.from('hello'), 'x.zip');
    expect(junk.status).toBe(400);
    expect(JSON.stringify(junk.body)).toMatch(/not a zip archive/);
    expect(await listed()).toEqual(before);
    const missing = await s.admin.request('POST', '/api/admin/backups/upload', {
      body: new FormData(),
    });
    expect(missing.status).toBe(422);
    // nothing of the refused uploads is left behind
    const temp = path.join(s.t.dataDir, '.temp');
    expect(readdirSync(temp).filter((f) => !f.startsWith('ocr') && f !== 'uploads')).toEqual([]);
    expect(readdirSync(path.join(temp, 'uploads'))).toEqual([]);
  });

  it('verifies a backup by restoring it into a scratch folder, and reports it to admins', async () => {
    const name = await makeBackup(s.admin);
    const res = await s.admin.post<BackupVerification>(`/api/admin/backups/${name}/verify`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name });
    expect(res.body.rows).toBeGreaterThan(5);
    expect(res.body.files).toBeGreaterThan(0);
    const status = await s.admin.get<BackupStatus>('/api/admin/backups/status');
    expect(status.body.health.lastVerified).toEqual(res.body);
    expect(status.body.health.lastFailure).toBeNull();
    const about = await s.admin.get<AppInfo>('/api/app/about');
    expect(contractErrors('AppInfo', about.body)).toEqual([]);
    expect(about.body.backups?.lastVerified).toEqual(res.body);
    expect((await s.member.get<AppInfo>('/api/app/about')).body.backups).toBeUndefined();
    expect((await s.visitor.get<AppInfo>('/api/app/about')).body.backups).toBeUndefined();
    expect((await s.admin.get<AppInfo>('/api/admin/about')).body.backups?.lastVerified).toEqual(
      res.body,
    );
  });
});

describe('the nightly schedule', () => {
  it('is on by default at 03:00, keeping 7, in the data folder', async () => {
    const res = await s.admin.get<BackupSchedule>('/api/admin/backups/schedule');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      enabled: true,
      time: '03:00',
      keep: 7,
      folder: null,
      folderForced: false,
      folderInUse: path.join(s.t.dataDir, 'backups'),
    });
    const next = new Date(res.body.nextRun ?? '');
    expect([next.getHours(), next.getMinutes()]).toEqual([3, 0]);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('changes time, count and folder, and backups follow the folder', async () => {
    const res = await s.admin.put<BackupSchedule>('/api/admin/backups/schedule', {
      time: '04:30',
      keep: 2,
      folder: elsewhere,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      time: '04:30',
      keep: 2,
      folder: elsewhere,
      folderInUse: elsewhere,
    });
    expect(new Date(res.body.nextRun ?? '').getMinutes()).toBe(30);
    const name = await makeBackup(s.admin);
    expect(readdirSync(elsewhere)).toContain(name);
    expect(await listed()).toContain(name);
    // downloads and restores reach the folder outside the data directory
    const got = await download(s.admin, name);
    expect(got.bytes.equals(readFileSync(path.join(elsewhere, name)))).toBe(true);
    const off = await s.admin.put<BackupSchedule>('/api/admin/backups/schedule', {
      enabled: false,
      folder: null,
    });
    expect(off.body).toMatchObject({ enabled: false, nextRun: null, folder: null });
    const inDataFolder = readdirSync(path.join(s.t.dataDir, 'backups')).filter((f) =>
      f.endsWith('.zip'),
    );
    expect((await listed()).sort()).toEqual(inDataFolder.sort());
  });

  it('validates the settings', async () => {
    for (const json of [
      {},
      { time: '25:00' },
      { time: '3am' },
      { keep: 0 },
      { keep: 2.5 },
      { folder: 'relative/path' },
      { enabled: 'yes' },
    ]) {
      expect((await s.admin.put('/api/admin/backups/schedule', json)).status).toBe(422);
    }
  });

  it('follows LARDER_BACKUP_DIR over the setting', async () => {
    const forced = mkdtempSync(path.join(tmpdir(), 'larder-forced-'));
    const t = await startTestServer({ backupDir: forced });
    try {
      const admin = (await t.setupAdmin()).client;
      await admin.put('/api/admin/backups/schedule', { folder: elsewhere });
      const res = await admin.get<BackupSchedule>('/api/admin/backups/schedule');
      expect(res.body).toMatchObject({
        folder: elsewhere,
        folderForced: true,
        folderInUse: forced,
      });
      const name = await makeBackup(admin);
      expect(readdirSync(forced)).toEqual([name]);
    } finally {
      await t.close();
      rmSync(forced, { recursive: true, force: true });
    }
  });
});
