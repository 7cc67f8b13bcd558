import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { saveScreenshot } from './helpers/screenshots';
import { RecipePage } from './pages/RecipePage';

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

test('view shows sections and scales quantities with fractions', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await expect(recipe.heading).toHaveText('Apple Crumble');
  const screen = page.locator('.larder-recipe-screen');
  await expect(screen.getByText('Filling', { exact: true })).toBeVisible();
  await expect(screen.getByText('Topping', { exact: true })).toBeVisible();
  await expect(recipe.ingredients.nth(0)).toHaveText('3 apples peeled');
  await expect(recipe.ingredients.nth(1)).toHaveText('½ cup flour');
  await expect(recipe.ingredients.nth(2)).toHaveText('100 g flour cold');
  // A zero quantity is hidden.
  await expect(recipe.ingredients.nth(3)).toHaveText('a pinch of salt');
  await expect(screen.locator('.larder-recipe-description strong')).toHaveText('warm');
  await expect(screen.getByText('Prep time: 15 minutes')).toBeVisible();
  await saveScreenshot(page, 'recipe-view');

  await recipe.button('×½').click();
  await expect(recipe.yieldText).toHaveText('2 servings');
  await expect(recipe.ingredients.nth(0)).toHaveText('1½ apples peeled');
  await expect(recipe.ingredients.nth(1)).toHaveText('¼ cup flour');
  await expect(recipe.ingredients.nth(2)).toHaveText('50 g flour cold');

  await recipe.button('×3').click();
  await expect(recipe.ingredients.nth(1)).toHaveText('1½ cups flour');
  await expect(recipe.yieldText).toHaveText('12 servings');

  const servings = page.getByRole('spinbutton', { name: 'Servings' });
  await servings.fill('6');
  await servings.press('Tab');
  await expect(recipe.ingredients.nth(1)).toHaveText('¾ cup flour');
  await expect(recipe.yieldText).toHaveText('6 servings');

  await expect(page.getByRole('link', { name: 'Dessert' })).toHaveAttribute(
    'href',
    '/?tags=dessert',
  );
});

test('rating, favourite, comments and I made this', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug);

  await recipe.button('Rate 4 stars').click();
  await expect(recipe.button('Rate 4 stars')).toHaveAttribute('aria-pressed', 'true');
  const ratings = await page.request.get('/api/users/self/ratings');
  expect(JSON.stringify(await ratings.json())).toContain('"rating":4');

  await recipe.button('Add to favorites').click();
  await expect(recipe.button('Remove from favorites')).toHaveAttribute('aria-pressed', 'true');
  const self = (await (await page.request.get('/api/users/self')).json()) as {
    favoriteRecipes: string[];
  };
  expect(self.favoriteRecipes).toContain(slug);
  await recipe.button('Remove from favorites').click();
  await expect(recipe.button('Add to favorites')).toBeVisible();

  await page.getByRole('textbox', { name: 'Write a comment' }).fill('Lovely with cream');
  await recipe.button('Add comment').click();
  const comment = page.getByTestId('recipe-comment');
  await expect(comment).toContainText('Lovely with cream');
  await comment.getByRole('button', { name: 'Edit' }).click();
  await comment.getByRole('textbox', { name: 'Edit comment' }).fill('Lovely with custard');
  await comment.getByRole('button', { name: 'Save' }).click();
  await expect(comment).toContainText('Lovely with custard');
  await saveScreenshot(page, 'recipe-comments');
  await comment.getByRole('button', { name: 'Delete' }).click();
  await expect(comment).toHaveCount(0);

  // The dialog (date, note, photo) is recipe-made-source.spec's; saved as it opens, it logs today.
  await recipe.button('I made this').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Added to the timeline')).toBeVisible();
  const after = (await (await page.request.get(`/api/recipes/${slug}`)).json()) as {
    lastMade: string | null;
  };
  expect(after.lastMade).not.toBeNull();
  const events = await page.request.get('/api/recipes/timeline/events');
  expect(await events.text()).toContain('Made Apple Crumble');
});

test('unknown recipe shows a friendly not-found state', async ({ page }) => {
  await page.goto('/recipe/no-such-dish');
  await expect(page.getByText('Recipe not found')).toBeVisible();
  await saveScreenshot(page, 'recipe-not-found');
});

test('phone viewport: view and cook mode', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await expect(recipe.heading).toBeVisible();
  await saveScreenshot(page, 'recipe-view-phone');
  await recipe.button('Cook').click();
  await expect(page.getByRole('article', { name: 'Cook mode' })).toBeVisible();
  await saveScreenshot(page, 'recipe-cook-phone');
});
