import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
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
    if (url.pathname === '/api/recipes') searches.push(url.search);
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
