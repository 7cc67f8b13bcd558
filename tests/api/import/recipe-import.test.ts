import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ScrapedRecipe } from '../../../server/contract/recipe-import';
import type { Recipe } from '../../../server/contract/recipes';
import type {
  BulkImportStarted,
  ReportOut,
  ReportSummary,
  ServerTask,
} from '../../../server/contract/reports';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { fixturePage, html, startPageServer, type PageServer } from '../../helpers/page-server';
import { startTestServer, unique, type TestServer } from '../../helpers/test-server';

let t: TestServer;
let admin: ApiClient;
let outsider: ApiClient;
let site: PageServer;

const recipePage = (name: string) =>
  fixturePage('jsonld-graph.html').replace(/Lemon Tart &amp; Cream/g, name);

beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#e1b12c' } })
    .png()
    .toBuffer();
  site = await startPageServer({
    '/lemon-tart': html(fixturePage('jsonld-graph.html')),
    '/images/lemon-tart-1200x800.jpg': (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(png),
    '/pancakes': html(fixturePage('microdata.html')),
    '/salad': html(fixturePage('plain-de.html')),
    '/bulk-1': html(recipePage('Bulk One')),
    '/bulk-2': html(recipePage('Bulk Two')),
    '/about': html(fixturePage('no-recipe.html')),
    '/forbidden': (_req, res) =>
      res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>No</h1>'),
    '/to-metadata': (_req, res) =>
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/moved': (_req, res) => res.writeHead(301, { location: '/lemon-tart' }).end(),
    '/images/drawing.svg': (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg></svg>'),
    '/images/fake.jpg': (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end('<script>alert(1)</script>'),
  });
  // The pages come from 127.0.0.1, which only LARDER_ALLOW_PRIVATE_FETCH admits.
  t = await startTestServer({ allowPrivateFetch: true });
  admin = (await t.setupAdmin()).client;
  const neighbours = unique('Neighbours ');
  await admin.post('/api/admin/groups', { name: neighbours });
  outsider = (await t.createMember(admin, { group: neighbours })).client;
});

afterAll(async () => {
  await t.close();
  await site.close();
});

const recipeCount = async (client: ApiClient) =>
  (await client.get<{ total: number }>('/api/recipes?perPage=1')).body.total;

describe('POST /api/recipes/test-scrape-url', () => {
  it('returns the scraped recipe and saves nothing', async () => {
    const before = await recipeCount(admin);
    const response = await admin.post<ScrapedRecipe>('/api/recipes/test-scrape-url', {
      url: `${site.url}/moved`,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: 'Lemon Tart & Cream',
      recipeYield: '8 slices',
      totalTime: '1 hour 45 minutes',
      recipeIngredient: ['200 g flour', '100 g butter', '3 lemons'],
      image: `${site.url}/images/lemon-tart-1200x800.jpg`,
      orgURL: `${site.url}/lemon-tart`,
    });
    expect(response.body.recipeInstructions[0]).toEqual({
      title: 'Pastry',
      text: 'Rub the butter into the flour.',
    });
    expect(await recipeCount(admin)).toBe(before);
  });

  it('reads microdata and plain pages too', async () => {
    const pancakes = await admin.post<ScrapedRecipe>('/api/recipes/test-scrape-url', {
      url: `${site.url}/pancakes`,
    });
    expect(pancakes.body.name).toBe('Fluffy Pancakes');
    const salad = await admin.post<ScrapedRecipe>('/api/recipes/test-scrape-url', {
      url: `${site.url}/salad`,
    });
    expect(salad.body.recipeIngredient).toContain('250 ml Brühe');
  });

  it('answers 400 with a clear message when there is no recipe or the site refuses', async () => {
    const none = await admin.post<{ detail: { message: string } }>('/api/recipes/test-scrape-url', {
      url: `${site.url}/about`,
    });
    expect(none.status).toBe(400);
    expect(none.body.detail.message).toBe('No recipe found on that page');
    const refused = await admin.post<{ detail: { message: string } }>(
      '/api/recipes/test-scrape-url',
      {
        url: `${site.url}/forbidden`,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.detail.message).toMatch(/refused.*403/);
    const bad = await admin.post('/api/recipes/test-scrape-url', { url: 'file:///etc/passwd' });
    expect(bad.status).toBe(400);
  });

  it('refuses a redirect to a link-local address, even with private fetches allowed', async () => {
    const response = await admin.post<{ detail: { message: string } }>(
      '/api/recipes/test-scrape-url',
      {
        url: `${site.url}/to-metadata`,
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.detail.message).toMatch(/169\.254\.169\.254/);
  });
});

describe('GET /api/recipes/test-scrape-url/image', () => {
  const previewOf = (client: ApiClient, url: string) =>
    fetch(new URL(`/api/recipes/test-scrape-url/image?url=${encodeURIComponent(url)}`, t.url), {
      headers: { authorization: `Bearer ${client.options.token ?? ''}` },
    });

  it("serves the previewed page's http picture as a WebP the server made", async () => {
    const response = await previewOf(admin, `${site.url}/images/lemon-tart-1200x800.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('private, max-age=600');
    const facts = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(facts).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('refuses what is not a picture, SVG, other schemes and visitors', async () => {
    for (const url of [
      `${site.url}/lemon-tart`,
      `${site.url}/images/drawing.svg`,
      `${site.url}/images/fake.jpg`,
      `${site.url}/images/missing.jpg`,
      'file:///etc/passwd',
    ]) {
      const response = await previewOf(admin, url);
      expect(response.status, url).toBe(400);
      expect(response.headers.get('content-type'), url).toMatch(/application\/json/);
    }
    expect((await t.visitor.get(`/api/recipes/test-scrape-url/image?url=${site.url}`)).status).toBe(
      401,
    );
    expect((await admin.get('/api/recipes/test-scrape-url/image')).status).toBe(422);
  });
});

describe('POST /api/recipes/create-url', () => {
  it('saves the recipe with its tags, categories and picture and returns the slug', async () => {
    const response = await admin.post<string>('/api/recipes/create-url', {
      url: `${site.url}/lemon-tart`,
      includeTags: true,
    });
    expect(response.status).toBe(201);
    expect(response.body).toBe('lemon-tart-cream');
    const recipe = (await admin.get<Recipe>(`/api/recipes/${response.body}`)).body;
    expect(recipe.orgURL).toBe(`${site.url}/lemon-tart`);
    expect(recipe.tags.map((tag) => tag.name).sort()).toEqual(['dessert', 'lemon', 'tart']);
    expect(recipe.recipeCategory.map((c) => c.name).sort()).toEqual(['Baking', 'Dessert']);
    expect(recipe.recipeIngredient.map((i) => i.note)).toEqual([
      '200 g flour',
      '100 g butter',
      '3 lemons',
    ]);
    expect(recipe.recipeInstructions.map((s) => s.title)).toEqual(['Pastry', '', 'Filling']);
    expect(recipe.performTime).toBe('1 hour 15 minutes');
    expect(recipe.nutrition).toMatchObject({ calories: '320' });
    expect(recipe.image).toMatch(/^[0-9a-z]{4}$/);
  });

  it('leaves tags out unless asked for', async () => {
    const slug = (
      await admin.post<string>('/api/recipes/create-url', { url: `${site.url}/pancakes` })
    ).body;
    const recipe = (await admin.get<Recipe>(`/api/recipes/${slug}`)).body;
    expect(recipe.name).toBe('Fluffy Pancakes');
    expect(recipe.tags).toEqual([]);
  });

  it('is for signed-in users only', async () => {
    for (const path of ['/api/recipes/test-scrape-url', '/api/recipes/create-url']) {
      expect((await t.visitor.post(path, { url: `${site.url}/lemon-tart` })).status).toBe(401);
    }
    const bulk = await t.visitor.post('/api/recipes/create-url/bulk', {
      imports: [{ url: `${site.url}/lemon-tart` }],
    });
    expect(bulk.status).toBe(401);
    expect((await t.visitor.get('/api/groups/reports')).status).toBe(401);
    expect((await t.visitor.get('/api/groups/server-tasks')).status).toBe(401);
  });
});

describe('POST /api/recipes/create-url/bulk', () => {
  it('imports in the background and reports each URL; failures do not stop the rest', async () => {
    const started = await admin.post<BulkImportStarted>('/api/recipes/create-url/bulk', {
      imports: [
        { url: `${site.url}/bulk-1`, tags: ['weeknight'] },
        { url: `${site.url}/forbidden` },
        { url: `${site.url}/bulk-2`, categories: [{ name: 'Pudding' }] },
      ],
    });
    expect(started.status).toBe(202);
    const { reportId, taskId } = started.body;

    let task: ServerTask | undefined;
    for (let i = 0; i < 100 && task?.status !== 'finished'; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      task = (await admin.get<ServerTask[]>('/api/groups/server-tasks')).body.find(
        (x) => x.id === taskId,
      );
    }
    expect(task).toMatchObject({ name: 'Bulk Recipe Import', status: 'finished' });
    expect(task?.log).toContain('Done: 2 of 3 imported');

    const report = (await admin.get<ReportOut>(`/api/groups/reports/${reportId}`)).body;
    expect(report).toMatchObject({ category: 'bulk_import', status: 'partial' });
    expect(contractErrors('ReportOut', report)).toEqual([]);
    expect(report.entries).toHaveLength(3);
    const failed = report.entries.filter((entry) => !entry.success);
    expect(failed).toHaveLength(1);
    expect(failed[0]?.message).toContain('/forbidden');
    expect(failed[0]?.exception).toMatch(/403/);

    const one = (await admin.get<Recipe>('/api/recipes/bulk-one')).body;
    expect(one.tags.map((tag) => tag.name)).toEqual(['weeknight']);
    const two = (await admin.get<Recipe>('/api/recipes/bulk-two')).body;
    expect(two.recipeCategory.map((c) => c.name)).toEqual(['Pudding']);

    const listed = (await admin.get<ReportSummary[]>('/api/groups/reports?report_type=bulk_import'))
      .body;
    expect(listed.map((r) => r.id)).toContain(reportId);
    for (const summary of listed) expect(contractErrors('ReportSummary', summary)).toEqual([]);
    expect(
      (await admin.get<ReportSummary[]>('/api/groups/reports?report_type=backup')).body,
    ).toEqual([]);

    expect((await outsider.get(`/api/groups/reports/${reportId}`)).status).toBe(404);
    expect((await outsider.get<ServerTask[]>('/api/groups/server-tasks')).body).toEqual([]);

    const deleted = await admin.delete(`/api/groups/reports/${reportId}`);
    expect(deleted.status).toBe(200);
    expect(contractErrors('SuccessResponse', deleted.body)).toEqual([]);
    expect((await admin.get(`/api/groups/reports/${reportId}`)).status).toBe(404);
  });

  it('validates its body', async () => {
    expect((await admin.post('/api/recipes/create-url/bulk', { imports: [] })).status).toBe(422);
  });
});

describe('without LARDER_ALLOW_PRIVATE_FETCH', () => {
  it('refuses loopback and private addresses', async () => {
    const strict = await startTestServer();
    try {
      const client = (await strict.setupAdmin()).client;
      const port = new URL(site.url).port;
      for (const url of [
        `${site.url}/lemon-tart`,
        `http://localhost:${port}/lemon-tart`,
        `http://[::1]:${port}/lemon-tart`,
        'http://10.1.2.3/recipe',
        'http://192.168.1.1/recipe',
      ]) {
        const response = await client.post<{ detail: { message: string } }>(
          '/api/recipes/test-scrape-url',
          {
            url,
          },
        );
        expect(response.status, url).toBe(400);
        expect(response.body.detail.message, url).toMatch(
          /not an address Larder fetches|does not fetch/,
        );
      }
      expect(site.hits.filter((hit) => hit === '/lemon-tart').length).toBeGreaterThan(0);
      // The preview's picture proxy keeps the same rule: no way into this machine's network.
      const picture = `/api/recipes/test-scrape-url/image?url=${encodeURIComponent(
        `http://localhost:${port}/images/lemon-tart-1200x800.jpg`,
      )}`;
      const hitsBefore = site.hits.length;
      const proxied = await client.get<{ detail: { message: string } }>(picture);
      expect(proxied.status).toBe(400);
      expect(proxied.body.detail.message).toMatch(
        /not a public address|not an address Larder fetches/,
      );
      expect(site.hits.length).toBe(hitsBefore);
    } finally {
      await strict.close();
    }
  });
});
