import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';

const tooLong = 'A very long name '.repeat(15).slice(0, 251);

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('a recipe name past 250 characters is refused at the field, saying the limit', async ({
  page,
}) => {
  await page.goto('/recipe/create/new');
  const name = page.getByLabel(/^Recipe name/);
  const create = page.getByRole('main').getByRole('button', { name: 'Create' });
  await name.fill(tooLong);
  const hint = page.getByText('Too long: at most 250 characters');
  await expect(hint).toBeVisible();
  await expect(create).toBeDisabled();
  // The message sits with the field, not in a toast somewhere else.
  await expect(page.locator('.bp6-form-group').filter({ has: name })).toContainText(
    'Too long: at most 250 characters',
  );
  await saveScreenshot(page, 'text-limit-recipe-name');

  await name.fill(tooLong.slice(0, 250));
  await expect(hint).toHaveCount(0);
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page).toHaveURL(/\/recipe\/a-very-long-name/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/recipe/create/new');
  await name.fill(tooLong);
  await expect(hint).toBeVisible();
  await saveScreenshot(page, 'text-limit-recipe-name-phone');
});

test('an organizer name past the limit is refused in its dialog', async ({ page }) => {
  await page.goto('/recipes/tags');
  await page.getByRole('button', { name: 'New tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  await dialog.getByLabel('Name').fill(tooLong);
  await expect(dialog.getByText('Too long: at most 250 characters')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await saveScreenshot(page, 'text-limit-tag-name');
  await dialog.getByLabel('Name').fill('Quick');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
});
