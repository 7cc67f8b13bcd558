import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

import AdmZip from 'adm-zip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import type { RecipeZipTokenResponse } from '../../../server/contract/exports';
import type { Recipe } from '../../../server/contract/recipes';
import type { ApiClient } from '../../helpers/http-client';
import { fileForm } from '../../helpers/images';
import { createRecipe, useTwoGroups } from '../../helpers/two-groups';
import { renamed, withDeclaredSize } from '../../helpers/zip-tampering';

const server = useTwoGroups();

const json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8');

function zipOf(entries: Record<string, Buffer>): Buffer {
  const zip = new AdmZip();
  for (const [name, bytes] of Object.entries(entries)) zip.addFile(name, bytes);
  return zip.toBuffer();
}

const webp = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#2e86c1' } })
    .webp()
    .toBuffer();

function upload(client: ApiClient, archive: Buffer) {
  return client.request('POST', '/api/recipes/create-from-zip', {
    body: fileForm('archive', archive, 'recipe.zip', {}),
  });
}

async function recipeCount(client: ApiClient): Promise<number> {
  const res = await client.get<{ total: number }>('/api/recipes?perPage=1');
  return res.body.total;
}

const recipeFolders = () => {
  const dir = path.join(server.t.dataDir, 'recipes');
  return existsSync(dir) ? readdirSync(dir).length : 0;
};

/** A refused archive answers 400 with Mealie's error body and leaves no row and no files. */
async function expectRefused(archive: Buffer, message: RegExp) {
  const before = { rows: await recipeCount(server.member), folders: recipeFolders() };
  const res = await upload(server.member, archive);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ detail: { error: true, message } });
  expect({ rows: await recipeCount(server.member), folders: recipeFolders() }).toEqual(before);
}

describe('POST /api/recipes/create-from-zip', () => {
  it('round-trips our own export: fields, organizers, links and the picture', async () => {
    const original = await createRecipe(server.member, {
      name: 'Zip Round Trip',
      description: 'Goes out and comes back',
      recipeYield: '4 bowls',
      tags: ['Soup'],
      recipeIngredient: [{ quantity: 2, unit: 'cup', food: 'leek', note: 'sliced' }],
      recipeInstructions: [{ text: 'Sweat the leeks.' }, { text: 'Blend.' }],
      nutrition: { calories: '120' },
    });
    const image = await server.member.request('PUT', `/api/recipes/${original.slug}/image`, {
      body: fileForm('image', await webp(), 'photo.webp', { extension: 'webp' }),
    });
    expect(image.status).toBe(200);
    const token = await server.member.post<RecipeZipTokenResponse>(
      `/api/recipes/${original.slug}/exports`,
    );
    const zipRes = await fetch(
      new URL(`/api/recipes/${original.slug}/exports/zip?token=${token.body.token}`, server.t.url),
      { headers: { authorization: `Bearer ${server.member.options.token ?? ''}` } },
    );
    const archive = Buffer.from(await zipRes.arrayBuffer());

    const res = await upload(server.member, archive);
    expect(res.status).toBe(201);
    expect(res.body).toBe('zip-round-trip-1');
    const copy = (await server.member.get<Recipe>(`/api/recipes/${res.body as string}`)).body;
    expect(copy.id).not.toBe(original.id);
    expect(copy.name).toBe('Zip Round Trip (1)');
    expect(copy).toMatchObject({ description: 'Goes out and comes back', recipeYield: '4 bowls' });
    expect(copy.tags.map((t) => t.id)).toEqual(original.tags.map((t) => t.id));
    expect(copy.recipeIngredient[0]).toMatchObject({
      quantity: 2,
      note: 'sliced',
      food: { id: original.recipeIngredient[0]?.food?.id },
      unit: { id: original.recipeIngredient[0]?.unit?.id },
    });
    expect(copy.recipeInstructions.map((s) => s.text)).toEqual(['Sweat the leeks.', 'Blend.']);
    expect(copy.nutrition?.calories).toBe('120');
    expect(copy.image).toBeTruthy();
    const picture = await fetch(
      new URL(`/api/media/recipes/${copy.id}/images/original.webp`, server.t.url),
    );
    expect(picture.status).toBe(200);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(40);
  });

  it("reads Mealie's export (snake_case, foreign ids) into the caller's group", async () => {
    const foreign = '5b2fbb2e-7d4b-4f3e-9f07-3c3a1c0c5d11';
    const mealie = {
      id: foreign,
      user_id: foreign,
      group_id: foreign,
      name: 'Mealie Shakshuka',
      slug: 'mealie-shakshuka',
      image: 'aB3x',
      recipe_yield: '2 servings',
      total_time: '30 minutes',
      org_url: 'https://example.com/shakshuka',
      date_added: '2024-03-01',
      recipe_category: [{ id: foreign, group_id: foreign, name: 'Breakfast', slug: 'breakfast' }],
      tags: [],
      tools: [{ id: foreign, name: 'Skillet', slug: 'skillet', on_hand: false }],
      recipe_ingredient: [
        {
          quantity: 4,
          unit: null,
          food: { id: foreign, name: 'egg', plural_name: null, label: null },
          note: '',
          is_food: true,
          disable_amount: false,
          display: '4 egg',
          title: null,
          original_text: '4 eggs',
          reference_id: '0b1c7e0e-1d63-4f5e-9a0e-2c1b9d3e4f50',
        },
        { note: 'salt to taste', quantity: 0, unit: null, food: null },
      ],
      recipe_instructions: [
        {
          id: foreign,
          title: '',
          text: 'Crack the eggs into the sauce.',
          ingredient_references: [{ reference_id: '0b1c7e0e-1d63-4f5e-9a0e-2c1b9d3e4f50' }],
        },
      ],
      nutrition: { calories: '300', cholesterol_content: '400 mg' },
      settings: { public: true, show_nutrition: true },
      assets: [{ name: 'scan', icon: 'mdi-file', file_name: 'scan.pdf' }],
      notes: [{ title: 'Tip', text: 'Use ripe tomatoes.' }],
      extras: {},
      comments: [],
      rating: 4,
    };
    const res = await upload(
      server.outsider,
      zipOf({ 'mealie-shakshuka.json': json(mealie), 'original.webp': await webp() }),
    );
    expect(res.status).toBe(201);
    const recipe = (await server.outsider.get<Recipe>(`/api/recipes/${res.body as string}`)).body;
    expect(recipe).toMatchObject({
      name: 'Mealie Shakshuka',
      recipeYield: '2 servings',
      totalTime: '30 minutes',
      orgURL: 'https://example.com/shakshuka',
      notes: [{ title: 'Tip', text: 'Use ripe tomatoes.' }],
      assets: [],
    });
    expect(recipe.id).not.toBe(foreign);
    expect(recipe.recipeCategory.map((c) => c.slug)).toEqual(['breakfast']);
    expect(recipe.tools.map((t) => t.name)).toEqual(['Skillet']);
    expect(recipe.recipeIngredient[0]?.food?.name).toBe('egg');
    expect(recipe.recipeIngredient[0]?.food?.id).not.toBe(foreign);
    expect(recipe.recipeInstructions[0]?.ingredientReferences).toEqual([
      { referenceId: recipe.recipeIngredient[0]?.referenceId },
    ]);
    expect(recipe.image).toBeTruthy();
    // The other group does not see it.
    expect((await server.member.get(`/api/recipes/${recipe.slug}`)).status).toBe(404);
  });

  it('turns visitors away and asks for the archive field', async () => {
    const archive = zipOf({ 'a.json': json({ name: 'Nope' }) });
    expect((await upload(server.visitor, archive)).status).toBe(401);
    const noFile = new FormData();
    noFile.append('note', 'no archive here');
    const missing = await server.member.request('POST', '/api/recipes/create-from-zip', {
      body: noFile,
    });
    expect(missing.status).toBe(422);
  });

  it('refuses zip slip names', async () => {
    const base = (name: string) =>
      zipOf({ [name]: json({ name: 'Slip' }), 'ok.json': json({ name: 'Fine' }) });
    await expectRefused(renamed(base('xx/evil.json'), 'xx/evil.json', '../evil.json'), /unsafe/);
    await expectRefused(renamed(base('xetc/p.json'), 'xetc/p.json', '/etc/p.json'), /unsafe/);
    await expectRefused(renamed(base('a/bc/d.json'), 'a/bc/d.json', 'a\\..\\d.json'), /unsafe/);
    await expectRefused(renamed(base('xC/x.json'), 'xC/x.json', 'C:/x.json'), /unsafe/);
  });

  it('refuses zip bombs: too many entries, huge sizes, extreme ratios, lying headers', async () => {
    const many: Record<string, Buffer> = {};
    for (let i = 0; i < 101; i += 1) many[`f${i}.txt`] = Buffer.from('x');
    await expectRefused(zipOf(many), /101 entries/);

    const zeros = Buffer.alloc(8 * 1024 * 1024);
    await expectRefused(zipOf({ 'r.json': json({ name: 'A' }), 'pad.bin': zeros }), /zip bomb/);

    const declaredHuge = withDeclaredSize(zipOf({ 'r.json': json({ name: 'Big' }) }), 2 ** 31);
    await expectRefused(declaredHuge, /more than/);

    // Headers claim 40 bytes; the entry actually inflates to 3 MB.
    const padded = Buffer.from(JSON.stringify({ name: 'Liar', description: ' '.repeat(3e6) }));
    await expectRefused(withDeclaredSize(zipOf({ 'r.json': padded }), 40), /declared size/);
  });

  it('refuses files that are not a recipe archive', async () => {
    await expectRefused(Buffer.from('plain text, not a zip'), /not a zip/);
    await expectRefused(zipOf({ 'readme.txt': Buffer.from('hi') }), /no recipe/);
    await expectRefused(zipOf({ 'r.json': Buffer.from('{"name": ') }), /not valid JSON/);
    await expectRefused(zipOf({ 'r.json': json([1, 2]) }), /does not hold a recipe/);
    await expectRefused(
      zipOf({ 'r.json': json({ name: 'Bad', recipe_ingredient: [{ quantity: -3 }] }) }),
      /not valid: recipeIngredient/,
    );
    await expectRefused(zipOf({ 'r.json': json({ description: 'no name' }) }), /no name/);
    await expectRefused(
      zipOf({ 'r.json': json({ name: 'Broken picture' }), 'original.webp': Buffer.from('nope') }),
      /picture in the archive/,
    );
  });

  it('refuses an oversized upload with 413', async () => {
    const res = await upload(server.member, Buffer.alloc(25 * 1024 * 1024 + 1));
    expect(res.status).toBe(413);
  });
});
