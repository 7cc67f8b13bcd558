import type { Route } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';

/**
 * The recipes API arrives with a later issue, so these tests answer `GET /api/recipes` in the
 * browser; everything else goes to the real server.
 */
const recipes = ['Apple Pie', 'Apple Crumble', 'Apple Sauce'].map((name, index) => ({
  id: `00000000-0000-4000-8000-00000000000${String(index)}`,
  slug: name.toLowerCase().replace(' ', '-'),
  name,
  description: `A ${name.toLowerCase()} the family likes.`,
  image: null,
}));

function answerSearch(route: Route, searches: string[]) {
  const url = new URL(route.request().url());
  searches.push(url.search);
  return route.fulfill({
    json: { page: 1, per_page: 20, total: 3, total_pages: 1, items: recipes, next: null },
  });
}

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

test('search debounces, navigates with arrow keys and opens with Enter', async ({ page }) => {
  const searches: string[] = [];
  await page.route('**/api/recipes?*', (route) => answerSearch(route, searches));
  const shell = new AppShell(page);
  await shell.goto();
  await shell.searchField.click();
  await shell.searchInput.pressSequentially('apple', { delay: 50 });
  const options = shell.searchDialog.getByRole('option');
  await expect(options).toHaveCount(3);
  expect(searches).toEqual(['?page=1&perPage=20&orderBy=name&orderDirection=asc&search=apple']);

  await shell.searchInput.press('ArrowDown');
  await shell.searchInput.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await shell.searchInput.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await shell.searchInput.press('ArrowUp');
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
  await saveScreenshot(page, 'search-results');

  await shell.searchInput.press('Enter');
  await expect(page).toHaveURL(/\/recipe\/apple-sauce$/);
  await expect(shell.searchDialog).toBeHidden();

  // Reopened, it starts empty.
  await page.locator('body').press('/');
  await expect(shell.searchInput).toHaveValue('');
  await expect(shell.searchDialog.getByText('Find a recipe')).toBeVisible();
});

test('a failed search empties the results without a toast', async ({ page }) => {
  await page.route('**/api/recipes?*', (route) =>
    route.fulfill({ status: 500, json: { detail: { message: 'Boom', error: true } } }),
  );
  const shell = new AppShell(page);
  await shell.goto();
  await page.locator('body').press('/');
  await shell.searchInput.fill('apple');
  await expect(shell.searchDialog.getByText('No recipes found')).toBeVisible();
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
});
