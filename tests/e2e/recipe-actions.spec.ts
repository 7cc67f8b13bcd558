import { startReceiver, type Receiver } from '../helpers/receiver';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

test.use({ allowPrivateFetch: true });

let receiver: Receiver;
test.beforeEach(async () => {
  receiver = await startReceiver();
});
test.afterEach(async () => {
  await receiver.close();
});

test('a manager makes recipe actions; the recipe menu opens links and posts recipes', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  await logIn(request, admin);
  const slug = await createRecipe(request, { name: 'Lentil soup' });
  await logIn(page.request, admin);

  await page.goto('/group');
  await page.getByRole('link', { name: 'Recipe actions' }).click();
  await expect(page.getByText('No recipe actions yet')).toBeVisible();
  await saveScreenshot(page, 'recipe-actions-empty');

  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'New action' }).first().click();
  await dialog.getByLabel('Title').fill('Find on the web');
  await dialog.getByLabel('URL').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('http or https');
  await dialog.getByLabel('URL').fill(`${receiver.url}/open/{{recipe.slug}}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'New action' }).first().click();
  await dialog.getByLabel('Kind').selectOption('post');
  await dialog.getByLabel('Title').fill('Send to the fridge');
  await dialog.getByLabel('URL').fill(`${receiver.url}/fridge`);
  await saveScreenshot(page, 'recipe-actions-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('recipe-action-row')).toHaveCount(2);
  await saveScreenshot(page, 'recipe-actions-list');

  await page.goto(`/recipe/${slug}`);
  await page.getByRole('button', { name: 'Recipe actions for Lentil soup' }).first().click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Household actions')).toBeVisible();
  await saveScreenshot(page, 'recipe-actions-menu');
  await menu.getByText('Send to the fridge').click();
  await expect(page.locator('.bp6-toast')).toContainText('"Send to the fridge" sent');
  const posted = JSON.parse((await receiver.nth('/fridge')).body) as {
    content: { slug: string };
  };
  expect(posted.content.slug).toBe(slug);

  await page.getByRole('button', { name: 'Recipe actions for Lentil soup' }).first().click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('menu').getByText('Find on the web').click();
  expect((await popup).url()).toBe(`${receiver.url}/open/${slug}`);

  await page.goto('/group/recipe-actions');
  const row = page.getByTestId('recipe-action-row').filter({ hasText: 'Find on the web' });
  await row.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Title').fill('Look it up');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('recipe-action-row').filter({ hasText: 'Look it up' })).toHaveCount(
    1,
  );
  await page.getByRole('button', { name: 'Delete Look it up' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('recipe-action-row')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the recipe actions page and its dialog fit', async ({ page, request }) => {
    await createAdmin(request);
    await logIn(request, admin);
    await logIn(page.request, admin);
    for (const [actionType, title] of [
      ['link', 'Find on the web'],
      ['post', 'Send to the fridge'],
    ]) {
      await request.post('/api/groups/recipe-actions', {
        data: { actionType, title, url: `${receiver.url}/a/{{recipe.slug}}` },
      });
    }
    await page.goto('/group/recipe-actions');
    await expect(page.getByTestId('recipe-action-row')).toHaveCount(2);
    await saveScreenshot(page, 'phone-recipe-actions');
    await page.getByRole('button', { name: 'New action' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot(page, 'phone-recipe-actions-dialog');
  });
});
