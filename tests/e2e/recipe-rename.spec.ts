import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { saveScreenshot } from './helpers/screenshots';
import { RecipePage } from './pages/RecipePage';

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

async function rename(recipe: RecipePage, name: string) {
  await recipe.page.getByLabel('Recipe name').fill(name);
  await recipe.save();
}

test('saving a new name moves to the new address with fresh data', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  expect(slug).toBe('apple-crumble');
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await recipe.button('Edit').click();
  await page.getByLabel('Description').fill('Now with pears.');
  await rename(recipe, 'Pear Crumble');

  await expect(page).toHaveURL(/\/recipe\/pear-crumble$/);
  await expect(recipe.heading).toHaveText('Pear Crumble');
  await expect(page.locator('.larder-recipe-description')).toHaveText('Now with pears.');
  // Comments go to the recipe at its new address.
  await page.getByRole('textbox', { name: 'Write a comment' }).fill('Better with pears');
  await recipe.button('Add comment').click();
  await expect(page.getByTestId('recipe-comment')).toContainText('Better with pears');
  await saveScreenshot(page, 'recipe-renamed');

  // A reload finds the recipe where the address now points.
  await page.reload();
  await expect(recipe.heading).toHaveText('Pear Crumble');
  await expect(page.getByTestId('recipe-comment')).toContainText('Better with pears');

  // Back to the view opened under the old address: it moves on to the new one.
  await page.goBack();
  await expect(page).toHaveURL(/\/recipe\/pear-crumble$/);
  await expect(recipe.heading).toHaveText('Pear Crumble');
});

test('an old link still opens the recipe, at its new address', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const renamed = await page.request.patch(`/api/recipes/${slug}`, {
    data: { name: 'Plum Crumble' },
  });
  expect(renamed.status()).toBe(200);
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await expect(page).toHaveURL(/\/recipe\/plum-crumble$/);
  await expect(recipe.heading).toHaveText('Plum Crumble');
  // Editing from an old link keeps the edit mode across the move.
  await recipe.goto(slug, '?edit=true');
  await expect(page).toHaveURL(/\/recipe\/plum-crumble\?edit=true$/);
  await expect(page.getByRole('heading', { name: 'Editing Plum Crumble' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('renaming twice in a row follows both moves', async ({ page }) => {
    const slug = await createFullRecipe(page.request);
    const recipe = new RecipePage(page);
    await recipe.goto(slug, '?edit=true');
    await rename(recipe, 'Rhubarb Crumble');
    await expect(page).toHaveURL(/\/recipe\/rhubarb-crumble$/);
    await recipe.button('Edit').click();
    await rename(recipe, 'Rhubarb and Ginger Crumble');
    await expect(page).toHaveURL(/\/recipe\/rhubarb-and-ginger-crumble$/);
    await expect(recipe.heading).toHaveText('Rhubarb and Ginger Crumble');
    await saveScreenshot(page, 'recipe-renamed-phone');
    await page.goto(`/recipe/${slug}`);
    await expect(page).toHaveURL(/\/recipe\/rhubarb-and-ginger-crumble$/);
  });
});
