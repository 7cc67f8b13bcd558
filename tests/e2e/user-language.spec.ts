import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';
import { LoginPage } from './pages/LoginPage';

interface Messages {
  nav: { categories: string; logout: string; language: string };
  household: { defaultLanguage: string };
  language: { title: string };
}

const messagesOf = (locale: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../renderer/i18n/messages/${locale}.json`),
      'utf8',
    ),
  ) as Messages;

const german = messagesOf('de-DE');

/** A recipe with 1.5 dl of milk: a unit written in decimals, so it reads `1,5` in German. */
async function createMilkRecipe(page: Page): Promise<string> {
  const unit = await page.request.post('/api/units', {
    data: { name: 'dl', abbreviation: 'dl', useAbbreviation: true, fraction: false },
  });
  expect(unit.status()).toBe(201);
  const dl = (await unit.json()) as { id: string; name: string };
  const created = await page.request.post('/api/recipes/create', {
    data: {
      name: 'Milk Pudding',
      recipeYield: '2.5 servings',
      recipeIngredient: [{ quantity: 1.5, unit: dl, note: 'milk' }],
      nutrition: { calories: '212.5' },
      settings: { showNutrition: true },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as string;
}

test('a saved Deutsch follows the user to a fresh English browser; amounts read 1,5', async ({
  page,
  browser,
  server,
  request,
}) => {
  await createAdmin(request);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(admin);
  const shell = new AppShell(page);
  await expect(shell.logoutButton).toBeVisible();
  await shell.sidebarLink('Language').click();
  await page
    .getByRole('dialog', { name: 'Select Language' })
    .getByRole('option', { name: /Deutsch/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  const self = await page.request.get('/api/users/self');
  expect(((await self.json()) as { locale: string }).locale).toBe('de-DE');
  await page.getByRole('banner').getByRole('button', { name: german.nav.logout }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();

  const context = await browser.newContext({ baseURL: server.url, locale: 'en-US' });
  const fresh = await context.newPage();
  const freshLogin = new LoginPage(fresh);
  await freshLogin.goto();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en-US');
  await freshLogin.logIn(admin);
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(fresh.getByText(german.nav.categories, { exact: true }).first()).toBeVisible();

  const slug = await createMilkRecipe(fresh);
  for (const [width, height, device] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await fresh.setViewportSize({ width, height });
    await fresh.goto(`/recipe/${slug}`);
    await expect(fresh.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(fresh.getByText('1,5 dl', { exact: false }).first()).toBeVisible();
    await expect(fresh.getByRole('cell', { name: '212,5' })).toBeVisible();
    await saveScreenshot(fresh, `user-language-recipe-de-${device}`);
  }
  // A new household leaves the week's first day to the language: Monday in German.
  await fresh.goto('/group/mealplan/planner/view');
  await expect(fresh.locator('h4').first()).toContainText('Montag');
  await saveScreenshot(fresh, 'user-language-planner-de-phone');
  await context.close();
});

test('a member whose browser speaks none of the languages gets the household default', async ({
  browser,
  server,
  request,
}) => {
  await createAdmin(request);
  const context = await browser.newContext({ baseURL: server.url, locale: 'eo' });
  const page = await context.newPage();
  await logIn(page.request, admin);
  for (const [width, height, device] of [
    [1280, 800, 'desktop'],
    [390, 844, 'phone'],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/group');
    await expect(page.getByLabel('Default language')).toBeVisible();
    await saveScreenshot(page, `user-language-household-${device}`);
  }
  await page.getByLabel('Default language').selectOption('sv-SE');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  // Saved, the default now applies to this very member: the page reloads once, in Swedish.
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  const swedish = page.getByLabel(messagesOf('sv-SE').household.defaultLanguage);
  await expect(swedish).toHaveValue('sv-SE');
  await page.reload();
  await expect(swedish).toHaveValue('sv-SE');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE');
  await context.close();
});
