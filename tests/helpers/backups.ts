import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import BetterSqlite3 from 'better-sqlite3';
import { expect } from 'vitest';

import { listBackupTables } from '../../server/backups/tables';
import type { BackupJob, BackupStatus } from '../../server/contract/backups';
import type { Recipe } from '../../server/contract/recipes';
import { regularFiles } from '../../server/files/file-tree';

import type { ApiClient } from './http-client';
import { fileForm, imageForm, pngBytes } from './images';
import { unique, type TestServer } from './test-server';
import { createRecipe } from './two-groups';

/** Waits until no backup job is queued or running; returns the jobs as they ended. */
export async function waitForBackupJobs(
  admin: ApiClient,
  timeoutMs = 60_000,
): Promise<BackupJob[]> {
  const started = Date.now();
  for (;;) {
    const res = await admin.get<BackupStatus>('/api/admin/backups/status');
    if (res.status !== 200)
      throw new Error(`status failed: ${res.status} ${JSON.stringify(res.body)}`);
    const busy = res.body.jobs.some((job) => job.status === 'queued' || job.status === 'running');
    if (!busy) return res.body.jobs;
    if (Date.now() - started > timeoutMs) throw new Error('backup jobs did not finish');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a backup through the API, waits for it, and returns its file name. */
export async function makeBackup(admin: ApiClient): Promise<string> {
  const res = await admin.post<{ name: string; jobId: string }>('/api/admin/backups');
  expect(res.status).toBe(201);
  const jobs = await waitForBackupJobs(admin);
  const job = jobs.find((candidate) => candidate.id === res.body.jobId);
  expect(job?.error ?? null).toBeNull();
  expect(job?.status).toBe('done');
  return res.body.name;
}

export type TableRows = Record<string, string[]>;

/**
 * Every row of every table the schema has (walked like a backup walks it), each as JSON with
 * sorted keys, sorted: two snapshots are equal when the tables hold the same rows. `ignore`
 * names `table.column`s left out (what a restore changes on purpose). Server tasks are left out:
 * they log the work done, and a restore, refused or not, records itself there.
 */
export function snapshotTables(dataDir: string, ignore: string[] = []): TableRows {
  const sqlite = new BetterSqlite3(path.join(dataDir, 'larder.db'), { readonly: true });
  try {
    const rows: TableRows = {};
    for (const table of listBackupTables(sqlite)) {
      if (table.name === 'server_tasks') continue;
      const all = (
        sqlite.prepare(`SELECT * FROM "${table.name}"`).all() as Record<string, unknown>[]
      ).filter((row) => !(table.name === 'sqlite_sequence' && row.name === 'server_tasks'));
      rows[table.name] = all
        .map((row) =>
          JSON.stringify(
            Object.keys(row)
              .filter((column) => !ignore.includes(`${table.name}.${column}`))
              .sort()
              .map((column) => [column, row[column]]),
          ),
        )
        .sort();
    }
    return rows;
  } finally {
    sqlite.close();
  }
}

/** SHA-256 of every file a backup carries (the signing key and the data folders), by path. */
export async function hashDataFiles(dataDir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  const hash = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
  hashes['.secret'] = hash(path.join(dataDir, '.secret'));
  for (const folder of ['recipes', 'users', 'groups']) {
    for await (const relative of regularFiles(path.join(dataDir, folder))) {
      hashes[`${folder}/${relative}`] = hash(path.join(dataDir, folder, ...relative.split('/')));
    }
  }
  return hashes;
}

export interface Household {
  admin: ApiClient;
  member: ApiClient;
  memberId: string;
  memberPassword: string;
  outsider: ApiClient;
  recipes: Recipe[];
  /** An API token of the member's (a long-lived JWT). */
  apiToken: string;
}

/**
 * A household with something in (nearly) every table and folder, made through the API: two
 * groups, a member with a picture and an API token, recipes with pictures, an asset, a timeline
 * event with its picture, comments, ratings, favourites, a cookbook, a meal plan, a shopping list
 * with an item, labels, a webhook, a share link and a bulk export zip.
 */
export async function seedHousehold(t: TestServer): Promise<Household> {
  const admin = (await t.setupAdmin()).client;
  const neighbours = unique('Neighbours ');
  await admin.post('/api/admin/groups', { name: neighbours });
  const member = await t.createMember(admin, { permissions: ['manage', 'invite', 'organize'] });
  const outsider = await t.createMember(admin, { group: neighbours });
  const png = await pngBytes(24, 16);
  await member.client.request('POST', `/api/users/${member.user.id}/image`, {
    body: fileForm('profile', png, 'me.png', {}),
  });
  const token = await member.client.post<{ token: string }>('/api/users/api-tokens', {
    name: 'kitchen tablet',
  });
  const recipes: Recipe[] = [];
  for (const [client, name] of [
    [admin, 'Tomato Soup'],
    [member.client, 'Bread Loaf'],
    [admin, 'Crème Brûlée'],
    [outsider.client, 'Neighbours Stew'],
  ] as const) {
    const recipe = await createRecipe(client, {
      name,
      description: `${name}, as we make it`,
      recipeIngredient: [{ quantity: 2, unit: 'cup', food: `${name} flour`, note: 'sifted' }],
      recipeInstructions: [{ text: `Make the ${name}.` }],
      notes: [{ title: 'Tip', text: 'Taste as you go.' }],
      tags: ['Family'],
      recipeCategory: ['Dinner'],
      tools: ['Pot'],
    });
    await client.request('PUT', `/api/recipes/${recipe.slug}/image`, {
      body: imageForm(png, 'png'),
    });
    await client.post('/api/comments', { recipeId: recipe.id, text: `Good ${name}` });
    recipes.push((await client.get<Recipe>(`/api/recipes/${recipe.slug}`)).body);
  }
  const [soup, bread] = recipes as [Recipe, Recipe];
  await admin.request('POST', `/api/recipes/${soup.slug}/assets`, {
    body: fileForm('file', Buffer.from('%PDF-1.4 grandma'), 'card.pdf', {
      name: 'Grandma card',
      icon: 'mdi-file',
      extension: 'pdf',
    }),
  });
  const event = await admin.post<{ id: string }>('/api/recipes/timeline/events', {
    recipeId: soup.id,
    subject: 'Made it',
    eventType: 'info',
    timestamp: '2024-05-01T18:00:00Z',
  });
  await admin.request('PUT', `/api/recipes/timeline/events/${event.body.id}/image`, {
    body: imageForm(png, 'png'),
  });
  await member.client.post(`/api/users/${member.user.id}/ratings/${soup.slug}`, { rating: 4 });
  await member.client.post(`/api/users/${member.user.id}/favorites/${bread.slug}`);
  await admin.post('/api/groups/labels', { name: 'Produce' });
  await admin.post('/api/groups/cookbooks', { name: 'Weeknights', public: true });
  await admin.post('/api/groups/mealplans', { date: '2031-01-01', recipeId: soup.id });
  const list = await admin.post<{ id: string }>('/api/groups/shopping/lists', { name: 'Market' });
  await admin.post('/api/groups/shopping/items', { shoppingListId: list.body.id, note: 'Eggs' });
  await admin.post('/api/groups/webhooks', {
    name: 'Dinner bell',
    url: 'https://hooks.example.com/dinner',
    webhookType: 'mealplan',
    scheduledTime: '18:00',
  });
  await admin.post('/api/shared/recipes', { recipeId: soup.id });
  await admin.post('/api/recipes/bulk-actions/export', { recipes: [soup.slug] });
  return {
    admin,
    member: member.client,
    memberId: member.user.id,
    memberPassword: member.password,
    outsider: outsider.client,
    recipes,
    apiToken: token.body.token,
  };
}
