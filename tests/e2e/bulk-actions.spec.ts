import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe, createRecipes, readRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

/** Ticks a card's check box as a user does: on its box, drawn over the hidden input. */
async function pick(page: Page, name: string) {
  await page
    .locator('label', { has: page.getByRole('checkbox', { name: `Select ${name}` }) })
    .click();
}

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

interface Tagged {
  tags: { name: string }[];
}

test('select recipes, tag them, undo, then delete with confirmation', async ({ page }) => {
  const soup = await createRecipe(page.request, { name: 'Leek Soup', tags: ['Winter'] });
  const stew = await createRecipe(page.request, { name: 'Bean Stew' });
  await createRecipe(page.request, { name: 'Lemon Tart' });
  await page.request.post('/api/organizers/tags', { data: { name: 'Weeknight' } });

  await page.goto('/');
  await expect(page.getByTestId('recipe-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Select' }).click();
  const bar = page.getByRole('region', { name: 'Selected recipes' });
  await expect(bar).toContainText('0 recipes selected');
  await expect(bar.getByRole('button', { name: 'Tag' })).toBeDisabled();
  await pick(page, 'Leek Soup');
  await pick(page, 'Bean Stew');
  await expect(bar).toContainText('2 recipes selected');
  await saveScreenshot(page, 'bulk-selected');

  await bar.getByRole('button', { name: 'Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add tags to 2 recipes' });
  await dialog.getByText('Weeknight').click();
  await saveScreenshot(page, 'bulk-tag-dialog');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toContainText('Tags added to 2 recipes');
  const names = async (slug: string) =>
    (await readRecipe<Tagged>(page.request, slug)).tags.map((tag) => tag.name).sort();
  expect(await names(soup)).toEqual(['Weeknight', 'Winter']);
  expect(await names(stew)).toEqual(['Weeknight']);

  await bar.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone')).toBeVisible();
  expect(await names(soup)).toEqual(['Winter']);
  expect(await names(stew)).toEqual([]);

  await bar.getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Delete 2 recipes? This cannot be undone.');
  await expect(alert).toContainText('Leek Soup');
  await saveScreenshot(page, 'bulk-delete-confirm');
  await alert.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('recipe-card')).toHaveCount(3);
  await bar.getByRole('button', { name: 'Delete' }).click();
  await alert.getByRole('button', { name: 'Delete 2 recipes' }).click();
  await expect(page.getByTestId('recipe-card')).toHaveCount(1);
  await expect(page.getByTestId('recipe-card')).toContainText('Lemon Tart');
  await expect(bar).toContainText('0 recipes selected');
});

test('select all matching a search, export, then the exports page downloads and purges', async ({
  page,
}) => {
  await createRecipes(page.request, 34, 'Pie');
  await createRecipe(page.request, { name: 'Salad' });
  await page.goto('/?search=Pie');
  await expect(page.getByTestId('recipe-card')).toHaveCount(30);
  await page.getByRole('button', { name: 'Select' }).click();
  const bar = page.getByRole('region', { name: 'Selected recipes' });
  await bar.getByRole('button', { name: 'Select all 34 matching' }).click();
  await expect(bar).toContainText('34 recipes selected');

  await bar.getByRole('button', { name: 'Export' }).click();
  await expect(bar).toContainText('34 recipes exported');
  await bar.getByRole('link', { name: 'Open the exports' }).click();
  await expect(page).toHaveURL('/group/data/exports');
  const row = page.getByTestId('export-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('.zip');
  await saveScreenshot(page, 'data-exports');

  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.zip$/);

  await page.getByRole('button', { name: 'Delete all exports' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Delete the 1 export?');
  await alert.getByRole('button', { name: 'Delete all exports' }).click();
  await expect(page.getByRole('heading', { name: 'No exports' })).toBeVisible();
  await saveScreenshot(page, 'data-exports-empty');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bulk bar and the settings dialog fit a phone', async ({ page }) => {
    await createRecipes(page.request, 3, 'Bun');
    await page.goto('/');
    await page.getByRole('button', { name: 'Select' }).click();
    const bar = page.getByRole('region', { name: 'Selected recipes' });
    await pick(page, 'Bun 01');
    await expect(bar).toContainText('1 recipe selected');
    await saveScreenshot(page, 'bulk-bar-phone');
    await bar.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings of 1 recipe' });
    await dialog.getByText('Public', { exact: true }).click();
    await saveScreenshot(page, 'bulk-settings-phone');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    const slug = (await page.getByTestId('recipe-card').first().getAttribute('data-slug')) ?? '';
    const saved = await readRecipe<{ settings: { public: boolean } }>(page.request, slug);
    expect(saved.settings.public).toBe(true);
    await page.goto('/group/data/exports');
    await expect(page.getByRole('heading', { name: 'No exports' })).toBeVisible();
    await saveScreenshot(page, 'data-exports-phone');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
