import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { Recipe } from '../../server/contract/recipes';
import { contractErrors } from '../helpers/contract';
import type { ApiClient } from '../helpers/http-client';
import { fileForm, imageForm, pngBytes } from '../helpers/images';
import { unique } from '../helpers/test-server';
import { createRecipe, useTwoGroups } from '../helpers/two-groups';

const s = useTwoGroups();

const assetDir = (recipe: Recipe) => path.join(s.t.dataDir, 'recipes', recipe.id, 'assets');
const newRecipe = () => createRecipe(s.admin, { name: unique('Asset dish ') });
const postAsset = (
  client: ApiClient,
  slug: string,
  fields: { name: string; icon?: string; extension: string },
  bytes: Uint8Array = Buffer.from('%PDF-1.4 tiny'),
) =>
  client.request<{ name: string; icon: string; fileName: string }>(
    'POST',
    `/api/recipes/${slug}/assets`,
    {
      body: fileForm('file', bytes, 'upload.bin', {
        icon: 'mdi-file',
        ...fields,
      }),
    },
  );

/** A GET with the path sent exactly as written (fetch would normalise dot segments). */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const url = new URL(s.t.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('POST /api/recipes/{slug}/assets', () => {
  it('stores the file as <slug of name>.<extension> and lists it on the recipe', async () => {
    const recipe = await newRecipe();
    const res = await postAsset(s.member, recipe.slug, {
      name: 'Grandma’s Notes',
      extension: 'PDF',
    });
    expect(res.status).toBe(200);
    expect(contractErrors('RecipeAsset', res.body)).toEqual([]);
    expect(res.body).toEqual({
      name: 'Grandma’s Notes',
      icon: 'mdi-file',
      fileName: 'grandma-s-notes.pdf',
    });
    expect(readdirSync(assetDir(recipe))).toEqual(['grandma-s-notes.pdf']);
    const again = await postAsset(s.member, recipe.slug, {
      name: 'Grandma’s notes',
      extension: 'pdf',
    });
    expect(again.status).toBe(200);
    const after = await s.admin.get<Recipe>(`/api/recipes/${recipe.slug}`);
    expect(contractErrors('Recipe-Output', after.body)).toEqual([]);
    expect(after.body.assets).toEqual([
      { name: 'Grandma’s notes', icon: 'mdi-file', fileName: 'grandma-s-notes.pdf' },
    ]);
  });

  it.each([
    [{ name: '../../larder', extension: 'db' }, 'slashes'],
    [{ name: 'notes\\..\\x', extension: 'pdf' }, 'slashes'],
    [{ name: 'bad\u0001name', extension: 'pdf' }, 'control characters'],
    [{ name: 'x'.repeat(201), extension: 'pdf' }, 'longer than'],
    [{ name: 'Notes', extension: '../pdf' }, 'extension'],
    [{ name: 'Notes', extension: 'p/df' }, 'extension'],
    [{ name: 'Notes', extension: 'pdf\u0000' }, 'extension'],
  ])('refuses path tricks %j and writes nothing', async (fields, why) => {
    const recipe = await newRecipe();
    const res = await postAsset(s.admin, recipe.slug, fields);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(why);
    expect(existsSync(assetDir(recipe))).toBe(false);
  });

  it('is for signed-in people of the recipe’s group', async () => {
    const recipe = await newRecipe();
    expect((await postAsset(s.visitor, recipe.slug, { name: 'A', extension: 'pdf' })).status).toBe(
      401,
    );
    expect((await postAsset(s.outsider, recipe.slug, { name: 'A', extension: 'pdf' })).status).toBe(
      404,
    );
    expect(existsSync(assetDir(recipe))).toBe(false);
  });
});

describe('GET /api/media/**', () => {
  it('serves recipe images to anyone as cacheable WebP, whatever the cache-busting query', async () => {
    const recipe = await newRecipe();
    const put = await s.admin.request<{ image: string }>(
      'PUT',
      `/api/recipes/${recipe.slug}/image`,
      {
        body: imageForm(await pngBytes(400, 300), 'png'),
      },
    );
    for (const name of ['original.webp', 'min-original.webp', 'tiny-original.webp']) {
      const res = await s.visitor.get(
        `/api/media/recipes/${recipe.id}/images/${name}?rnd=3&version=${put.body.image}`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves assets: images inline, everything else as a download', async () => {
    const recipe = await newRecipe();
    await postAsset(s.admin, recipe.slug, { name: 'Scan', extension: 'png' }, await pngBytes(8, 8));
    await postAsset(s.admin, recipe.slug, { name: 'Notes', extension: 'pdf' });
    await postAsset(
      s.admin,
      recipe.slug,
      { name: 'Page', extension: 'html' },
      Buffer.from('<script>'),
    );
    const scan = await s.visitor.get(`/api/media/recipes/${recipe.id}/assets/scan.png`);
    expect(scan.headers.get('content-type')).toBe('image/png');
    expect(scan.headers.get('content-disposition')).toBeNull();
    const notes = await s.visitor.get(`/api/media/recipes/${recipe.id}/assets/notes.pdf`);
    expect(notes.headers.get('content-type')).toBe('application/pdf');
    expect(notes.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?notes\.pdf"?$/,
    );
    const page = await s.visitor.get(`/api/media/recipes/${recipe.id}/assets/page.html`);
    expect(page.headers.get('content-type')).toBe('application/octet-stream');
    expect(page.headers.get('content-disposition')).toContain('attachment');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 JSON for files that do not exist', async () => {
    const recipe = await newRecipe();
    const missing = [
      `/api/media/recipes/${recipe.id}/images/original.webp`,
      `/api/media/recipes/${recipe.id}/images/timeline/${recipe.id}/tiny-original.webp`,
      `/api/media/recipes/${recipe.id}/assets/nothing.pdf`,
      `/api/media/users/${recipe.userId}/profile.webp`,
      `/api/media/users/${recipe.userId}/other.txt`,
    ];
    for (const url of missing) {
      const res = await s.visitor.get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('refuses ids that are not UUIDs, unknown image names and path tricks', async () => {
    const recipe = await newRecipe();
    await postAsset(s.admin, recipe.slug, { name: 'Notes', extension: 'pdf' });
    const base = `/api/media/recipes/${recipe.id}`;
    const refused = [
      `/api/media/recipes/not-a-uuid/images/original.webp`,
      `${base}/images/larder.db`,
      `${base}/images/..%2F..%2F..%2Flarder.db`,
      `${base}/assets/..%2F..%2F..%2Flarder.db`,
      `${base}/assets/..%2Fassets%2Fnotes.pdf`,
      `${base}/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2flarder.db`,
      `${base}/assets/.hidden`,
      `${base}/assets/notes.pdf%00.png`,
      `${base}/assets/..%5C..%5Clarder.db`,
      `${base}/assets/../../../larder.db`,
      `/api/media/recipes/..%2F..%2F/assets/notes.pdf`,
      `/api/media/users/${recipe.userId}/..%2F..%2Flarder.db`,
    ];
    for (const url of refused) {
      const res = await rawGet(url);
      expect([404, 422], url).toContain(res.status);
      expect(res.body).not.toContain('SQLite');
    }
    expect((await rawGet(`${base}/assets/notes.pdf`)).status).toBe(200);
  });
});
