import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { saveScreenshot } from './helpers/screenshots';
import { RecipePage } from './pages/RecipePage';

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

test('cook mode: steps with arrows, checkable ingredients, a detected timer', async ({ page }) => {
  await page.clock.install();
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await recipe.button('Cook').click();
  const cook = page.getByRole('article', { name: 'Cook mode' });
  const current = cook.locator('[aria-current="step"]');
  await expect(current).toContainText('Slice the apples.');
  await expect(cook.getByText('Step 1 of 3')).toBeVisible();

  await cook.getByRole('checkbox', { name: '3 apples peeled' }).check({ force: true });
  await expect(cook.locator('.larder-ingredient.is-checked')).toHaveCount(1);

  await page.keyboard.press('ArrowRight');
  await expect(current).toContainText('Rub the flour');
  await recipe.button('Next').click();
  await expect(current).toContainText('Bake 25 minutes');
  await expect(recipe.button('Next')).toBeDisabled();

  const timer = cook.getByRole('timer', { name: '25 minutes' });
  await expect(timer).toContainText('25:00');
  await timer.getByRole('button', { name: 'Start timer 25 minutes' }).click();
  await page.clock.runFor(60_000);
  await expect(timer).toContainText('24:00');
  await timer.getByRole('button', { name: 'Pause timer 25 minutes' }).click();
  await saveScreenshot(page, 'recipe-cook');
  await timer.getByRole('button', { name: 'Start timer 25 minutes' }).click();
  await page.clock.runFor(24 * 60_000 + 1000);
  await expect(timer).toContainText('Done');
  await expect(page.getByText('Time is up: 25 minutes')).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await expect(current).toContainText('Rub the flour');
  await recipe.button('Leave cook mode').click();
  await expect(recipe.heading).toBeVisible();
});
