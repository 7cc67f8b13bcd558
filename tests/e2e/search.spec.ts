import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe, createRecipes } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

test('search asks the server once after typing stops and shows a quiet empty result', async ({
  page,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The dialog's requests only (the home page behind it loads its own feed of 30).
    if (url.pathname === '/api/recipes' && url.searchParams.get('perPage') === '20') {
      searches.push(url.search);
    }
  });
  const shell = new AppShell(page);
  await shell.goto();
  await shell.searchField.click();
  await expect(shell.searchDialog.getByText('Find a recipe')).toBeVisible();
  await shell.searchInput.pressSequentially('apple', { delay: 50 });
  await expect(shell.searchDialog.getByText('No recipes found')).toBeVisible();
  expect(searches).toEqual(['?page=1&perPage=20&orderBy=name&orderDirection=asc&search=apple']);
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  await saveScreenshot(page, 'search-empty');

  await shell.searchInput.press('Escape');
  await expect(shell.searchDialog).toBeHidden();
  // Reopened, it starts empty.
  await page.locator('body').press('/');
  await expect(shell.searchInput).toHaveValue('');
  await expect(shell.searchDialog.getByText('Find a recipe')).toBeVisible();
});

test('real recipes: 20 results by name, arrow keys, Enter opens the recipe and the dialog closes and clears', async ({
  page,
}) => {
  await createRecipes(page.request, 25, 'Pasta');
  await createRecipe(page.request, { name: 'Zucchini Pasta Bake' });
  const searches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/recipes' && url.searchParams.get('perPage') === '20') {
      searches.push(url.searchParams.get('search') ?? '');
    }
  });
  const shell = new AppShell(page);
  await shell.goto();
  await shell.searchField.click();
  await shell.searchInput.pressSequentially('pas', { delay: 60 });
  const options = shell.searchDialog.getByRole('option');
  await expect(options).toHaveCount(20);
  // One request after typing stopped for 500 ms, not one per key.
  expect(searches).toEqual(['pas']);
  await expect(options.first()).toContainText('Pasta 01');
  await saveScreenshot(page, 'search-results');

  await shell.searchInput.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await shell.searchInput.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await shell.searchInput.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await shell.searchInput.press('ArrowDown');
  await shell.searchInput.press('Enter');
  await expect(page).toHaveURL('/recipe/pasta-02');
  await expect(shell.searchDialog).toBeHidden();

  // Reopened after the route change, it starts empty.
  await shell.searchField.click();
  await expect(shell.searchInput).toHaveValue('');
  await expect(shell.searchDialog.getByText('Find a recipe')).toBeVisible();
});

test('the advanced search link leads to the home page', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/recipes/tags');
  await shell.searchField.click();
  await shell.searchDialog.getByRole('link', { name: 'Advanced search' }).click();
  await expect(page).toHaveURL('/');
  await expect(shell.searchDialog).toBeHidden();
});
