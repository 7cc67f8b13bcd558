import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type { UserSummary } from '../../../server/contract/groups';
import type {
  AppStartupInfo,
  MealieAnalytics,
  OIDCInfo,
  ServerTaskPagination,
} from '../../../server/contract/maintenance';
import type { BulkImportStarted, ServerTask } from '../../../server/contract/reports';
import type { UserOut } from '../../../server/contract/users';
import { makeBackup, waitForBackupJobs } from '../../helpers/backups';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { html, startPageServer, type PageServer } from '../../helpers/page-server';
import {
  adminCredentials,
  startTestServer,
  unique,
  type TestServer,
} from '../../helpers/test-server';

let t: TestServer;
let admin: ApiClient;
let adminUser: UserOut;
let site: PageServer;

const recipePage = (name: string) =>
  `<html><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name,
    recipeIngredient: ['1 egg'],
    recipeInstructions: ['Cook it.'],
  })}</script></head><body></body></html>`;

beforeAll(async () => {
  site = await startPageServer({ '/eggs': html(recipePage('Task eggs')) });
  // The page comes from 127.0.0.1, which only LARDER_ALLOW_PRIVATE_FETCH admits.
  t = await startTestServer({ allowPrivateFetch: true });
  ({ client: admin, user: adminUser } = await t.setupAdmin());
});
afterAll(async () => {
  await site.close();
  await t.close();
});

/** Polls the group's tasks until `pick` finds one that has ended. */
async function endedTask(
  client: ApiClient,
  pick: (task: ServerTask) => boolean,
): Promise<ServerTask> {
  for (let i = 0; i < 200; i += 1) {
    const tasks = (await client.get<ServerTask[]>('/api/groups/server-tasks')).body;
    const task = tasks.find(pick);
    if (task && task.status !== 'running') return task;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the task did not end');
}

async function adminTasks(): Promise<ServerTask[]> {
  const res = await admin.get<ServerTaskPagination>('/api/admin/server-tasks?perPage=-1');
  expect(res.status).toBe(200);
  expect(contractErrors('ServerTaskPagination', res.body)).toEqual([]);
  return res.body.items;
}

describe('server tasks of long jobs', () => {
  it('shows a bulk URL import, finished, to the group and the site admin', async () => {
    const started = await admin.post<BulkImportStarted>('/api/recipes/create-url/bulk', {
      imports: [{ url: `${site.url}/eggs` }],
    });
    expect(started.status).toBe(202);
    const task = await endedTask(admin, (x) => x.id === started.body.taskId);
    expect(task).toMatchObject({ name: 'Bulk Recipe Import', status: 'finished' });
    expect(task.log).toContain('Done: 1 of 1 imported');
    expect((await adminTasks()).map((x) => x.id)).toContain(task.id);
  });

  it('shows a backup being made, finished with its log', async () => {
    const name = await makeBackup(admin);
    const task = await endedTask(admin, (x) => x.name === 'Database Backup');
    expect(task.status).toBe('finished');
    expect(task.log).toBe(`Writing ${name}\nBackup ${name} written`);
    expect(contractErrors('ServerTask', task)).toEqual([]);
  });

  it('shows a restore, written into the restored database', async () => {
    const name = await makeBackup(admin);
    const res = await admin.post(`/api/admin/backups/${name}/restore`);
    expect(res.status).toBe(200);
    await waitForBackupJobs(await t.login(adminCredentials.email, adminCredentials.password));
    admin = await t.login(adminCredentials.email, adminCredentials.password);
    const task = await endedTask(admin, (x) => x.name === 'Database Restore');
    expect(task.status).toBe('finished');
    expect(task.log).toMatch(new RegExp(`^Restoring ${name}\nRestored \\d+ rows and \\d+ files$`));
    // the backup caught its own task running: in the restored database it ends as failed
    const caught = await endedTask(admin, (x) => x.log.startsWith(`Writing ${name}`));
    expect(caught.status).toBe('failed');
    expect(caught.log).toBe(
      `Writing ${name}\nInterrupted: the database was restored from a backup`,
    );
  });

  it('POST /api/admin/server-tasks starts the test task, which runs and finishes', async () => {
    const res = await admin.post<ServerTask>('/api/admin/server-tasks');
    expect(res.status).toBe(201);
    expect(contractErrors('ServerTask', res.body)).toEqual([]);
    expect(res.body).toMatchObject({ name: 'Background Task', status: 'running' });
    const task = await endedTask(admin, (x) => x.id === res.body.id);
    expect(task.status).toBe('finished');
    expect(task.log.split('\n')).toEqual([
      'Test task started',
      'Step 1 of 4',
      'Step 2 of 4',
      'Step 3 of 4',
      'Step 4 of 4',
      'Test task finished',
    ]);
  });

  it('keeps the newest 100 tasks of a group', async () => {
    for (let i = 0; i < 101; i += 1) {
      expect((await admin.post('/api/admin/maintenance/clean/logs')).status).toBe(200);
    }
    const tasks = (await admin.get<ServerTask[]>('/api/groups/server-tasks')).body;
    expect(tasks).toHaveLength(100);
    const page = await admin.get<ServerTaskPagination>('/api/admin/server-tasks?perPage=10');
    expect(page.body).toMatchObject({ total: 100, total_pages: 10, page: 1, per_page: 10 });
    expect(page.body.items[0]?.id).toBe(tasks[0]?.id);
  });

  it('refuses a list query it cannot serve', async () => {
    expect((await admin.get('/api/admin/server-tasks?orderBy=secret')).status).toBe(400);
    expect((await admin.get('/api/admin/server-tasks?page=x')).status).toBe(422);
  });
});

describe('GET /api/admin/analytics', () => {
  it('counts what the installation holds', async () => {
    const res = await admin.get<MealieAnalytics>('/api/admin/analytics');
    expect(res.status).toBe(200);
    expect(contractErrors('MealieAnalytics', res.body)).toEqual([]);
    expect(res.body).toMatchObject({
      databaseType: 'sqlite',
      usingLdap: false,
      users: 1,
      groups: 1,
      recipes: 1,
      apiTokens: 0,
    });
    expect(res.body.installationId).toMatch(/^[0-9a-f]{64}$/);
    const again = await admin.get<MealieAnalytics>('/api/admin/analytics');
    expect(again.body.installationId).toBe(res.body.installationId);
  });
});

describe('GET /api/app/about/startup-info and /oidc', () => {
  it('answers anyone: no first login once an account exists, no demo, no single sign-on', async () => {
    const info = await t.visitor.get<AppStartupInfo>('/api/app/about/startup-info');
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ isFirstLogin: false, isDemo: false });
    expect(contractErrors('AppStartupInfo', info.body)).toEqual([]);
    const oidc = await t.visitor.get<OIDCInfo>('/api/app/about/oidc');
    expect(oidc.body).toEqual({ configurationUrl: null, clientId: null, groupsClaim: null });
  });

  it('calls it first login before set-up', async () => {
    const fresh = await startTestServer();
    try {
      const info = await fresh.visitor.get<AppStartupInfo>('/api/app/about/startup-info');
      expect(info.body.isFirstLogin).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('/api/users for admins and /api/users/group-users', () => {
  it('lists, creates and deletes users as /api/admin/users does', async () => {
    const email = `${unique('nina')}@example.com`;
    const created = await admin.post<UserOut>('/api/users', {
      email,
      username: unique('nina'),
      fullName: 'Nina Newcomer',
      password: 'a long enough password',
    });
    expect(created.status).toBe(201);
    expect(contractErrors('UserOut', created.body)).toEqual([]);
    const list = await admin.get<Paginated<UserOut>>('/api/users?perPage=1&page=1');
    expect(list.status).toBe(200);
    expect(contractErrors('UserPagination', list.body)).toEqual([]);
    expect(list.body).toMatchObject({ total: 2, per_page: 1, total_pages: 2 });
    expect(list.body.next).toBe('/api/users?page=2&perPage=1&orderDirection=desc');

    const members = await admin.get<Paginated<UserSummary>>('/api/users/group-users');
    expect(contractErrors('UserSummaryPagination', members.body)).toEqual([]);
    expect(members.body.items.map((u) => u.fullName)).toEqual(['Ada Admin', 'Nina Newcomer']);

    const nina = await t.login(email, 'a long enough password');
    expect((await nina.get('/api/users')).status).toBe(403);
    expect((await nina.delete(`/api/users/${adminUser.id}`)).status).toBe(403);
    expect((await nina.get('/api/users/group-users')).status).toBe(200);

    const deleted = await admin.delete<UserOut>(`/api/users/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.email).toBe(email);
    expect((await admin.get(`/api/users/${created.body.id}`)).status).toBe(404);
    expect((await admin.delete(`/api/users/${adminUser.id}`)).status).toBe(403);
    expect((await admin.post('/api/users', { email: 'not an email' })).status).toBe(422);
  });
});
