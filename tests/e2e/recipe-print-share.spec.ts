import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { saveScreenshot } from './helpers/screenshots';
import { RecipePage } from './pages/RecipePage';

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

test('print uses window.print and the print preferences', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  await page.addInitScript(() => {
    const calls: number[] = [];
    Object.assign(window, { __printCalls: calls });
    window.print = () => {
      calls.push(Date.now());
    };
  });
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await recipe.toolbar.getByRole('button', { name: 'Print', exact: true }).click();
  expect(
    await page.evaluate(
      () => (window as unknown as { __printCalls: number[] }).__printCalls.length,
    ),
  ).toBe(1);

  await page.emulateMedia({ media: 'print' });
  const layout = page.getByTestId('print-layout');
  await expect(layout).toBeVisible();
  await expect(layout.locator('.larder-print-image')).toBeVisible();
  await expect(layout.getByText('Serve with custard.')).toBeVisible();
  await saveScreenshot(page, 'recipe-print-default');

  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Recipe actions for Apple Crumble' }).click();
  await page.getByRole('menuitem', { name: 'Print Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print preferences' });
  await dialog.getByRole('radio', { name: 'Right' }).check({ force: true });
  await dialog.getByRole('checkbox', { name: 'Show notes' }).uncheck({ force: true });
  await dialog.getByRole('checkbox', { name: 'Show description' }).uncheck({ force: true });
  await saveScreenshot(page, 'recipe-print-preferences');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  const saved = await page.evaluate(() => localStorage.getItem('larder.printPreferences'));
  expect(JSON.parse(saved ?? '{}')).toEqual({
    imagePosition: 'right',
    showDescription: false,
    showNotes: false,
  });

  await page.reload();
  await page.emulateMedia({ media: 'print' });
  await expect(layout).toHaveClass(/larder-print-image-right/);
  await expect(layout.getByText('Serve with custard.')).toHaveCount(0);
  await expect(layout.locator('.larder-print-description')).toHaveCount(0);
  await saveScreenshot(page, 'recipe-print-right');
});

test('share link: create, list, copy and open as a visitor; revoked or unknown is not found', async ({
  page,
  browser,
  baseURL,
}) => {
  const slug = await createFullRecipe(page.request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await page.getByRole('button', { name: 'Recipe actions for Apple Crumble' }).click();
  await page.getByRole('menuitem', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Apple Crumble' });
  const expiry = dialog.getByLabel('Link expires on');
  const inThirty = new Date();
  inThirty.setDate(inThirty.getDate() + 30);
  const pad = (value: number) => String(value).padStart(2, '0');
  await expect(expiry).toHaveValue(
    `${String(inThirty.getFullYear())}-${pad(inThirty.getMonth() + 1)}-${pad(inThirty.getDate())}`,
  );
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const link = dialog.getByRole('textbox', { name: 'Share link' });
  await expect(link).toHaveCount(1);
  const url = await link.inputValue();
  expect(url).toMatch(/\/shared\/recipes\/[0-9a-f-]{36}$/);
  await expect(dialog.getByText(`Expires ${inThirty.toLocaleDateString('en-US')}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await saveScreenshot(page, 'recipe-share-dialog');

  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(url).pathname);
  await expect(visitorPage.locator('.larder-recipe-screen h1')).toHaveText('Apple Crumble');
  await expect(visitorPage.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(visitorPage.getByRole('button', { name: 'Rate 4 stars' })).toHaveCount(0);
  await visitorPage.getByRole('button', { name: 'Recipe actions for Apple Crumble' }).click();
  await expect(
    visitorPage
      .getByRole('menu', { name: 'Recipe actions for Apple Crumble' })
      .getByRole('menuitem'),
  ).toHaveText(['Print', 'Print Preferences', 'Copy public link']);
  await visitorPage.keyboard.press('Escape');
  await saveScreenshot(visitorPage, 'recipe-shared-visitor');

  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(link).toHaveCount(0);
  await visitorPage.reload();
  await expect(visitorPage.getByText('Recipe not found')).toBeVisible();
  await visitorPage.goto('/shared/recipes/00000000-0000-4000-8000-000000000000');
  await expect(visitorPage.getByText('Recipe not found')).toBeVisible();
  await saveScreenshot(visitorPage, 'recipe-shared-not-found');
  await visitor.close();
});

test('explore page shows a public recipe to visitors', async ({ page, browser, baseURL }) => {
  const slug = await createFullRecipe(page.request);
  const self = (await (await page.request.get('/api/users/self')).json()) as {
    groupSlug: string;
    groupId: string;
    group: string;
  };
  // The group opens its public area (groups start private).
  const opened = await page.request.put(`/api/admin/groups/${self.groupId}`, {
    data: {
      id: self.groupId,
      name: self.group,
      preferences: { privateGroup: false, recipePublic: true },
    },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/explore/recipes/${self.groupSlug}/${slug}`);
  await expect(visitorPage.locator('.larder-recipe-screen h1')).toHaveText('Apple Crumble');
  await visitor.close();
});
