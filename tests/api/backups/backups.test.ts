import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AllBackups, BackupRestored } from '../../../server/contract/backups';
import type { Paginated } from '../../../server/contract/common';
import type { RecipeSummary } from '../../../server/contract/recipes';
import type { ServerTask } from '../../../server/contract/reports';
import {
  hashDataFiles,
  makeBackup,
  seedHousehold,
  snapshotTables,
  type Household,
} from '../../helpers/backups';
import { contractErrors } from '../../helpers/contract';
import { fileForm, pngBytes } from '../../helpers/images';
import { adminCredentials, startTestServer, type TestServer } from '../../helpers/test-server';
import { createRecipe } from '../../helpers/two-groups';

let t: TestServer;
let h: Household;

beforeAll(async () => {
  t = await startTestServer();
  h = await seedHousehold(t);
});
afterAll(() => t.close());

/** A restore raises every session epoch on purpose (everyone signs in again). */
const raisedOnRestore = ['users.session_epoch'];

const search = async (client: typeof h.admin, text: string) =>
  (
    await client.get<Paginated<RecipeSummary>>(`/api/recipes?search=${encodeURIComponent(text)}`)
  ).body.items.map((recipe) => recipe.name);

describe('a Larder backup restored into Larder', () => {
  it('brings back every row of every table and every file, byte for byte', async () => {
    const rows = snapshotTables(t.dataDir, raisedOnRestore);
    const files = await hashDataFiles(t.dataDir);
    expect(Object.keys(files).some((f) => f.startsWith('groups/'))).toBe(true);
    expect(Object.keys(files).some((f) => f.includes('/timeline/'))).toBe(true);
    expect(Object.keys(files).some((f) => f.startsWith('users/'))).toBe(true);
    const foundBefore = await search(h.admin, 'sifted');
    expect(foundBefore.length).toBe(3);

    const name = await makeBackup(h.admin);
    const list = await h.admin.get<AllBackups>('/api/admin/backups');
    expect(list.status).toBe(200);
    expect(contractErrors('AllBackups', list.body)).toEqual([]);
    expect(list.body.imports.map((file) => file.name)).toContain(name);

    // Life goes on after the backup: a recipe goes, another comes, a picture changes.
    const [soup] = h.recipes;
    expect((await h.admin.delete(`/api/recipes/${soup?.slug ?? ''}`)).status).toBe(200);
    await createRecipe(h.admin, { name: 'Made after the backup' });
    await h.member.request('POST', `/api/users/${h.memberId}/image`, {
      body: fileForm('profile', await pngBytes(40, 40), 'new.png', {}),
    });
    expect(snapshotTables(t.dataDir, raisedOnRestore)).not.toEqual(rows);

    const restored = await h.admin.post<BackupRestored>(`/api/admin/backups/${name}/restore`);
    expect(restored.status).toBe(200);
    expect(contractErrors('BackupRestored', restored.body)).toEqual([]);
    expect(restored.body.signedOut).toBe(true);
    expect(restored.body.message).toMatch(/sign in again/);

    expect(snapshotTables(t.dataDir, raisedOnRestore)).toEqual(rows);
    expect(await hashDataFiles(t.dataDir)).toEqual(files);
    // The restore records itself; the backup's own task, running when it was taken, ends failed.
    const tasks = (
      await (
        await t.login(adminCredentials.email, adminCredentials.password)
      ).get<ServerTask[]>('/api/groups/server-tasks')
    ).body;
    expect(tasks.map((task) => [task.name, task.status])).toEqual([
      ['Database Restore', 'finished'],
      ['Database Backup', 'failed'],
    ]);

    // Everyone signs in again, with the password they had; API tokens go on working.
    expect((await h.admin.get('/api/users/self')).status).toBe(401);
    expect((await h.member.get('/api/users/self')).status).toBe(401);
    const admin = await t.login(adminCredentials.username, adminCredentials.password);
    expect((await admin.get('/api/users/self')).status).toBe(200);
    expect((await t.visitor.withToken(h.apiToken).get('/api/users/self')).status).toBe(200);
    // The search index was rebuilt from the restored recipes.
    expect((await search(admin, 'sifted')).sort()).toEqual(foundBefore.sort());
    expect(await search(admin, 'after the backup')).toEqual([]);
    // The state before the restore was kept as a backup of its own.
    const after = await admin.get<AllBackups>('/api/admin/backups');
    expect(after.body.imports.map((file) => file.name)).toContain(restored.body.previousState);
    expect(restored.body.previousState).toMatch(/_before-restore\.zip$/);
  });
});
