import { fixturePage, html, startPageServer, type PageServer } from '../helpers/page-server';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { makePng } from './helpers/recipe-data';
import { saveScreenshot } from './helpers/screenshots';

test.use({ allowPrivateFetch: true });

let pages: PageServer;

test.beforeAll(async () => {
  const picture = await makePng('#e8b03a');
  pages = await startPageServer({
    '/lemon-tart': html(fixturePage('jsonld-graph.html')),
    // The page's picture, on the same plain-http site (the fixture names it relatively).
    '/images/lemon-tart-1200x800.jpg': (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/png' }).end(picture),
    '/microdata': html(fixturePage('microdata.html')),
    '/no-recipe': html(fixturePage('no-recipe.html')),
    '/lemon-loaf': html(`<html><head><title>Lemon Loaf | Crumbs</title></head><body>
      <div class="wprm-recipe"><h2 class="wprm-recipe-name">Lemon Loaf</h2>
      <div class="wprm-recipe-ingredients-container"><h3 class="wprm-recipe-header">Ingredients</h3>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the cake</h4><ul>
      <li class="wprm-recipe-ingredient">225 g butter</li><li class="wprm-recipe-ingredient">4 eggs</li></ul></div>
      <div class="wprm-recipe-ingredient-group"><h4 class="wprm-recipe-group-name">For the drizzle</h4><ul>
      <li class="wprm-recipe-ingredient">85 g icing sugar</li></ul></div></div>
      <div class="wprm-recipe-instructions-container"><h3 class="wprm-recipe-header">Instructions</h3><ul>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Beat the butter.</div></li>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Bake for 45 minutes.</div></li></ul></div>
      </div></body></html>`),
    '/slow': (_req, res) => {
      setTimeout(
        () => res.writeHead(200, { 'content-type': 'text/html' }).end(fixturePage('rdfa.html')),
        300,
      );
    },
  });
});

test.afterAll(async () => {
  await pages.close();
});

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('import from a URL: preview first, nothing saved, then import with tags', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Create' }).click();
  await page.getByRole('menuitem', { name: 'Import recipe from URL' }).click();
  await expect(page).toHaveURL('/recipe/create/url');
  const address = page.getByLabel('Recipe address');
  await address.fill('not a web address');
  await expect(page.getByText('Enter a full web address')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeDisabled();

  await address.fill(`${pages.url}/lemon-tart`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByLabel('Preview of the recipe');
  await expect(preview.getByTestId('preview-name')).toHaveText('Lemon Tart & Cream');
  await expect(preview.getByTestId('preview-ingredients').getByRole('listitem')).toHaveText([
    '200 g flour',
    '100 g butter',
    '3 lemons',
  ]);
  await expect(preview).toContainText('1 hour 15 minutes');
  await saveScreenshot(page, 'url-import-preview');
  const before = await page.request.get('/api/recipes?perPage=-1');
  expect(((await before.json()) as { total: number }).total).toBe(0);

  await page.getByText("Keep the page's keywords as tags").click();
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/recipe\/lemon-tart-cream$/);
  await expect(page.getByRole('heading', { name: 'Lemon Tart & Cream' })).toBeVisible();
  const saved = (await (await page.request.get('/api/recipes/lemon-tart-cream')).json()) as {
    tags: { name: string }[];
    orgURL: string;
  };
  expect(saved.orgURL).toBe(`${pages.url}/lemon-tart`);
  expect(saved.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['lemon', 'tart']));
});

test('the preview groups ingredients under the sections the page gave them', async ({ page }) => {
  await page.goto(`/recipe/create/url?url=${encodeURIComponent(`${pages.url}/lemon-loaf`)}`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByLabel('Preview of the recipe');
  const ingredients = preview.getByTestId('preview-ingredients');
  await expect(ingredients.getByRole('heading')).toHaveText(['For the cake', 'For the drizzle']);
  await expect(ingredients.getByRole('listitem')).toHaveText([
    '225 g butter',
    '4 eggs',
    '85 g icing sugar',
  ]);
  await saveScreenshot(page, 'url-import-preview-sections');
});

test("the preview shows a plain-http site's picture, fetched through the server", async ({
  page,
}) => {
  await page.goto(`/recipe/create/url?url=${encodeURIComponent(`${pages.url}/lemon-tart`)}`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByLabel('Preview of the recipe');
  await expect(preview.getByTestId('preview-name')).toHaveText('Lemon Tart & Cream');
  const picture = preview.locator('img.larder-url-preview-image');
  await expect(picture).toHaveAttribute('src', /^\/api\/recipes\/test-scrape-url\/image\?url=http/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(400);
  await saveScreenshot(page, 'url-import-preview-picture');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(400);
  await saveScreenshot(page, 'url-import-preview-picture-phone');
});

test('import from a URL: a page without a recipe says so and saves nothing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/recipe/create/url?url=${encodeURIComponent(`${pages.url}/no-recipe`)}`);
  await expect(page.getByLabel('Recipe address')).toHaveValue(`${pages.url}/no-recipe`);
  await page.getByRole('button', { name: 'Preview' }).click();
  const problem = page.getByRole('heading', { name: 'The recipe could not be imported' });
  await expect(problem).toBeVisible();
  await expect(page.getByLabel('Preview of the recipe')).toHaveCount(0);
  await saveScreenshot(page, 'url-import-no-recipe-phone');
  const list = await page.request.get('/api/recipes?perPage=-1');
  expect(((await list.json()) as { total: number }).total).toBe(0);
});

test('bulk import: progress, per-address outcome with one failure, and the history', async ({
  page,
}) => {
  await page.goto('/recipe/create/bulk');
  await expect(page.getByText('No bulk imports yet')).toBeVisible();
  const urls = page.getByLabel('Web addresses');
  await urls.fill(`${pages.url}/lemon-tart\nfoo`);
  await expect(page.getByText('Not web addresses: foo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the import' })).toBeDisabled();
  await urls.fill(
    [
      `${pages.url}/lemon-tart`,
      `${pages.url}/microdata`,
      `${pages.url}/no-recipe`,
      `${pages.url}/slow`,
      `${pages.url}/lemon-tart`,
    ].join('\n'),
  );
  await expect(page.getByText('4 addresses')).toBeVisible();
  await page.getByRole('button', { name: 'Start the import' }).click();

  const progress = page.getByLabel('Import progress', { exact: true }).first();
  await expect(page.getByTestId('bulk-count')).toHaveText('4 of 4 done', { timeout: 20_000 });
  await expect(page.getByTestId('bulk-status')).toHaveText('Some failed');
  await expect(progress.getByRole('listitem')).toHaveCount(4);
  await expect(progress.locator('li.is-failed')).toHaveCount(1);
  await expect(progress.locator('li.is-failed')).toContainText(`${pages.url}/no-recipe`);
  await expect(page.getByRole('list').getByText('Some failed')).toBeVisible();
  await saveScreenshot(page, 'bulk-import-done');

  const list = await page.request.get('/api/recipes?perPage=-1');
  expect(((await list.json()) as { total: number }).total).toBe(3);
  await page.reload();
  await expect(page.getByText('Some failed')).toBeVisible();
  await page.getByRole('button', { name: 'Delete this report' }).click();
  await expect(page.getByText('No bulk imports yet')).toBeVisible();
});
