import { existsSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Recipe } from '../../../server/contract/recipes';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { imageFacts, imageForm, jpegBytes, pngBytes } from '../../helpers/images';
import { createRecipe } from '../../helpers/two-groups';
import { startTestServer, unique, type TestServer } from '../../helpers/test-server';

let t: TestServer;
let admin: ApiClient;
let member: ApiClient;
let outsider: ApiClient;
let images: Server;
let imagesUrl: string;
let png: Buffer;

beforeAll(async () => {
  // Downloads by URL come from a server on 127.0.0.1, so this server allows private addresses.
  t = await startTestServer({ allowPrivateFetch: true });
  admin = (await t.setupAdmin()).client;
  const neighbours = unique('Neighbours ');
  await admin.post('/api/admin/groups', { name: neighbours });
  member = (await t.createMember(admin)).client;
  outsider = (await t.createMember(admin, { group: neighbours })).client;
  png = await pngBytes(640, 480);
  images = createServer((req, res) => {
    if (req.url === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/page.html')
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>');
    else if (req.url === '/fake.png') res.writeHead(200, { 'content-type': 'image/png' }).end('no');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  imagesUrl = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});
afterAll(async () => {
  images.closeAllConnections();
  await new Promise((resolve) => images.close(resolve));
  await t.close();
});

const imageDir = (recipe: Recipe) => path.join(t.dataDir, 'recipes', recipe.id, 'images');
const newRecipe = () => createRecipe(admin, { name: unique('Photo dish ') });
const putImage = (client: ApiClient, slug: string, bytes: Uint8Array, extension = 'png') =>
  client.request<{ image: string }>('PUT', `/api/recipes/${slug}/image`, {
    body: imageForm(bytes, extension),
  });

describe('PUT /api/recipes/{slug}/image', () => {
  it('stores original, min-original and tiny-original WebP files and a new cache key', async () => {
    const recipe = await newRecipe();
    const res = await putImage(admin, recipe.slug, await pngBytes(5000, 2500));
    expect(res.status).toBe(200);
    expect(contractErrors('UpdateImageResponse', res.body)).toEqual([]);
    expect(res.body.image).toMatch(/^\d{1,3}$/);
    const dir = imageDir(recipe);
    expect(readdirSync(dir).sort()).toEqual([
      'min-original.webp',
      'original.webp',
      'tiny-original.webp',
    ]);
    expect(await imageFacts(path.join(dir, 'original.webp'))).toMatchObject({
      format: 'webp',
      width: 4096,
      height: 2048,
    });
    expect(await imageFacts(path.join(dir, 'min-original.webp'))).toMatchObject({
      width: 1024,
      height: 512,
    });
    expect(await imageFacts(path.join(dir, 'tiny-original.webp'))).toMatchObject({
      width: 300,
      height: 300,
    });
    const after = await admin.get<Recipe>(`/api/recipes/${recipe.slug}`);
    expect(after.body.image).toBe(res.body.image);
  });

  it('turns photos upright, strips their metadata and never enlarges', async () => {
    const recipe = await newRecipe();
    const res = await putImage(member, recipe.slug, await jpegBytes(400, 200, 6), 'JPG');
    expect(res.status).toBe(200);
    const original = await imageFacts(path.join(imageDir(recipe), 'original.webp'));
    expect(original).toEqual({ format: 'webp', width: 200, height: 400, hasExif: false });
    const min = await imageFacts(path.join(imageDir(recipe), 'min-original.webp'));
    expect(min).toMatchObject({ width: 200, height: 400 });
  });

  it('changes the cache key on every upload', async () => {
    const recipe = await newRecipe();
    const first = await putImage(admin, recipe.slug, png);
    const second = await putImage(admin, recipe.slug, png);
    expect(second.body.image).not.toBe(first.body.image);
  });

  it('refuses what is not an image, bad extensions and missing files, writing nothing', async () => {
    const recipe = await newRecipe();
    const text = await putImage(admin, recipe.slug, Buffer.from('just some text'));
    expect(text.status).toBe(400);
    expect(JSON.stringify(text.body)).toContain('not an image');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>');
    expect((await putImage(admin, recipe.slug, svg)).status).toBe(400);
    expect((await putImage(admin, recipe.slug, png, 'exe')).status).toBe(422);
    const noFile = new FormData();
    noFile.append('extension', 'png');
    const missing = await admin.request('PUT', `/api/recipes/${recipe.slug}/image`, {
      body: noFile,
    });
    expect(missing.status).toBe(422);
    expect(existsSync(imageDir(recipe))).toBe(false);
    expect((await admin.get<Recipe>(`/api/recipes/${recipe.slug}`)).body.image).toBeNull();
  });

  it('answers 413 for files over 20 MB and writes nothing', async () => {
    const recipe = await newRecipe();
    const res = await putImage(admin, recipe.slug, Buffer.alloc(20 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
    expect(existsSync(imageDir(recipe))).toBe(false);
  });

  it('is for signed-in people of the recipe’s group', async () => {
    const recipe = await newRecipe();
    expect((await putImage(t.visitor, recipe.slug, png)).status).toBe(401);
    expect((await putImage(outsider, recipe.slug, png)).status).toBe(404);
    expect(existsSync(imageDir(recipe))).toBe(false);
  });
});

describe('POST /api/recipes/{slug}/image', () => {
  it('downloads a picture from a URL and stores it like an upload', async () => {
    const recipe = await newRecipe();
    const res = await admin.post<{ image: string }>(`/api/recipes/${recipe.slug}/image`, {
      url: `${imagesUrl}/photo.png`,
    });
    expect(res.status).toBe(200);
    expect(res.body.image).toMatch(/^[0-9a-z]{4}$/);
    const original = await imageFacts(path.join(imageDir(recipe), 'original.webp'));
    expect(original).toMatchObject({ format: 'webp', width: 640, height: 480 });
  });

  it.each([
    ['/page.html', 'content type'],
    ['/fake.png', 'not an image'],
    ['/missing.png', 'HTTP 404'],
  ])('refuses %s (%s) and writes nothing', async (file, why) => {
    const recipe = await newRecipe();
    const res = await admin.post(`/api/recipes/${recipe.slug}/image`, { url: imagesUrl + file });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(why);
    expect(existsSync(imageDir(recipe))).toBe(false);
  });

  it('refuses non-http URLs', async () => {
    const recipe = await newRecipe();
    const res = await admin.post(`/api/recipes/${recipe.slug}/image`, { url: 'file:///etc/hosts' });
    expect(res.status).toBe(400);
  });

  it('refuses private addresses on a server that does not allow them', async () => {
    const strict = await startTestServer();
    try {
      const owner = (await strict.setupAdmin()).client;
      const recipe = await createRecipe(owner, { name: 'Strict' });
      const res = await owner.post(`/api/recipes/${recipe.slug}/image`, {
        url: `${imagesUrl}/photo.png`,
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('not a public address');
    } finally {
      await strict.close();
    }
  });
});

describe('deleting a recipe', () => {
  it('removes its media folder', async () => {
    const recipe = await newRecipe();
    await putImage(admin, recipe.slug, png);
    expect(existsSync(path.join(t.dataDir, 'recipes', recipe.id))).toBe(true);
    expect((await admin.delete(`/api/recipes/${recipe.slug}`)).status).toBe(200);
    expect(existsSync(path.join(t.dataDir, 'recipes', recipe.id))).toBe(false);
  });
});

describe('duplicating a recipe', () => {
  it('gives the copy its own picture files and the same cache key', async () => {
    const recipe = await newRecipe();
    const { image } = (await putImage(admin, recipe.slug, png)).body;
    const copy = await admin.post<Recipe>(`/api/recipes/${recipe.slug}/duplicate`, {
      name: unique('Copied dish '),
    });
    expect(copy.status).toBe(201);
    expect(copy.body.image).toBe(image);
    expect(readdirSync(imageDir(copy.body)).sort()).toEqual([
      'min-original.webp',
      'original.webp',
      'tiny-original.webp',
    ]);
    const served = await t.visitor.get(`/api/media/recipes/${copy.body.id}/images/original.webp`);
    expect(served.status).toBe(200);
    await admin.delete(`/api/recipes/${recipe.slug}`);
    expect(existsSync(path.join(imageDir(copy.body), 'original.webp'))).toBe(true);
  });
});
