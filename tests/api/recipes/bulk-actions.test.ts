import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import AdmZip from 'adm-zip';
import { describe, expect, it, vi } from 'vitest';

import type { Paginated, SuccessResponse } from '../../../server/contract/common';
import type { FileTokenResponse, GroupDataExport } from '../../../server/contract/exports';
import type { Recipe, RecipeSummary } from '../../../server/contract/recipes';
import { useAdminServer } from '../../helpers/admin-server';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { otherGroupMember } from '../../helpers/recipe-actors';
import { createRecipe } from '../../helpers/two-groups';
import { unique } from '../../helpers/test-server';

const server = useAdminServer();

const read = async (client: ApiClient, slug: string) =>
  (await client.get<Recipe>(`/api/recipes/${slug}`)).body;

async function exportsOf(client: ApiClient): Promise<GroupDataExport[]> {
  const res = await client.get<GroupDataExport[]>('/api/recipes/bulk-actions/export');
  expect(res.status).toBe(200);
  for (const item of res.body) expect(contractErrors('GroupDataExport', item)).toEqual([]);
  return res.body;
}

describe('bulk categorize, tag and settings', () => {
  it('adds categories and tags, keeping existing ones, and re-indexes the search text', async () => {
    const word = unique('zesty');
    const a = await createRecipe(server.admin, { name: unique('Bulk A'), tags: ['Old'] });
    const b = await createRecipe(server.admin, { name: unique('Bulk B') });
    const cat = await createRecipe(server.admin, {
      name: unique('Seed'),
      recipeCategory: ['Mains'],
    });
    const mains = cat.recipeCategory[0];
    const categorized = await server.admin.post('/api/recipes/bulk-actions/categorize', {
      recipes: [a.slug, b.slug],
      categories: [mains, { name: 'Brand New' }],
    });
    expect(categorized.status).toBe(200);
    const tagged = await server.admin.post('/api/recipes/bulk-actions/tag', {
      recipes: [a.slug, b.slug],
      tags: [{ name: word }],
    });
    expect(tagged.status).toBe(200);
    const after = await read(server.admin, a.slug);
    expect(after.recipeCategory.map((c) => c.name)).toEqual(['Brand New', 'Mains']);
    expect(after.tags.map((t) => t.name).sort()).toEqual([word, 'Old'].sort());
    expect((await read(server.admin, b.slug)).recipeCategory[1]?.id).toBe(mains?.id);

    const found = await server.admin.get<Paginated<RecipeSummary>>(`/api/recipes?search=${word}`);
    expect(found.body.items.map((r) => r.slug).sort()).toEqual([a.slug, b.slug].sort());
  });

  it('replaces settings but keeps each recipe’s lock', async () => {
    const a = await createRecipe(server.admin, {
      name: unique('Set A'),
      settings: { locked: true },
    });
    const res = await server.admin.post('/api/recipes/bulk-actions/settings', {
      recipes: [a.slug],
      settings: { public: false, showNutrition: true, locked: false },
    });
    expect(res.status).toBe(200);
    expect((await read(server.admin, a.slug)).settings).toMatchObject({
      public: false,
      showNutrition: true,
      locked: true,
    });
  });

  it('changes nothing when a slug is unknown or belongs to another group', async () => {
    const mine = await createRecipe(server.admin, { name: unique('Mine') });
    const other = await otherGroupMember(server.t, server.admin);
    const theirs = await createRecipe(other.client, { name: unique('Theirs') });
    for (const slugs of [
      [mine.slug, 'no-such-recipe'],
      [mine.slug, theirs.slug],
    ]) {
      const res = await server.admin.post('/api/recipes/bulk-actions/tag', {
        recipes: slugs,
        tags: [{ name: 'Never' }],
      });
      expect(res.status).toBe(404);
    }
    expect((await read(server.admin, mine.slug)).tags).toEqual([]);
    expect((await read(other.client, theirs.slug)).tags).toEqual([]);
  });

  it('refuses members editing someone else’s locked recipe', async () => {
    const locked = await createRecipe(server.admin, {
      name: unique('Locked'),
      settings: { locked: true },
    });
    const { client } = await server.t.createMember(server.admin);
    const res = await client.post('/api/recipes/bulk-actions/settings', {
      recipes: [locked.slug],
      settings: { public: true },
    });
    expect(res.status).toBe(403);
    const gone = await client.post('/api/recipes/bulk-actions/delete', { recipes: [locked.slug] });
    expect(gone.status).toBe(403);
    expect((await server.admin.get(`/api/recipes/${locked.slug}`)).status).toBe(200);
  });
});

describe('bulk delete', () => {
  it('deletes the group’s recipes and skips unknown or foreign slugs', async () => {
    const a = await createRecipe(server.admin, { name: unique('Del A') });
    const b = await createRecipe(server.admin, { name: unique('Del B') });
    const other = await otherGroupMember(server.t, server.admin);
    const theirs = await createRecipe(other.client, { name: unique('Del Theirs') });
    const res = await server.admin.post('/api/recipes/bulk-actions/delete', {
      recipes: [a.slug, b.id, 'missing', theirs.slug],
    });
    expect(res.status).toBe(200);
    expect((await server.admin.get(`/api/recipes/${a.slug}`)).status).toBe(404);
    expect((await server.admin.get(`/api/recipes/${b.slug}`)).status).toBe(404);
    expect((await other.client.get(`/api/recipes/${theirs.slug}`)).status).toBe(200);
  });
});

describe('bulk export', () => {
  it('zips recipes with their images and assets, lists, downloads and purges', async () => {
    const a = await createRecipe(server.admin, {
      name: unique('Exp A'),
      orgURL: 'https://a.example',
    });
    const b = await createRecipe(server.admin, { name: unique('Exp B') });
    const images = path.join(server.t.dataDir, 'recipes', a.id, 'images');
    const assets = path.join(server.t.dataDir, 'recipes', a.id, 'assets');
    mkdirSync(images, { recursive: true });
    mkdirSync(assets, { recursive: true });
    writeFileSync(path.join(images, 'original.webp'), 'webp bytes');
    writeFileSync(path.join(assets, 'card.pdf'), 'pdf bytes');

    const res = await server.admin.post('/api/recipes/bulk-actions/export', {
      recipes: [a.slug, b.slug, 'missing'],
      exportType: 'json',
    });
    expect(res.status).toBe(202);
    const [made] = await exportsOf(server.admin);
    expect(made).toBeDefined();
    if (!made) return;
    const expires = new Date(made.expires).getTime();
    expect(Math.abs(expires - (Date.now() + 24 * 3_600_000))).toBeLessThan(60_000);

    const token = await server.admin.get<FileTokenResponse>(
      `/api/recipes/bulk-actions/export/download?path=${encodeURIComponent(made.path)}`,
    );
    expect(token.status).toBe(200);
    const file = await fetch(
      new URL(`/api/utils/download?token=${token.body.fileToken}`, server.t.url),
    );
    expect(file.status).toBe(200);
    const zip = new AdmZip(Buffer.from(await file.arrayBuffer()));
    expect(
      zip
        .getEntries()
        .filter((e) => !e.isDirectory)
        .map((e) => e.entryName)
        .sort(),
    ).toEqual(
      [
        `recipes/${a.slug}/${a.slug}.json`,
        `recipes/${a.slug}/assets/card.pdf`,
        `recipes/${a.slug}/images/original.webp`,
        `recipes/${b.slug}/${b.slug}.json`,
      ].sort(),
    );
    const json = JSON.parse(zip.readAsText(`recipes/${a.slug}/${a.slug}.json`)) as object;
    expect(json).toMatchObject({ slug: a.slug, org_url: 'https://a.example', user_id: a.userId });

    const other = await otherGroupMember(server.t, server.admin);
    expect(await exportsOf(other.client)).toEqual([]);
    const stolen = await other.client.get(
      `/api/recipes/bulk-actions/export/download?path=${encodeURIComponent(made.path)}`,
    );
    expect(stolen.status).toBe(404);

    const purged = await server.admin.delete<SuccessResponse>(
      '/api/recipes/bulk-actions/export/purge',
    );
    expect(purged.status).toBe(200);
    expect(contractErrors('SuccessResponse', purged.body)).toEqual([]);
    expect(purged.body.message).toMatch(/^\d+ exports deleted$/);
    expect(await exportsOf(server.admin)).toEqual([]);
    expect(existsSync(path.join(server.t.dataDir, made.path))).toBe(false);
  });

  it('drops expired exports (file and row) when listing', async () => {
    const a = await createRecipe(server.admin, { name: unique('Old Export') });
    await server.admin.post('/api/recipes/bulk-actions/export', { recipes: [a.slug] });
    const [made] = await exportsOf(server.admin);
    expect(made && existsSync(path.join(server.t.dataDir, made.path))).toBe(true);
    // Only Date is faked (the server runs in this process), so sockets and timers work as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 3_600_000 });
    try {
      expect(await exportsOf(server.admin)).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
    expect(made && existsSync(path.join(server.t.dataDir, made.path))).toBe(false);
  });

  it('needs a signed-in user', async () => {
    expect((await server.t.visitor.get('/api/recipes/bulk-actions/export')).status).toBe(401);
    const res = await server.t.visitor.post('/api/recipes/bulk-actions/delete', { recipes: [] });
    expect(res.status).toBe(401);
  });
});
