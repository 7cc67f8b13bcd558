import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';

interface Self {
  groupId: string;
  group: string;
  groupSlug: string;
}

async function setPublic(request: APIRequestContext, self: Self, isPublic: boolean) {
  const response = await request.put(`/api/admin/groups/${self.groupId}`, {
    data: {
      id: self.groupId,
      name: self.group,
      preferences: { privateGroup: !isPublic, recipePublic: true },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function post(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
}

const cards = (page: Page) => page.getByTestId('recipe-card');

test('a visitor explores a public group: only public recipes, public cookbooks, organizers and foods; a private group is not found', async ({
  page,
  browser,
  baseURL,
}) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  const self = (await (await page.request.get('/api/users/self')).json()) as Self;
  await createRecipe(page.request, {
    name: 'Open Soup',
    description: 'A *warm* bowl',
    tags: ['Warm'],
    recipeCategory: ['Mains'],
    isPublic: true,
  });
  await createRecipe(page.request, {
    name: 'Open Stew',
    tags: ['Hearty'],
    tools: ['Pot'],
    isPublic: true,
  });
  await createRecipe(page.request, { name: 'Secret Sauce', tags: ['Warm'], isPublic: false });
  await post(page.request, '/api/foods', { name: 'Carrot' });
  await post(page.request, '/api/groups/cookbooks', {
    name: 'Warm things',
    description: 'Bowls for cold days',
    tags: ['Warm'],
    public: true,
  });
  await post(page.request, '/api/groups/cookbooks', { name: 'Hidden book', tags: ['Warm'] });
  await setPublic(page.request, self, true);

  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  const errors: Error[] = [];
  visit.on('pageerror', (error) => errors.push(error));
  const shell = new AppShell(visit);
  const group = self.groupSlug;

  await visit.goto(`/explore/recipes/${group}`);
  await expect(visit.getByRole('heading', { name: 'Public recipes' })).toBeVisible();
  await expect(cards(visit)).toHaveCount(2);
  await expect(cards(visit).filter({ hasText: 'Secret Sauce' })).toHaveCount(0);
  await expect(cards(visit).filter({ hasText: 'Open Soup' })).toBeVisible();
  // The visitor's menu: the group's sections and its public cookbooks only.
  for (const name of ['Recipes', 'Categories', 'Tags', 'Tools', 'Foods']) {
    await expect(shell.sidebarLink(name)).toHaveAttribute(
      'href',
      `/explore/${name.toLowerCase()}/${group}`,
    );
  }
  await expect(shell.sidebarLink('Meal Planner')).toHaveCount(0);
  await expect(shell.sidebarLink('Warm things')).toBeVisible();
  await expect(shell.sidebarLink('Hidden book')).toHaveCount(0);
  await visit.getByRole('button', { name: 'Recipe actions for Open Soup' }).click();
  await expect(
    visit.getByRole('menu', { name: 'Recipe actions for Open Soup' }).getByRole('menuitem'),
  ).toHaveText(['Copy public link']);
  await visit.keyboard.press('Escape');
  await saveScreenshot(visit, 'explore-recipes');

  await visit.getByRole('searchbox', { name: 'Search public recipes' }).fill('stew');
  await expect(cards(visit)).toHaveCount(1);
  await expect(cards(visit)).toContainText('Open Stew');
  await expect(visit).toHaveURL(/search=stew/);

  await shell.sidebarLink('Tags').click();
  await expect(visit.getByTestId('explore-name')).toHaveText(['Hearty', 'Warm']);
  await visit.getByTestId('explore-name').filter({ hasText: 'Warm' }).click();
  await expect(visit).toHaveURL(new RegExp(`/explore/recipes/${group}\\?tags=warm$`));
  await expect(cards(visit)).toHaveCount(1);
  await expect(cards(visit)).toContainText('Open Soup');
  await expect(visit.getByText('Tags: Warm')).toBeVisible();

  await shell.sidebarLink('Foods').click();
  await expect(visit.getByTestId('explore-name')).toHaveText(['Carrot']);
  await shell.sidebarLink('Tools').click();
  await expect(visit.getByTestId('explore-name')).toHaveText(['Pot']);
  await saveScreenshot(visit, 'explore-tools');

  await shell.sidebar.getByRole('link', { name: 'Cookbooks' }).click();
  await expect(visit.getByTestId('explore-cookbook')).toHaveCount(1);
  await expect(visit.getByTestId('explore-cookbook')).toContainText('Bowls for cold days');
  await saveScreenshot(visit, 'explore-cookbooks');
  await visit.getByRole('link', { name: 'Warm things' }).first().click();
  await expect(visit).toHaveURL(`/explore/cookbooks/${group}/warm-things`);
  await expect(visit.getByRole('heading', { name: 'Warm things' })).toBeVisible();
  await expect(cards(visit)).toHaveCount(1);
  await expect(cards(visit)).toContainText('Open Soup');
  await saveScreenshot(visit, 'explore-cookbook');

  await cards(visit).getByRole('link', { name: 'Open Soup' }).click();
  await expect(visit).toHaveURL(`/explore/recipes/${group}/open-soup`);
  await expect(visit.locator('.larder-recipe-screen h1')).toHaveText('Open Soup');

  await visit.goto(`/explore/cookbooks/${group}/hidden-book`);
  await expect(visit.getByRole('heading', { name: 'Nothing public here' })).toBeVisible();

  await visit.setViewportSize({ width: 390, height: 844 });
  await visit.goto(`/explore/recipes/${group}`);
  await expect(cards(visit)).toHaveCount(2);
  await saveScreenshot(visit, 'explore-recipes-phone');
  await shell.menuButton.click();
  await expect(shell.sidebarLink('Warm things')).toBeVisible();
  await saveScreenshot(visit, 'explore-menu-phone');
  await visit.setViewportSize({ width: 1280, height: 800 });

  // Closed again: every explore page answers not found, and the menu offers nothing of it.
  await setPublic(page.request, self, false);
  for (const path of [
    `/explore/recipes/${group}`,
    `/explore/cookbooks/${group}`,
    `/explore/cookbooks/${group}/warm-things`,
    `/explore/tags/${group}`,
    `/explore/foods/${group}`,
  ]) {
    await visit.goto(path);
    await expect(visit.getByRole('heading', { name: 'Nothing public here' })).toBeVisible();
    await expect(shell.sidebarLink('Warm things')).toHaveCount(0);
    await expect(shell.sidebarLink('Search')).toHaveAttribute('href', '/');
  }
  await expect(visit.getByText('Open Soup')).toHaveCount(0);
  await saveScreenshot(visit, 'explore-not-found');
  expect(errors).toEqual([]);
  await visitor.close();
});
