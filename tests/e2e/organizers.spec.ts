import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('tags: create, rename, delete with confirmation, open the filtered search', async ({
  page,
}) => {
  await page.goto('/recipes/tags');
  await expect(page.getByRole('heading', { name: 'No tags yet' })).toBeVisible();

  await page.getByRole('button', { name: 'New tag' }).click();
  const create = page.getByRole('dialog', { name: 'New tag' });
  await create.getByLabel('Name').fill('Weeknight');
  await create.getByLabel('Name').press('Enter');
  await expect(create).toBeHidden();
  const row = page.getByTestId('organizer-row').filter({ hasText: 'Weeknight' });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename Weeknight' });
  await rename.getByLabel('Name').fill('Quick');
  await rename.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByTestId('organizer-row').filter({ hasText: 'Quick' });
  await expect(renamed).toBeVisible();
  await saveScreenshot(page, 'organizers-tags');

  await createRecipe(page.request, { name: 'Fast Noodles', tags: ['Quick'] });
  await createRecipe(page.request, { name: 'Slow Roast' });
  await renamed.getByRole('link', { name: 'Show recipes with Quick' }).click();
  await expect(page).toHaveURL(/\/\?tags=/);
  await expect(page.getByTestId('recipe-card')).toHaveCount(1);
  await expect(page.getByTestId('recipe-card')).toContainText('Fast Noodles');

  await page.goto('/recipes/tags');
  await renamed.getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Delete "Quick"?');
  await alert.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No tags yet' })).toBeVisible();
});

test('categories and tools pages list what the group has', async ({ page }) => {
  await createRecipe(page.request, { name: 'Cake', recipeCategory: ['Baking'] });
  await page.goto('/recipes/categories');
  await expect(page.getByTestId('organizer-row')).toHaveText(['BakingRenameDelete']);
  await page.goto('/recipes/tools');
  await expect(page.getByRole('heading', { name: 'Tools', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New tool' }).click();
  await page.getByRole('dialog', { name: 'New tool' }).getByLabel('Name').fill('Whisk');
  await page
    .getByRole('dialog', { name: 'New tool' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByTestId('organizer-row')).toHaveCount(1);
});
