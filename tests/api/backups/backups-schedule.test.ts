import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AppInfo } from '../../../server/contract/app';
import type { AllBackups, BackupHealth, BackupStatus } from '../../../server/contract/backups';
import { makeBackup } from '../../helpers/backups';
import type { ApiClient } from '../../helpers/http-client';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { createRecipe } from '../../helpers/two-groups';

let t: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.setupAdmin()).client;
  await createRecipe(admin, { name: 'Nightly soup' });
});
afterAll(() => t.close());

/** `HH:MM:SS`, server local time, `seconds` from now. */
function clockIn(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  return [at.getHours(), at.getMinutes(), at.getSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

/** Sets the nightly time two seconds ahead and waits until the health changes. */
async function runNightlyNow(changed: (health: BackupHealth) => boolean): Promise<BackupHealth> {
  const set = await admin.put('/api/admin/backups/schedule', { enabled: true, time: clockIn(2) });
  expect(set.status).toBe(200);
  const started = Date.now();
  for (;;) {
    const status = await admin.get<BackupStatus>('/api/admin/backups/status');
    const busy = status.body.jobs.some(
      (job) => job.status === 'running' || job.status === 'queued',
    );
    if (!busy && changed(status.body.health)) return status.body.health;
    if (Date.now() - started > 20_000) throw new Error('the nightly backup did not run');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const nightlyNames = async () =>
  (await admin.get<AllBackups>('/api/admin/backups')).body.imports
    .map((file) => file.name)
    .filter((name) => name.includes('_nightly'));

describe('the nightly backup', () => {
  it('runs at the set time, is verified, and keeps only as many as asked', async () => {
    const manual = await makeBackup(admin);
    await admin.put('/api/admin/backups/schedule', { keep: 1 });
    const first = await runNightlyNow((health) => health.lastVerified !== null);
    expect(first.lastVerified?.name).toMatch(/^larder_[\d.]+_nightly\.zip$/);
    expect(first.lastVerified?.rows).toBeGreaterThan(5);
    expect(first.lastFailure).toBeNull();
    expect(await nightlyNames()).toEqual([first.lastVerified?.name]);

    const second = await runNightlyNow(
      (health) => health.lastVerified?.name !== first.lastVerified?.name,
    );
    expect(await nightlyNames()).toEqual([second.lastVerified?.name]);
    // backups made by hand are never pruned
    const names = (await admin.get<AllBackups>('/api/admin/backups')).body.imports.map(
      (f) => f.name,
    );
    expect(names).toContain(manual);
    const about = await admin.get<AppInfo>('/api/app/about');
    expect(about.body.backups?.lastVerified).toEqual(second.lastVerified);
    expect(about.body.backups?.nextRun).toBe(
      (await admin.get<BackupStatus>('/api/admin/backups/status')).body.health.nextRun,
    );
  });

  it('reports a failure to admins until a later one succeeds', async () => {
    const folder = path.join(t.dataDir, 'nightly-elsewhere');
    expect((await admin.put('/api/admin/backups/schedule', { folder })).status).toBe(200);
    // the folder turns into a file: the next nightly backup cannot be written
    rmSync(folder, { recursive: true });
    writeFileSync(folder, 'not a folder');
    const failed = await runNightlyNow((health) => health.lastFailure !== null);
    expect(failed.lastFailure?.message).toMatch(/EEXIST|ENOTDIR|not a directory|exists/i);
    const about = await admin.get<AppInfo>('/api/app/about');
    expect(about.body.backups?.lastFailure).toEqual(failed.lastFailure);

    rmSync(folder);
    const recovered = await runNightlyNow((health) => health.lastFailure === null);
    expect(recovered.lastVerified?.name).toMatch(/_nightly\.zip$/);
  });

  it('refuses a folder Larder cannot use', async () => {
    const file = path.join(t.dataDir, 'a-file');
    writeFileSync(file, 'x');
    const res = await admin.put('/api/admin/backups/schedule', { folder: path.join(file, 'sub') });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/cannot keep backups in/);
  });
});
