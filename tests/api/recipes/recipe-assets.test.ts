import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { Recipe } from '../../../server/contract/recipes';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { fileForm, imageForm, pngBytes } from '../../helpers/images';
import { unique } from '../../helpers/test-server';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';

const s = useTwoGroups();

const assetDir = (recipe: Recipe) => path.join(s.t.dataDir, 'recipes', recipe.id, 'assets');
const uploadsDir = () => path.join(s.t.dataDir, '.temp', 'uploads');
const uploadFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : []);
/** Temporary upload files are removed once the answer is sent: wait for that, briefly. */
const noUploadsLeft = () => expect.poll(uploadFiles, { timeout: 2000 }).toEqual([]);
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

const boundary = 'larder-test-boundary';
const megabyte = 1024 * 1024;

/**
 * A multipart asset upload written to the socket piece by piece, as a browser sends a large
 * file: `chunks` are the file's bytes; `beforeLast` runs while the request is still open, before
 * the last chunk goes out.
 */
function streamAsset(
  client: ApiClient,
  slug: string,
  fields: Record<string, string>,
  chunks: Iterable<Buffer>,
  beforeLast: () => Promise<void> = () => Promise.resolve(),
): Promise<{ status: number; body: string }> {
  const url = new URL(`/api/recipes/${slug}/assets`, s.t.url);
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          authorization: `Bearer ${client.options.token ?? ''}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    const write = (data: string | Buffer) =>
      new Promise<void>((done) => {
        if (req.write(data)) done();
        else req.once('drain', done);
      });
    void (async () => {
      await write(parts.join('') + fileHead);
      const list = [...chunks];
      for (const [index, chunk] of list.entries()) {
        if (index === list.length - 1) await beforeLast();
        await write(chunk);
      }
      req.end(`\r\n--${boundary}--\r\n`);
    })().catch(reject);
  });
}

/** `count` pieces of one megabyte each (zeros), plus `extra` bytes. */
function* megabytes(count: number, extra = 0): Generator<Buffer> {
  for (let i = 0; i < count; i++) yield Buffer.alloc(megabyte);
  if (extra > 0) yield Buffer.alloc(extra);
}

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
    await noUploadsLeft();
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
    await noUploadsLeft();
  });
});

describe('large assets', () => {
  it('are streamed to a temporary file in the data directory, then moved into place', async () => {
    const recipe = await newRecipe();
    const bytes = randomBytes(12 * megabyte);
    const pieces = Array.from({ length: 12 }, (_, i) =>
      bytes.subarray(i * megabyte, (i + 1) * megabyte),
    );
    let midway = 0;
    const res = await streamAsset(
      s.member,
      recipe.slug,
      { name: 'Technique video', icon: 'mdi-file', extension: 'mp4' },
      pieces,
      async () => {
        // Eleven megabytes sent, the request still open: they are already on disk (but for
        // the few bytes the multipart parser may hold back while it looks for the boundary).
        const sizes = () => uploadFiles().map((f) => statSync(path.join(uploadsDir(), f)).size);
        await expect.poll(() => sizes()[0] ?? 0).toBeGreaterThan(11 * megabyte - 100);
        midway = sizes().length;
      },
    );
    expect(res.status, res.body).toBe(200);
    expect(midway).toBe(1);
    expect(JSON.parse(res.body)).toEqual({
      name: 'Technique video',
      icon: 'mdi-file',
      fileName: 'technique-video.mp4',
    });
    const stored = readFileSync(path.join(assetDir(recipe), 'technique-video.mp4'));
    expect(stored.length).toBe(bytes.length);
    expect(stored.equals(bytes)).toBe(true);
    await noUploadsLeft();
    const served = await s.visitor.get<string>(
      `/api/media/recipes/${recipe.id}/assets/technique-video.mp4`,
    );
    expect(served.status).toBe(200);
  });

  it('over 50 MB are refused with 413, leaving no file behind', async () => {
    const recipe = await newRecipe();
    const res = await streamAsset(
      s.member,
      recipe.slug,
      { name: 'Too big', icon: 'mdi-file', extension: 'mp4' },
      megabytes(50, 1),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ detail: 'Request body too large' });
    expect(existsSync(assetDir(recipe))).toBe(false);
    await noUploadsLeft();
  });

  it('with a missing field are refused with 422 once received, leaving no file behind', async () => {
    const recipe = await newRecipe();
    const res = await streamAsset(
      s.member,
      recipe.slug,
      { icon: 'mdi-file', extension: 'mp4' },
      megabytes(5),
    );
    expect(res.status).toBe(422);
    expect(res.body).toContain('name');
    expect(existsSync(assetDir(recipe))).toBe(false);
    await noUploadsLeft();
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
