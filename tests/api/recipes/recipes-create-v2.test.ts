import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Recipe } from '../../../server/contract/recipes';
import { fileForm } from '../../helpers/images';
import { startPageServer, type PageServer } from '../../helpers/page-server';
import { pancakeCard, textPhoto } from '../../helpers/text-photo';
import { unique } from '../../helpers/test-server';
import { useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups({ allowPrivateFetch: true });

const ldRecipe = (name: string, step = 'Mix and bake.') => ({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  recipeIngredient: ['2 cups flour', '1 egg'],
  recipeInstructions: [{ '@type': 'HowToStep', text: step }],
  keywords: 'baking, quick',
});

let pages: PageServer;
const pageName = unique('Page Loaf ');
beforeAll(async () => {
  pages = await startPageServer({
    '/loaf': (_req, res) => {
      const json = JSON.stringify(ldRecipe(pageName));
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<html><head><script type="application/ld+json">${json}</script></head></html>`);
    },
  });
});
afterAll(() => pages.close());

async function recipe(slug: string): Promise<Recipe> {
  const res = await w.member.get<Recipe>(`/api/recipes/${slug}`);
  expect(res.status).toBe(200);
  return res.body;
}

describe("Mealie v2's recipe creation paths", () => {
  it('creates from schema.org JSON, with its keywords as tags when asked', async () => {
    const name = unique('Json Bread ');
    // A closing script tag in the JSON must not end the JSON early.
    const res = await w.member.post<string>('/api/recipes/create/html-or-json', {
      data: JSON.stringify(ldRecipe(name, 'Mix </script> and bake.')),
      includeTags: true,
    });
    expect(res.status).toBe(201);
    const saved = await recipe(res.body);
    expect(saved.name).toBe(name);
    expect(saved.recipeIngredient.map((line) => line.note)).toEqual(['2 cups flour', '1 egg']);
    expect(saved.recipeInstructions[0]?.text).toBe('Mix and bake.');
    expect(saved.tags.map((tag) => tag.name).sort()).toEqual(['baking', 'quick']);
  });

  it('creates from a page’s HTML the caller already has', async () => {
    const name = unique('Html Bun ');
    const json = JSON.stringify(ldRecipe(name));
    const res = await w.member.post<string>('/api/recipes/create/html-or-json', {
      data: `<html><body><script type="application/ld+json">${json}</script></body></html>`,
    });
    expect(res.status).toBe(201);
    expect((await recipe(res.body)).tags).toEqual([]);
  });

  it('refuses broken JSON, text without a recipe, and visitors', async () => {
    const broken = await w.member.post('/api/recipes/create/html-or-json', { data: '{"name": ' });
    expect(broken.status).toBe(400);
    const none = await w.member.post('/api/recipes/create/html-or-json', { data: '<p>hello</p>' });
    expect(none.status).toBe(400);
    expect((await w.member.post('/api/recipes/create/html-or-json', {})).status).toBe(422);
    const visitor = await w.visitor.post('/api/recipes/create/html-or-json', { data: '{}' });
    expect(visitor.status).toBe(401);
  });

  it('imports a page by URL at /create/url as at /create-url', async () => {
    const res = await w.member.post<string>('/api/recipes/create/url', {
      url: `${pages.url}/loaf`,
    });
    expect(res.status).toBe(201);
    expect((await recipe(res.body)).name).toBe(pageName);
  });

  it('reads a photo at /create/image with the offline OCR', async () => {
    const photo = await textPhoto(pancakeCard, { format: 'jpeg' });
    const res = await w.member.request<string>('POST', '/api/recipes/create/image', {
      body: fileForm('images', photo, 'card.jpg', {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const saved = await recipe(res.body);
    expect(saved.name.toLowerCase()).toContain('pancake');
    expect(saved.image).toBeTruthy();
  });
});
