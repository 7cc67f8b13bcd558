import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { createRecipe, readRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { ParseReviewDialog } from './pages/ParseReviewDialog';
import { RecipePage } from './pages/RecipePage';

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

interface SavedRecipe {
  settings: { disableAmount: boolean };
  recipeIngredient: { quantity: number | null; note: string; food: { name: string } | null }[];
}

/** The lines of the view, cook mode and the printed page, each as the reader sees them. */
function shownLines(page: Page) {
  return {
    view: page.locator('.larder-recipe-screen .larder-ingredient'),
    cook: page.getByRole('article', { name: 'Cook mode' }).locator('.larder-ingredient'),
    print: page.getByTestId('print-layout').locator('.larder-ingredient'),
  };
}

/** An imported recipe: free-text lines, amounts disabled (the household's default, as Mealie). */
async function importedRecipe(page: Page, lines: string[]) {
  const slug = await createRecipe(page.request, {
    name: 'Imported Cake',
    recipeIngredient: lines.map((note) => ({ note })),
  });
  expect((await readRecipe<SavedRecipe>(page.request, slug)).settings.disableAmount).toBe(true);
  return slug;
}

test('parse, apply, save: amounts switch on and every line reads in full', async ({ page }) => {
  const lines = ['2 cups sugar', '3 eggs, beaten', '100 g flour, sifted'];
  const slug = await importedRecipe(page, lines);
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  // With amounts disabled the row is one wide text field, not the quantity column.
  await expect(page.getByRole('textbox', { name: 'Quantity of ingredient 1' })).toHaveCount(0);
  await recipe.button('Parse').click();
  const review = new ParseReviewDialog(page);
  await expect(review.field('Food', 1)).toHaveValue('sugar');
  await expect(review.root).toContainText(
    'Applying turns ingredient amounts on for this recipe, so quantities, units and foods show and scale.',
  );
  await saveScreenshot(page, 'recipe-import-parse-review');
  await review.button('Apply 3 lines').click();
  await expect(review.root).toBeHidden();
  await expect(
    page.getByRole('checkbox', { name: 'Disable ingredient amounts' }),
  ).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Food of ingredient 1' })).toHaveValue('sugar');
  await expect(page.getByRole('textbox', { name: 'Note of ingredient 3' })).toHaveValue('sifted');
  await saveScreenshot(page, 'recipe-import-parsed-editor');
  await recipe.save();

  const saved = await readRecipe<SavedRecipe>(page.request, slug);
  expect(saved.settings.disableAmount).toBe(false);
  const expected = ['2 cups sugar', '3 eggs beaten', '100 grams flour sifted'];
  const shown = shownLines(page);
  await expect(shown.view).toHaveText(expected);
  await expect(shown.print).toHaveText(expected);
  await saveScreenshot(page, 'recipe-import-parsed-view');
  await recipe.button('×2').click();
  await expect(shown.view).toHaveText(['4 cups sugar', '6 eggs beaten', '200 grams flour sifted']);
  await recipe.button('Cook').click();
  await expect(shown.cook).toHaveText(expected);
});

test('with amounts disabled, parsed lines and empty notes still show their text', async ({
  page,
}) => {
  // A recipe parsed before amounts were switched off, as Mealie leaves many: notes are empty.
  const slug = await createFullRecipe(page.request, {
    recipeIngredient: [
      { quantity: 2, unit: { name: 'cup' }, food: { name: 'flour' }, note: '' },
      { quantity: 0, note: '', originalText: 'salt to taste' },
      { quantity: 3, food: { name: 'apple' }, note: 'peeled' },
    ],
    settings: { disableAmount: true, disableComments: false, public: true },
  });
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  const expected = ['2 cups flour', 'salt to taste', '3 apples peeled'];
  const shown = shownLines(page);
  await expect(shown.view).toHaveText(expected);
  await expect(shown.print).toHaveText(expected);
  await recipe.button('Cook').click();
  await expect(shown.cook).toHaveText(expected);
  await recipe.button('Leave cook mode').click();

  // The editor shows what such a line holds beside its (empty) note.
  await recipe.button('Edit').click();
  await expect(page.getByTestId('ingredient-parsed-parts').first()).toHaveText('2 cups flour');
  await expect(page.getByRole('textbox', { name: 'Note of ingredient 2' })).toHaveAttribute(
    'placeholder',
    'salt to taste',
  );
  await page
    .getByRole('heading', { name: 'Ingredients' })
    .evaluate((heading) => heading.scrollIntoView());
  await saveScreenshot(page, 'recipe-disabled-parsed-editor');
});

test('with amounts on, a line with no food shows its note or original text', async ({ page }) => {
  const slug = await createFullRecipe(page.request, {
    recipeIngredient: [
      { quantity: 1, note: 'lemon, zested' },
      { quantity: 0, note: '', originalText: 'a handful of walnuts' },
    ],
  });
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await expect(shownLines(page).view).toHaveText(['1 lemon, zested', 'a handful of walnuts']);
});

test.describe('scaling free-text lines', () => {
  const lines = [
    '2 cups flour',
    '1/2 tsp salt',
    '1½ cups milk',
    '2-3 eggs',
    'Preheat the oven to 350°F',
    'a 9x13 pan',
    'pepper to taste',
  ];

  test('×2 scales the amounts in the text and offers Parse for the rest', async ({ page }) => {
    const slug = await importedRecipe(page, lines);
    const recipe = new RecipePage(page);
    await recipe.goto(slug);
    const shown = shownLines(page);
    await expect(shown.view).toHaveText(lines);
    await recipe.button('×2').click();
    await expect(shown.view).toHaveText([
      '4 cups flour',
      '1 tsp salt',
      '3 cups milk',
      '4-6 eggs',
      'Preheat the oven to 350°F',
      'a 9x13 pan',
      'pepper to taste',
    ]);
    const note = page.getByRole('status').filter({ hasText: 'could not be scaled' });
    await expect(note).toContainText(
      '2 lines could not be scaled: scaling them needs parsed amounts.',
    );
    await saveScreenshot(page, 'recipe-scale-text');
    await recipe.button('×½').click();
    await expect(shown.view.first()).toHaveText('1 cup flour');
    await expect(shown.view.nth(1)).toHaveText('¼ tsp salt');
    // The Parse action is one click away.
    await note.getByRole('button', { name: 'Parse ingredients' }).click();
    await expect(new ParseReviewDialog(page).root).toBeVisible();
    await expect(recipe.editorBar).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the scaling note fits the screen', async ({ page }) => {
      const slug = await importedRecipe(page, lines);
      const recipe = new RecipePage(page);
      await recipe.goto(slug);
      await recipe.button('×3').click();
      await expect(shownLines(page).view.first()).toHaveText('6 cups flour');
      const note = page.getByRole('status').filter({ hasText: 'could not be scaled' });
      await expect(note).toBeVisible();
      const box = await note.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      await saveScreenshot(page, 'recipe-scale-text-phone');
    });
  });
});
