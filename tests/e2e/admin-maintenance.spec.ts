import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

/** Runs one clean from the maintenance page, through its confirmation, and reads its result. */
async function runClean(page: Page, what: string, result: string | RegExp) {
  await page.getByRole('button', { name: `Clean: ${what}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(`Clean ${what}?`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Clean', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: result })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('the maintenance page shows storage, runs cleans after confirming and shows the log', async ({
  page,
}) => {
  await createRecipe(page.request, { name: 'Maintenance soup' });
  await page.goto('/admin/maintenance');
  await expect(page.getByRole('heading', { name: 'Maintenance', exact: true })).toBeVisible();
  const storage = page.locator('.larder-storage-table');
  for (const kind of ['Recipe pictures', 'Recipe attachments', 'Backups', 'Database']) {
    await expect(storage.getByRole('rowheader', { name: kind })).toBeVisible();
  }
  await expect(page.getByText(/^Data folder: [\d.]+ (KB|MB)$/)).toBeVisible();
  await saveScreenshot(page, 'admin-maintenance-desktop-top');

  await page.getByRole('button', { name: 'Clean: Temporary files' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
  await runClean(page, 'Temporary files', 'Removed 0 temporary entries.');
  await runClean(page, 'Folders of deleted recipes', 'Removed 0 recipe folders.');

  const log = page.getByRole('list', { name: 'Log' });
  await expect(log.getByText('request').first()).toBeVisible();
  await page.getByLabel('Level').selectOption('error');
  await expect(page.getByText('No log lines')).toBeVisible();
  await page.getByLabel('Level').selectOption('all');
  await page.getByText('Follow').click();
  await createRecipe(page.request, { name: 'Logged while following' });
  await expect(log.getByText(/url=\/api\/recipes\b/).last()).toBeVisible({ timeout: 5000 });
  await saveScreenshot(page, 'admin-maintenance-desktop');

  await runClean(page, 'Logs', /^Logs cleaned: /);
});

test('every admin page in the sidebar opens, none is a 404', async ({ page }) => {
  await page.goto('/admin/site-settings');
  const sidebar = page.getByRole('navigation', { name: 'Administration' });
  await expect(sidebar.getByRole('menuitem', { name: 'Ingredient parser' })).toBeVisible();
  const names = await sidebar.getByRole('menuitem').allTextContents();
  // the spec's admin pages, each one in the sidebar
  expect(names).toEqual(
    expect.arrayContaining([
      'Site Settings',
      'Users',
      'Groups',
      'Backups',
      'Maintenance',
      'Background tasks',
      'Ingredient parser',
    ]),
  );
  for (const name of names) {
    await sidebar.getByRole('menuitem', { name }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }
});

test('background tasks run live and show their log', async ({ page }) => {
  await page.goto('/admin/background-tasks');
  await expect(page.getByText('No tasks yet')).toBeVisible();
  await page.getByRole('button', { name: 'Run a test task' }).click();
  const task = page.locator('.larder-task').first();
  await expect(task.getByText('Background Task')).toBeVisible();
  await expect(task.getByText('Running')).toBeVisible();
  await saveScreenshot(page, 'admin-tasks-running');
  await expect(task.getByText('Finished')).toBeVisible({ timeout: 10_000 });
  await task.getByRole('button', { name: 'Show log of Background Task' }).click();
  await expect(task.getByText('Step 4 of 4')).toBeVisible();
  await expect(task.getByText('Test task finished')).toBeVisible();
  await saveScreenshot(page, 'admin-tasks-desktop');
});

test('the parser page shows both parsers part by part with confidence', async ({ page }) => {
  await page.goto('/admin/parser');
  await expect(page.getByText('Nothing parsed yet')).toBeVisible();
  await page.getByLabel('Ingredient lines, one per line').fill('2 cups flour, sifted\n3 eggs');
  await page.getByRole('button', { name: 'Parse' }).click();
  const cards = page.locator('.larder-parser-line');
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  for (const parser of ['Natural language (nlp)', 'Brute force (brute)']) {
    const section = first.getByRole('region', { name: parser });
    await expect(section.locator('[data-part="food"]')).toContainText('flour');
    await expect(section.locator('[data-part="quantity"]')).toContainText('2');
    await expect(section.locator('[data-part="unit"]')).toContainText('cup');
    await expect(section.locator('[data-part="note"]')).toContainText('sifted');
    await expect(section.getByText(/^\d+ %$/).first()).toBeVisible();
  }
  await saveScreenshot(page, 'admin-parser-desktop');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('maintenance, background tasks and the parser fit a phone', async ({ page }) => {
    await page.goto('/admin/maintenance');
    await expect(page.getByRole('heading', { name: 'Maintenance', exact: true })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Database' })).toBeVisible();
    await saveScreenshot(page, 'admin-maintenance-phone-top');
    await runClean(page, 'Recipe pictures', /^Rebuilt 0 image sizes/);
    await saveScreenshot(page, 'admin-maintenance-phone');
    await page.getByRole('list', { name: 'Log' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-maintenance-phone-log');

    await page.goto('/admin/background-tasks');
    const task = page.locator('.larder-task').first();
    await expect(task.getByText('Maintenance Clean')).toBeVisible();
    await task.getByRole('button', { name: 'Show log of Maintenance Clean' }).click();
    await expect(task.getByText('Cleaning recipe images')).toBeVisible();
    await saveScreenshot(page, 'admin-tasks-phone');

    await page.goto('/admin/parser');
    await page.getByRole('button', { name: 'Parse' }).click();
    await expect(page.locator('.larder-parser-line')).toHaveCount(3);
    await expect(page.locator('[data-part="food"]').first()).toContainText('flour');
    await saveScreenshot(page, 'admin-parser-phone');
  });
});
