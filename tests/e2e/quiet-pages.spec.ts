import type { ConsoleMessage, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn, visitorPage } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';

/** Every refused request (status 400 and up) and every console error a page produces. */
function watch(page: Page) {
  const refused: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) {
      refused.push(`${String(response.status())} ${new URL(response.url()).pathname}`);
    }
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return {
    refused,
    consoleErrors,
    /** The app's own log lines; the browser's "Failed to load resource" notes are not ours. */
    appErrors: () => consoleErrors.filter((text) => !text.startsWith('Failed to load resource')),
  };
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

test('a member without a picture and an unrated recipe: no 404 and no console error on any page', async ({
  page,
}) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  const slug = await createFullRecipe(page.request);
  const log = watch(page);
  for (const path of [
    '/',
    `/recipe/${slug}`,
    '/recipe/create/new',
    '/group/mealplan/planner/view',
    '/shopping-lists',
    '/user/profile',
  ]) {
    await settle(page, path);
  }
  // The avatar shows initials without asking for a picture that is not there.
  await expect(new AppShell(page).sidebar.locator('.larder-avatar img')).toHaveCount(0);
  expect(log.refused).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
});

test('expected refusals are answers, not console errors: a visitor, a closed public area, a wrong password', async ({
  page,
  browser,
  baseURL,
}) => {
  await createAdmin(page.request);
  const visit = await visitorPage(browser, baseURL ?? '');
  const log = watch(visit);
  // The home page asks for recipes while it learns who is there; a visitor's 401 is expected.
  await settle(visit, '/');
  await expect(visit.getByRole('heading', { name: 'Log in to see your recipes' })).toBeVisible();
  // A group that is not public: its explore pages answer 404, shown as "Nothing public here".
  await settle(visit, '/explore/recipes/home');
  await expect(visit.getByRole('heading', { name: 'Nothing public here' })).toBeVisible();
  await settle(visit, '/login');
  await visit.getByLabel('Username or email').fill(admin.username);
  await visit.getByLabel('Password', { exact: true }).fill('not-the-password');
  await visit.getByRole('button', { name: 'Login' }).click();
  await expect(visit.getByRole('alert')).toBeVisible();
  expect(log.refused.length).toBeGreaterThan(0);
  expect(log.appErrors()).toEqual([]);
  await visit.context().close();
});

test('a visitor is not told "No cookbooks yet" while the household shares cookbooks', async ({
  page,
  browser,
  baseURL,
}) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  const self = (await (await page.request.get('/api/users/self')).json()) as {
    groupId: string;
    group: string;
    groupSlug: string;
  };
  const opened = await page.request.put(`/api/admin/groups/${self.groupId}`, {
    data: {
      id: self.groupId,
      name: self.group,
      preferences: { privateGroup: false, recipePublic: true },
    },
  });
  expect(opened.status()).toBe(200);
  const book = await page.request.post('/api/groups/cookbooks', {
    data: { name: 'Sunday lunches', public: true },
  });
  expect(book.status()).toBe(201);

  const visit = await visitorPage(browser, baseURL ?? '');
  const shell = new AppShell(visit);
  await settle(visit, '/');
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.sidebar).not.toContainText('No cookbooks yet');
  await saveScreenshot(visit, 'sidebar-visitor');
  await settle(visit, `/explore/recipes/${self.groupSlug}`);
  await expect(shell.sidebarLink('Sunday lunches')).toBeVisible();
  await expect(shell.sidebar).not.toContainText('No cookbooks yet');
  await visit.context().close();
});

test('the new-recipe form opens without a red "required" error; it shows once the name is cleared', async ({
  page,
}) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  await page.goto('/recipe/create/new');
  const name = page.getByLabel(/^Recipe name/);
  await expect(name).toBeFocused();
  await expect(page.getByText('This Field is Required')).toHaveCount(0);
  await expect(page.locator('.bp6-intent-danger')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Create' })).toBeDisabled();
  await saveScreenshot(page, 'create-recipe-fresh');
  await name.fill('Soup');
  await name.fill('');
  await expect(page.getByText('This Field is Required')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(name).toBeFocused();
  await expect(page.getByText('This Field is Required')).toHaveCount(0);
  await saveScreenshot(page, 'create-recipe-fresh-phone');
});
