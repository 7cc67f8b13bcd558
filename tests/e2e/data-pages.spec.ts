import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Two foods for the same thing, used by two recipes and a shopping list item. */
async function duplicateFoods(request: APIRequestContext) {
  const courgette = await post<{ id: string; name: string }>(request, '/api/foods', {
    name: 'courgette',
  });
  const zucchini = await post<{ id: string; name: string }>(request, '/api/foods', {
    name: 'zucchini',
  });
  const line = { quantity: 1, food: courgette, note: '' };
  await createRecipe(request, { name: 'Ratatouille', recipeIngredient: [line, line] });
  await createRecipe(request, { name: 'Fritters', recipeIngredient: [line] });
  const list = await post<{ id: string }>(request, '/api/groups/shopping/lists', { name: 'Week' });
  await post(request, '/api/groups/shopping/items', {
    shoppingListId: list.id,
    foodId: courgette.id,
    quantity: 2,
  });
  return { courgette, zucchini };
}

test('foods: create with a label, merge with a preview of what moves, delete', async ({ page }) => {
  await post(page.request, '/api/groups/labels', { name: 'Produce', color: '#4CAF50' });
  const { zucchini } = await duplicateFoods(page.request);
  await page.goto('/group');
  await page.getByRole('link', { name: 'Data management' }).click();
  await expect(page).toHaveURL('/group/data/foods');
  const rows = page.getByTestId('data-row');
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: 'New food' }).click();
  const create = page.getByRole('dialog', { name: 'New food' });
  await create.getByRole('textbox', { name: 'Name (required)' }).fill('aubergine');
  await create.getByLabel('Plural name').fill('aubergines');
  await create.getByLabel('Label').selectOption({ label: 'Produce' });
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  await expect(rows.filter({ hasText: 'aubergine' })).toContainText('Produce');

  await page.getByRole('searchbox', { name: 'Search' }).fill('zucch');
  await expect(rows).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  await page.getByRole('button', { name: 'Merge courgette into another' }).click();
  const merge = page.getByRole('dialog', { name: 'Merge foods' });
  await expect(merge.getByLabel('Merge away')).toHaveValue(/.+/);
  await expect(merge.getByRole('button', { name: 'Merge' })).toBeDisabled();
  await merge.getByLabel('Into (kept)').selectOption({ label: 'zucchini' });
  await expect(merge.getByTestId('merge-preview')).toHaveText(
    '3 ingredient lines in 2 recipes and 1 shopping list item move from “courgette” to “zucchini”. “courgette” is then deleted.',
  );
  await saveScreenshot(page, 'data-foods-merge');
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expect(merge).toBeHidden();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'courgette' })).toHaveCount(0);
  const usage = await page.request.get(`/api/foods/${zucchini.id}/usage`);
  expect(await usage.json()).toEqual({ recipes: 2, recipeIngredients: 3, shoppingListItems: 1 });
  await saveScreenshot(page, 'data-foods');

  await page.getByRole('button', { name: 'Delete aubergine' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Delete the food “aubergine”?');
  await alert.getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
});

test('labels: create with a colour, edit, seed starter units', async ({ page }) => {
  await page.goto('/group/data/labels');
  await expect(page.getByRole('heading', { name: 'No labels yet' })).toBeVisible();
  await saveScreenshot(page, 'data-labels-empty');

  await page.getByRole('button', { name: 'New label' }).click();
  const create = page.getByRole('dialog', { name: 'New label' });
  await create.getByRole('textbox', { name: 'Name (required)' }).fill('Bakery');
  await create.getByRole('textbox', { name: 'Colour', exact: true }).fill('#8d6e63');
  await expect(create.locator('.bp6-tag')).toHaveText('Bakery');
  await saveScreenshot(page, 'data-labels-dialog');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  const row = page.getByTestId('data-row').filter({ hasText: 'Bakery' });
  await expect(row).toContainText('#8d6e63');
  await expect(row.locator('.larder-label-swatch')).toHaveCSS(
    'background-color',
    'rgb(141, 110, 99)',
  );

  await row.getByRole('button', { name: 'Edit Bakery' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Bakery' });
  await edit.getByRole('textbox', { name: 'Colour', exact: true }).fill('#ffeb3b');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(row).toContainText('#ffeb3b');
  await saveScreenshot(page, 'data-labels');

  await page.getByRole('link', { name: 'Units' }).click();
  await expect(page.getByRole('heading', { name: 'No units yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Seed starter data' }).first().click();
  const seed = page.getByRole('dialog', { name: 'Seed starter units' });
  await expect(seed.getByLabel('Language')).toHaveValue('en-US');
  await seed.getByRole('button', { name: 'Add starter data' }).click();
  await expect(seed).toBeHidden();
  await expect(page.getByTestId('data-row').filter({ hasText: 'teaspoon' })).toBeVisible();
  await saveScreenshot(page, 'data-units');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('foods merge and the labels page fit a phone', async ({ page }) => {
    await post(page.request, '/api/groups/labels', { name: 'Produce', color: '#4CAF50' });
    await duplicateFoods(page.request);
    await page.goto('/group/data/foods');
    await expect(page.getByTestId('data-row')).toHaveCount(2);
    await saveScreenshot(page, 'data-foods-phone');
    await page.getByRole('button', { name: 'Merge', exact: true }).click();
    const merge = page.getByRole('dialog', { name: 'Merge foods' });
    await merge.getByLabel('Merge away').selectOption({ label: 'courgette' });
    await merge.getByLabel('Into (kept)').selectOption({ label: 'zucchini' });
    await expect(merge.getByTestId('merge-preview')).toContainText('3 ingredient lines');
    await saveScreenshot(page, 'data-foods-merge-phone');
    await merge.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/group/data/labels');
    await expect(page.getByTestId('data-row')).toHaveCount(1);
    await saveScreenshot(page, 'data-labels-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

test('a shopping list item gets a label in its edit form', async ({ page }) => {
  await post(page.request, '/api/groups/labels', { name: 'Dairy', color: '#90caf9' });
  const list = await post<{ id: string }>(page.request, '/api/groups/shopping/lists', {
    name: 'Saturday',
  });
  await post(page.request, '/api/groups/shopping/items', { shoppingListId: list.id, note: 'milk' });
  await page.goto(`/shopping-lists/${list.id}`);
  const item = page.getByTestId('shopping-item').filter({ hasText: 'milk' });
  await item.getByRole('button', { name: 'Edit milk' }).click();
  const editor = page.locator('.larder-item-row-editing');
  await editor.getByRole('button', { name: 'Add quantity, unit, food and label' }).click();
  await editor.getByRole('combobox', { name: 'Label' }).selectOption({ label: 'Dairy' });
  await saveScreenshot(page, 'shopping-item-label');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(item).toContainText('Dairy');
  await expect
    .poll(async () => {
      const read = await page.request.get(`/api/groups/shopping/lists/${list.id}`);
      const body = (await read.json()) as { listItems: { label: { name: string } | null }[] };
      return body.listItems[0]?.label?.name;
    })
    .toBe('Dairy');
});

test('a member without the organize permission reads the data pages but cannot change them', async ({
  page,
}) => {
  await post(page.request, '/api/foods', { name: 'parsnip' });
  await createMember(page.request);
  await logIn(page.request, member);
  await page.goto('/user/profile');
  await page.getByRole('link', { name: 'Data management' }).click();
  await expect(page).toHaveURL('/group/data/foods');
  await expect(page.getByTestId('data-row')).toHaveText(['parsnip']);
  await expect(page.getByText('only members with the organize permission')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New food' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Seed starter data' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit parsnip' })).toHaveCount(0);
  await saveScreenshot(page, 'data-foods-read-only');
});
