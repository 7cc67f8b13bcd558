import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { Paginated } from '../../../server/contract/common';
import type {
  GroupInDB,
  GroupStatistics,
  GroupStorage,
  ReadGroupPreferences,
} from '../../../server/contract/groups';
import type { OrganizerSummary } from '../../../server/contract/organizers';
import type { UserOut } from '../../../server/contract/users';
import type { ReadWebhook } from '../../../server/contract/webhooks';
import { contractErrors } from '../../helpers/contract';
import { imageForm, pngBytes } from '../../helpers/images';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();

const preferences = {
  privateGroup: false,
  firstDayOfWeek: 1,
  recipePublic: true,
  recipeShowNutrition: true,
  recipeShowAssets: true,
  recipeLandscapeView: true,
  recipeDisableComments: true,
  recipeDisableAmount: false,
};

function filesSize(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? filesSize(full) : statSync(full).size;
  }
  return total;
}

describe('group preferences', () => {
  it('reads and replaces ReadGroupPreferences; new recipes and the explore area follow them', async () => {
    const self = await w.member.get<{ slug: string }>('/api/groups/self');
    const before = await w.member.get<ReadGroupPreferences>('/api/groups/preferences');
    expect(before.status).toBe(200);
    expect(contractErrors('ReadGroupPreferences', before.body)).toEqual([]);
    expect(before.body.privateGroup).toBe(true);
    expect((await w.visitor.get(`/api/explore/recipes/${self.body.slug}`)).status).toBe(404);

    const saved = await w.member.put<ReadGroupPreferences>('/api/groups/preferences', preferences);
    expect(saved.status).toBe(200);
    expect(contractErrors('ReadGroupPreferences', saved.body)).toEqual([]);
    expect(saved.body).toEqual({
      ...preferences,
      id: before.body.id,
      groupId: before.body.groupId,
      defaultLocale: null,
      weekStartFromLocale: false,
    });
    expect((await w.member.get('/api/groups/preferences')).body).toEqual(saved.body);

    const recipe = await createRecipe(w.member, { name: unique('Preferred ') });
    expect(recipe.settings).toMatchObject({
      showNutrition: true,
      showAssets: true,
      landscapeView: true,
      disableComments: true,
      disableAmount: false,
    });
    expect((await w.visitor.get(`/api/explore/recipes/${self.body.slug}`)).status).toBe(200);

    // the other group's preferences are its own
    const theirs = await w.outsider.get<ReadGroupPreferences>('/api/groups/preferences');
    expect(theirs.body).toMatchObject({ privateGroup: true, firstDayOfWeek: 0 });
  });

  it('refuses bad preferences with a 422 and keeps the saved ones', async () => {
    const before = (await w.member.get<ReadGroupPreferences>('/api/groups/preferences')).body;
    for (const bad of [
      { firstDayOfWeek: 7 },
      { firstDayOfWeek: 1.5 },
      { privateGroup: 'yes' },
      { recipePublic: null },
      [],
    ]) {
      const res = await w.member.put('/api/groups/preferences', bad);
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect((await w.member.get('/api/groups/preferences')).body).toEqual(before);
  });
});

describe('meal-plan categories', () => {
  it('replaces the list with categories of the group, as CategoryBase', async () => {
    const made = [];
    for (const name of [unique('Soups '), unique('Bakes ')]) {
      made.push(
        (await w.member.post<OrganizerSummary>('/api/organizers/categories', { name })).body,
      );
    }
    expect((await w.member.get('/api/groups/categories')).body).toEqual([]);
    const saved = await w.member.put<OrganizerSummary[]>('/api/groups/categories', [
      ...made,
      made[0],
    ]);
    expect(saved.status).toBe(200);
    for (const item of saved.body) expect(contractErrors('CategoryBase', item)).toEqual([]);
    const byName = [...made].sort((a, b) => a.name.localeCompare(b.name));
    expect(saved.body).toEqual(byName.map(({ id, name, slug }) => ({ id, name, slug })));
    expect((await w.member.get('/api/groups/categories')).body).toEqual(saved.body);
    const group = await w.admin.get<{ items: GroupInDB[] }>('/api/admin/groups?perPage=-1');
    const home = group.body.items.find((g) => g.categories.length > 0);
    expect(home?.categories).toEqual(saved.body);
    expect((await w.outsider.get('/api/groups/categories')).body).toEqual([]);

    // deleting a category drops it from the list
    await w.member.delete(`/api/organizers/categories/${byName[0]?.id ?? ''}`);
    expect((await w.member.get<OrganizerSummary[]>('/api/groups/categories')).body).toHaveLength(1);
  });

  it('refuses another group’s or an unknown category (400) and bad bodies (422), writing nothing', async () => {
    const mine = (
      await w.member.post<OrganizerSummary>('/api/organizers/categories', { name: unique('C ') })
    ).body;
    const theirs = (
      await w.outsider.post<OrganizerSummary>('/api/organizers/categories', { name: unique('C ') })
    ).body;
    await w.member.put('/api/groups/categories', [mine]);
    const unknown = { id: crypto.randomUUID(), name: 'Nope', slug: 'nope' };
    expect((await w.member.put('/api/groups/categories', [mine, theirs])).status).toBe(400);
    expect((await w.member.put('/api/groups/categories', [unknown])).status).toBe(400);
    expect((await w.member.put('/api/groups/categories', { id: mine.id })).status).toBe(422);
    expect((await w.member.put('/api/groups/categories', [{ id: 'x' }])).status).toBe(422);
    const list = await w.member.get<OrganizerSummary[]>('/api/groups/categories');
    expect(list.body.map((c) => c.id)).toEqual([mine.id]);
  });
});

describe('statistics and storage', () => {
  it('counts the group’s recipes, members and organizers (GroupStatistics)', async () => {
    const before = (await w.outsider.get<GroupStatistics>('/api/groups/statistics')).body;
    expect(contractErrors('GroupStatistics', before)).toEqual([]);
    await createRecipe(w.outsider, { name: unique('Counted ') });
    await w.outsider.post('/api/organizers/tags', { name: unique('T ') });
    await w.outsider.post('/api/organizers/tools', { name: unique('Pan ') });
    const after = await w.outsider.get<GroupStatistics>('/api/groups/statistics');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({
      ...before,
      totalRecipes: before.totalRecipes + 1,
      totalTags: before.totalTags + 1,
      totalTools: before.totalTools + 1,
    });
    expect(after.body.totalUsers).toBe(1);
  });

  it('measures the bytes the group’s recipes keep on disk (GroupStorage)', async () => {
    const before = await w.member.get<GroupStorage>('/api/groups/storage');
    expect(before.status).toBe(200);
    expect(contractErrors('GroupStorage', before.body)).toEqual([]);
    expect(before.body).toMatchObject({
      totalStorageBytes: 500 * 1024 * 1024,
      totalStorageStr: '500 MB',
    });
    const theirs = (await w.outsider.get<GroupStorage>('/api/groups/storage')).body;

    const recipe = await createRecipe(w.member, { name: unique('Pictured ') });
    const put = await w.member.request('PUT', `/api/recipes/${recipe.slug}/image`, {
      body: imageForm(await pngBytes(300, 200), 'png'),
    });
    expect(put.status).toBe(200);
    const added = filesSize(path.join(w.t.dataDir, 'recipes', recipe.id));
    expect(added).toBeGreaterThan(0);

    const after = (await w.member.get<GroupStorage>('/api/groups/storage')).body;
    expect(after.usedStorageBytes).toBe(before.body.usedStorageBytes + added);
    expect(after.usedStorageStr).toMatch(/^\d+(\.\d+)? (bytes|KB|MB)$/);
    expect((await w.outsider.get('/api/groups/storage')).body).toEqual(theirs);
  });
});

describe('member permissions', () => {
  it('sets a member’s permissions (UserOut), which then take effect', async () => {
    const { client, user } = await w.t.createMember(w.admin);
    expect((await client.post('/api/organizers/tags', { name: unique('T ') })).status).toBe(403);
    const set = await w.member.put<UserOut>('/api/groups/permissions', {
      userId: user.id,
      canOrganize: true,
    });
    expect(set.status).toBe(200);
    expect(contractErrors('UserOut', set.body)).toEqual([]);
    expect(set.body).toMatchObject({ canOrganize: true, canManage: false, canInvite: false });
    expect((await client.post('/api/organizers/tags', { name: unique('T ') })).status).toBe(201);

    await w.member.put('/api/groups/permissions', { userId: user.id });
    expect((await client.post('/api/organizers/tags', { name: unique('T ') })).status).toBe(403);
  });

  it('answers 404 alike for an unknown user and one of another group, changing nothing', async () => {
    const outsiderSelf = (await w.outsider.get<UserOut>('/api/users/self')).body;
    const body = { canManage: false, canInvite: false, canOrganize: false };
    const other = await w.member.put('/api/groups/permissions', {
      ...body,
      userId: outsiderSelf.id,
    });
    const unknown = await w.member.put('/api/groups/permissions', {
      ...body,
      userId: crypto.randomUUID(),
    });
    expect(other.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(other.body).toEqual(unknown.body);
    expect((await w.outsider.get<UserOut>('/api/users/self')).body).toEqual(outsiderSelf);
    // the site admin is bound to their own group here too; /api/admin/users crosses groups
    expect(
      (await w.admin.put('/api/groups/permissions', { ...body, userId: outsiderSelf.id })).status,
    ).toBe(404);
  });

  it('refuses bad bodies with a 422', async () => {
    for (const bad of [{}, { userId: 'me' }, { userId: crypto.randomUUID(), canManage: 'yes' }]) {
      expect((await w.member.put('/api/groups/permissions', bad)).status).toBe(422);
    }
  });
});

describe('webhooks', () => {
  const hook = {
    enabled: true,
    name: 'Tonight',
    url: 'https://hooks.example.com/dinner?key=1',
    webhookType: 'mealplan',
    scheduledTime: '17:30',
  };

  it('creates (201), lists, reads, replaces and deletes a ReadWebhook', async () => {
    const created = await w.member.post<ReadWebhook>('/api/groups/webhooks', hook);
    expect(created.status).toBe(201);
    expect(contractErrors('ReadWebhook', created.body)).toEqual([]);
    expect(created.body).toMatchObject({ ...hook, scheduledTime: '17:30:00' });
    const { id } = created.body;

    const list = await w.member.get<Paginated<ReadWebhook>>('/api/groups/webhooks');
    expect(list.status).toBe(200);
    expect(contractErrors('WebhookPagination', list.body)).toEqual([]);
    expect(list.body.items).toEqual([created.body]);
    expect((await w.member.get(`/api/groups/webhooks/${id}`)).body).toEqual(created.body);
    const group = await w.admin.get<{ items: GroupInDB[] }>('/api/admin/groups?perPage=-1');
    expect(group.body.items.flatMap((g) => g.webhooks)).toContainEqual(created.body);

    const replaced = await w.member.put<ReadWebhook>(`/api/groups/webhooks/${id}`, {
      ...hook,
      enabled: false,
      scheduledTime: '06:05:09.250',
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id, enabled: false, scheduledTime: '06:05:09' });

    expect((await w.outsider.get(`/api/groups/webhooks/${id}`)).status).toBe(404);
    expect((await w.outsider.delete(`/api/groups/webhooks/${id}`)).status).toBe(404);
    expect(
      (await w.outsider.get<Paginated<ReadWebhook>>('/api/groups/webhooks')).body.items,
    ).toEqual([]);

    const deleted = await w.member.delete<ReadWebhook>(`/api/groups/webhooks/${id}`);
    expect(deleted.body).toEqual(replaced.body);
    expect((await w.member.get(`/api/groups/webhooks/${id}`)).status).toBe(404);
  });

  it('refuses bad URLs, times and types with a 422, writing nothing', async () => {
    const count = async () =>
      (await w.member.get<Paginated<ReadWebhook>>('/api/groups/webhooks')).body.total;
    const before = await count();
    for (const bad of [
      { ...hook, url: 'ftp://example.com/x' },
      { ...hook, url: 'javascript:alert(1)' },
      { ...hook, url: 'not a url' },
      { ...hook, url: `https://example.com/${'a'.repeat(2100)}` },
      { ...hook, scheduledTime: '25:00' },
      { ...hook, scheduledTime: undefined },
      { ...hook, webhookType: 'shopping' },
      { ...hook, enabled: 'sure' },
    ]) {
      const res = await w.member.post('/api/groups/webhooks', bad);
      expect(res.status, JSON.stringify(bad).slice(0, 80)).toBe(422);
    }
    expect(await count()).toBe(before);
    expect((await w.member.get('/api/groups/webhooks/not-a-uuid')).status).toBe(422);
    expect((await w.member.get('/api/groups/webhooks?orderBy=secret')).status).toBe(400);
  });
});
