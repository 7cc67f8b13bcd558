import { mkdirSync } from 'node:fs';
import path from 'node:path';

import AdmZip from 'adm-zip';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { FormatResponse, RecipeZipTokenResponse } from '../../../server/contract/exports';
import { loadOrCreateSecret } from '../../../server/files/secret';
import { useAdminServer } from '../../helpers/admin-server';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { otherGroupMember } from '../../helpers/recipe-actors';
import { createRecipe } from '../../helpers/two-groups';

const server = useAdminServer();

async function zipToken(client: ApiClient, slug: string): Promise<string> {
  const res = await client.post<RecipeZipTokenResponse>(`/api/recipes/${slug}/exports`);
  expect(res.status).toBe(200);
  expect(contractErrors('RecipeZipTokenResponse', res.body)).toEqual([]);
  return res.body.token;
}

async function downloadZip(client: ApiClient, slug: string, token: string) {
  const res = await fetch(
    new URL(`/api/recipes/${slug}/exports/zip?token=${token}`, server.t.url),
    { headers: { authorization: `Bearer ${client.options.token ?? ''}` } },
  );
  return { res, zip: res.ok ? new AdmZip(Buffer.from(await res.arrayBuffer())) : null };
}

async function writeImage(recipeId: string): Promise<void> {
  const dir = path.join(server.t.dataDir, 'recipes', recipeId, 'images');
  mkdirSync(dir, { recursive: true });
  await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
    .webp()
    .toFile(path.join(dir, 'original.webp'));
}

describe('single-recipe export', () => {
  it('lists the formats Larder renders', async () => {
    const res = await server.admin.get<FormatResponse>('/api/recipes/exports');
    expect(res.status).toBe(200);
    expect(contractErrors('FormatResponse', res.body)).toEqual([]);
    expect(res.body.zip).toEqual(['zip']);
  });

  it('zips the recipe as snake_case JSON, without an image when there is none', async () => {
    const recipe = await createRecipe(server.admin, {
      name: 'Zipped Soup',
      orgURL: 'https://example.com/soup',
      recipeIngredient: [{ quantity: 1, food: 'leek', note: 'sliced' }],
      recipeInstructions: [{ text: 'Boil.' }],
      nutrition: { fatContent: '2 g' },
      extras: { myKey: 'kept' },
    });
    const { res, zip } = await downloadZip(
      server.admin,
      recipe.slug,
      await zipToken(server.admin, recipe.slug),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${recipe.slug}.zip"`,
    );
    expect(zip?.getEntries().map((e) => e.entryName)).toEqual([`${recipe.slug}.json`]);
    const json = JSON.parse(zip?.readAsText(`${recipe.slug}.json`) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(json).toMatchObject({
      id: recipe.id,
      org_url: 'https://example.com/soup',
      date_added: recipe.dateAdded,
      group_id: recipe.groupId,
      nutrition: { fat_content: '2 g' },
      extras: { myKey: 'kept' },
      settings: { show_nutrition: false, disable_amount: true },
    });
    expect(json).not.toHaveProperty('orgURL');
    const [line] = json.recipe_ingredient as Record<string, unknown>[];
    expect(line).toMatchObject({ note: 'sliced', disable_amount: true });
    expect(typeof line?.reference_id).toBe('string');
    expect(line?.food).toMatchObject({ name: 'leek', on_hand: false, plural_name: null });
    const [step] = json.recipe_instructions as Record<string, unknown>[];
    expect(step).toMatchObject({ text: 'Boil.', ingredient_references: [] });
  });

  it('includes original.webp when the recipe has an image', async () => {
    const recipe = await createRecipe(server.admin, { name: 'Pictured Pie' });
    await writeImage(recipe.id);
    const { zip } = await downloadZip(
      server.admin,
      recipe.slug,
      await zipToken(server.admin, recipe.slug),
    );
    expect(
      zip
        ?.getEntries()
        .map((e) => e.entryName)
        .sort(),
    ).toEqual([`${recipe.slug}.json`, 'original.webp'].sort());
    const image = zip?.readFile('original.webp');
    expect((await sharp(image ?? Buffer.alloc(0)).metadata()).format).toBe('webp');
  });

  it('refuses tokens for another recipe, forged or expired tokens, and other groups', async () => {
    const a = await createRecipe(server.admin, { name: 'Token Target' });
    const b = await createRecipe(server.admin, { name: 'Token Other' });
    const tokenA = await zipToken(server.admin, a.slug);

    const wrongSlug = await server.admin.get(`/api/recipes/${b.slug}/exports/zip?token=${tokenA}`);
    expect(wrongSlug.status).toBe(400);
    expect(wrongSlug.body).toEqual({ detail: 'Invalid Slug' });

    const forgedKey = new TextEncoder().encode('not the server secret, not at all!!');
    const forged = await new SignJWT({ recipe: a.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('larder:recipe-zip')
      .setExpirationTime('10m')
      .sign(forgedKey);
    const secret = loadOrCreateSecret(path.join(server.t.dataDir, '.secret'));
    const expired = await new SignJWT({ recipe: a.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('larder:recipe-zip')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    for (const bad of [forged, expired, 'garbage']) {
      const res = await server.admin.get(`/api/recipes/${a.slug}/exports/zip?token=${bad}`);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'could not validate file token' });
    }

    // A session token is no zip token.
    const session = server.admin.options.token ?? '';
    expect(
      (await server.admin.get(`/api/recipes/${a.slug}/exports/zip?token=${session}`)).status,
    ).toBe(401);

    expect(
      (await server.t.visitor.get(`/api/recipes/${a.slug}/exports/zip?token=${tokenA}`)).status,
    ).toBe(401);
    const other = await otherGroupMember(server.t, server.admin);
    expect(
      (await other.client.get(`/api/recipes/${a.slug}/exports/zip?token=${tokenA}`)).status,
    ).toBe(404);
    expect((await other.client.post(`/api/recipes/${a.slug}/exports`)).status).toBe(404);
  });

  it('renders the raw and zip templates and 404s unknown ones', async () => {
    const recipe = await createRecipe(server.admin, { name: 'Templated Tart' });
    const raw = await server.admin.get<Record<string, unknown>>(
      `/api/recipes/${recipe.slug}/exports?template_name=raw`,
    );
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({ slug: recipe.slug, recipeIngredient: [] });
    const zip = await server.admin.get(`/api/recipes/${recipe.slug}/exports?template_name=zip`);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const unknown = await server.admin.get(
      `/api/recipes/${recipe.slug}/exports?template_name=recipes.md`,
    );
    expect(unknown.status).toBe(404);
    expect((await server.admin.get(`/api/recipes/${recipe.slug}/exports`)).status).toBe(422);
  });
});
