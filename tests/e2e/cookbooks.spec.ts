import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';

interface Cookbook {
  id: string;
  name: string;
  slug: string;
  position: number;
}

async function listCookbooks(page: Page): Promise<Cookbook[]> {
  const response = await page.request.get('/api/groups/cookbooks');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Cookbook[] }).items;
}

async function createCookbook(page: Page, data: Record<string, unknown>) {
  const response = await page.request.post('/api/groups/cookbooks', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Cookbook;
}

const rows = (page: Page) => page.getByTestId('cookbook-row');
const sidebarCookbooks = (page: Page) =>
  new AppShell(page).sidebar.locator('a[href^="/cookbooks/"]');

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('cookbooks: create with default names, edit, reorder by drag and arrows, delete', async ({
  page,
}) => {
  await createRecipe(page.request, { name: 'Pumpkin Soup', tags: ['Warm'] });
  await page.goto('/group/cookbooks');
  await expect(page.getByRole('heading', { name: 'No cookbooks yet' })).toBeVisible();
  await saveScreenshot(page, 'cookbooks-empty');

  await page.getByRole('button', { name: 'New cookbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Cookbook 1' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Cookbook 1');
  await dialog.getByLabel('Name').fill('Warm dishes');
  await dialog.getByLabel('Description').fill('For cold evenings');
  await dialog.getByRole('button', { name: 'Tags', exact: true }).click();
  await page.getByRole('listbox', { name: 'Tags' }).getByRole('option', { name: 'Warm' }).click();
  await dialog.getByRole('button', { name: 'Tags', exact: true }).click();
  await expect(page.getByRole('listbox', { name: 'Tags' })).toBeHidden();
  await dialog.getByText('Public', { exact: true }).click();
  await saveScreenshot(page, 'cookbooks-edit-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Warm dishes');
  await expect(rows(page).first()).toContainText('For cold evenings');
  await expect(rows(page).first()).toContainText('Public');

  for (const name of ['Cookbook 2', 'Cookbook 3']) {
    await page.getByRole('button', { name: 'New cookbook' }).click();
    const created = page.getByRole('dialog', { name: `Edit ${name}` });
    await created.getByRole('button', { name: 'Cancel' }).click();
    await expect(created).toBeHidden();
  }
  await expect(rows(page)).toHaveText([/Warm dishes/, /Cookbook 2/, /Cookbook 3/]);
  await expect(sidebarCookbooks(page)).toHaveText(['Warm dishes', 'Cookbook 2', 'Cookbook 3']);

  // Drag "Cookbook 3" by its handle onto the first row.
  await rows(page).nth(2).getByTestId('cookbook-handle').dragTo(rows(page).nth(0));
  await expect(rows(page)).toHaveText([/Cookbook 3/, /Warm dishes/, /Cookbook 2/]);
  await expect
    .poll(async () => (await listCookbooks(page)).map((c) => c.name))
    .toEqual(['Cookbook 3', 'Warm dishes', 'Cookbook 2']);
  await page.getByRole('button', { name: 'Move Warm dishes down' }).click();
  await expect(rows(page)).toHaveText([/Cookbook 3/, /Cookbook 2/, /Warm dishes/]);
  await expect
    .poll(async () => (await listCookbooks(page)).map((c) => `${c.position}:${c.name}`))
    .toEqual(['1:Cookbook 3', '2:Cookbook 2', '3:Warm dishes']);

  await page.reload();
  await expect(rows(page)).toHaveText([/Cookbook 3/, /Cookbook 2/, /Warm dishes/]);
  await expect(sidebarCookbooks(page)).toHaveText(['Cookbook 3', 'Cookbook 2', 'Warm dishes']);
  await saveScreenshot(page, 'cookbooks-list');

  await page.getByRole('button', { name: 'Delete Cookbook 2' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Delete the cookbook "Cookbook 2"?');
  await alert.getByRole('button', { name: 'Delete' }).click();
  await expect(rows(page)).toHaveText([/Cookbook 3/, /Warm dishes/]);
  await expect(sidebarCookbooks(page)).toHaveText(['Cookbook 3', 'Warm dishes']);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(rows(page)).toHaveCount(2);
  await saveScreenshot(page, 'cookbooks-list-phone');
});

test('the Create menu makes a cookbook and opens it in cookbook management', async ({ page }) => {
  await createCookbook(page, { name: 'Soups' });
  await page.goto('/');
  const shell = new AppShell(page);
  const menu = await shell.openCreateMenu();
  await menu.getByRole('menuitem', { name: 'Cookbook' }).click();
  await expect(page).toHaveURL(/\/group\/cookbooks\?edit=/);
  const dialog = page.getByRole('dialog', { name: 'Edit Cookbook 2' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sidebarCookbooks(page)).toHaveText(['Soups', 'Cookbook 2']);
  await shell.sidebar.getByRole('link', { name: 'Cookbooks' }).click();
  await expect(page).toHaveURL(/\/group\/cookbooks$/);
});

test('a cookbook page shows only the recipes it gathers; an unknown slug is not found', async ({
  page,
}) => {
  await createRecipe(page.request, { name: 'Pumpkin Soup', tags: ['Warm'] });
  await createRecipe(page.request, { name: 'Beef Stew', tags: ['Warm'], tools: ['Pot'] });
  await createRecipe(page.request, { name: 'Green Salad', tags: ['Cold'] });
  await createCookbook(page, {
    name: 'Warm dishes',
    description: 'Food for cold evenings',
    tags: ['Warm'],
  });
  await createCookbook(page, { name: 'Pot meals', tags: ['Warm'], tools: ['Pot'] });

  await page.goto('/');
  await sidebarCookbooks(page).filter({ hasText: 'Warm dishes' }).click();
  await expect(page).toHaveURL(/\/cookbooks\/warm-dishes$/);
  await expect(page.getByRole('heading', { name: 'Warm dishes' })).toBeVisible();
  await expect(page.getByText('Food for cold evenings')).toBeVisible();
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Green Salad' })).toHaveCount(0);
  await saveScreenshot(page, 'cookbook-page');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(cards).toHaveCount(2);
  await saveScreenshot(page, 'cookbook-page-phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto('/cookbooks/pot-meals');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Beef Stew');

  await page.goto('/cookbooks/no-such-book');
  await expect(page.getByRole('heading', { name: 'Cookbook not found' })).toBeVisible();
  await saveScreenshot(page, 'cookbook-not-found');
});

test("a cookbook's advanced filter gathers recipes; a filter Larder cannot run is refused", async ({
  page,
}) => {
  await createRecipe(page.request, { name: 'Pumpkin Soup' });
  await createRecipe(page.request, { name: 'Leek Soup' });
  await createRecipe(page.request, { name: 'Green Salad' });
  await createCookbook(page, { name: 'Soups' });
  await page.goto('/group/cookbooks');
  await page.getByRole('button', { name: 'Edit Soups' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Soups' });
  await dialog.getByLabel('Advanced filter').fill('flavour = "umami"');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/unknown attribute "flavour"/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'cookbooks-advanced-filter-refused');

  await dialog.getByLabel('Advanced filter').fill('name LIKE "%Soup%"');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.goto('/cookbooks/soups');
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Green Salad' })).toHaveCount(0);
});
