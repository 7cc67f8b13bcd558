import { gzipSync } from 'node:zlib';

import AdmZip from 'adm-zip';

import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';

/** A Paprika export: a zip of gzipped JSON recipes; the second one is not gzip at all. */
function paprikaExport(): Buffer {
  const zip = new AdmZip();
  const packed = (value: unknown) => gzipSync(Buffer.from(JSON.stringify(value), 'utf8'));
  zip.addFile(
    'Porridge.paprikarecipe',
    packed({
      uid: 'P1',
      name: 'Overnight porridge',
      ingredients: '80 g oats\n200 ml milk',
      directions: 'Stir.\nLeave overnight.',
      categories: ['Breakfast'],
      photos: [],
    }),
  );
  zip.addFile('Broken.paprikarecipe', Buffer.from('this was never gzipped'));
  return zip.toBuffer();
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: viewport.size });

    test('a member moves recipes in from Paprika and reads the report', async ({ page }) => {
      await createAdmin(page.request);
      await logIn(page.request, admin);
      await createMember(page.request);
      await page.context().clearCookies();
      await logIn(page.request, member);

      await page.goto('/group/migrations');
      await expect(page.getByRole('heading', { name: 'Move in from another app' })).toBeVisible();
      await page.getByLabel('The app your recipes are in').selectOption('paprika');
      await expect(page.getByText('How to get the export out')).toBeVisible();
      const start = page.getByRole('button', { name: 'Start import' });
      await expect(start).toBeDisabled();
      await page.getByLabel('The export').setInputFiles({
        name: 'My Recipes.paprikarecipes',
        mimeType: 'application/zip',
        buffer: paprikaExport(),
      });
      await start.click();
      await expect(
        page.getByRole('status').filter({ hasText: '1 succeeded, 1 failed' }),
      ).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByText('Overnight porridge')).toBeVisible();
      await saveScreenshot(page, `group-migrations-${viewport.name}`);

      const recipes = (await (await page.request.get('/api/recipes?perPage=-1')).json()) as {
        items: { name: string; tags: { name: string }[] }[];
      };
      const porridge = recipes.items.find((recipe) => recipe.name === 'Overnight porridge');
      expect(porridge?.tags.map((tag) => tag.name)).toContain('paprika');

      await page.getByRole('link', { name: 'All reports' }).click();
      await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
      const open = page.getByRole('button', { name: /Show the entries of/ });
      await expect(open).toHaveCount(1);
      await open.click();
      await expect(page.getByText('1 succeeded, 1 failed')).toBeVisible();
      await saveScreenshot(page, `group-reports-${viewport.name}`);

      await page.getByLabel('Kind of report').selectOption('bulk_import');
      await expect(page.getByText('No reports yet')).toBeVisible();
      await page.getByLabel('Kind of report').selectOption('');
      await page.getByRole('button', { name: /Delete report/ }).click();
      await expect(page.getByText('No reports yet')).toBeVisible();
    });
  });
}

test('another household sees none of the reports', async ({ page, browser, baseURL }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  const form = {
    migration_type: 'paprika',
    add_migration_tag: 'false',
    archive: {
      name: 'export.paprikarecipes',
      mimeType: 'application/zip',
      buffer: paprikaExport(),
    },
  };
  expect((await page.request.post('/api/groups/migrations', { multipart: form })).status()).toBe(
    200,
  );
  expect(
    (await page.request.post('/api/admin/groups', { data: { name: 'Neighbours' } })).status(),
  ).toBe(201);
  const neighbour = { ...member, username: 'nina', email: 'nina@example.com', fullName: 'Nina' };
  const groups = (await (await page.request.get('/api/admin/groups?perPage=-1')).json()) as {
    items: { id: string; name: string }[];
  };
  const neighbours = groups.items.find((group) => group.name === 'Neighbours');
  expect(
    (
      await page.request.post('/api/admin/users', {
        data: { ...neighbour, admin: false, group: 'Neighbours', groupId: neighbours?.id },
      })
    ).status(),
  ).toBe(201);
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await logIn(other.request, neighbour);
  await other.goto('/group/reports');
  await expect(other.getByText('No reports yet')).toBeVisible();
  await context.close();
});
