import { readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';

test('the language dialog lists locales with their progress and a contribute link', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  const shell = new AppShell(page);
  await shell.goto();
  await shell.sidebarLink('Language').click();
  const dialog = page.getByRole('dialog', { name: 'Select Language' });
  await expect(dialog).toBeVisible();
  const english = dialog.getByRole('option', { name: /American English/ });
  await expect(english).toContainText('100% translated');
  await expect(english).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('link', { name: 'Help translate Larder' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await saveScreenshot(page, 'language-dialog');
  await english.click();
  await expect(dialog).toBeHidden();
});

const messagesOf = (locale: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../renderer/i18n/messages/${locale}.json`),
      'utf8',
    ),
  ) as { nav: { shoppingLists: string; language: string; categories: string } };

test('choosing Deutsch reloads the app in German and keeps it', async ({ page, request }) => {
  await createAdmin(request);
  const german = messagesOf('de-DE');
  const shell = new AppShell(page);
  await shell.goto();
  await shell.sidebarLink('Language').click();
  const dialog = page.getByRole('dialog', { name: 'Select Language' });
  await dialog.getByRole('option', { name: /Deutsch/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByText(german.nav.language, { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText(german.nav.categories, { exact: true })).toBeVisible();
});

for (const locale of ['de-DE', 'ja-JP', 'ar-SA']) {
  test(`${locale}: home, recipe, planner and shopping list, on desktop and phone`, async ({
    page,
    request,
  }) => {
    await createAdmin(request);
    await logIn(page.request, admin);
    const slug = await createRecipe(page.request, {
      name: 'Tomato Soup',
      recipeIngredient: [{ note: '1 kg tomatoes' }, { note: '2 onions' }, { note: '1 l stock' }],
    });
    const recipe = (await (await page.request.get(`/api/recipes/${slug}`)).json()) as {
      id: string;
    };
    const list = await page.request.post('/api/groups/shopping/lists', {
      data: { name: 'Market' },
    });
    const { id: listId } = (await list.json()) as { id: string };
    await page.request.post(`/api/groups/shopping/lists/${listId}/recipe/${recipe.id}`);
    const self = (await (await page.request.get('/api/users/self')).json()) as { id: string };
    const saved = await page.request.put(`/api/users/${self.id}`, {
      data: { ...admin, locale },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const messages = messagesOf(locale);
    const screens = [
      ['home', '/'],
      ['recipe', `/recipe/${slug}`],
      ['planner', '/group/mealplan/planner/view'],
      ['shopping', `/shopping-lists/${listId}`],
    ] as const;
    for (const [width, height, device] of [
      [1280, 800, 'desktop'],
      [390, 844, 'phone'],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const [name, address] of screens) {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute(
          'dir',
          locale === 'ar-SA' ? 'rtl' : 'ltr',
        );
        if (name === 'home' && device === 'desktop') {
          await expect(page.getByText(messages.nav.shoppingLists, { exact: true })).toBeVisible();
        }
        if (name === 'recipe') await expect(page.getByText('1 kg tomatoes').first()).toBeVisible();
        if (name === 'shopping') await expect(page.getByText('Market').first()).toBeVisible();
        await expect(page.locator('.bp6-spinner')).toHaveCount(0);
        await saveScreenshot(page, `locale-${locale}-${name}-${device}`);
      }
    }
  });
}
