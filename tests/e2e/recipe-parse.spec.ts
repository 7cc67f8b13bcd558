import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { readRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { ParseReviewDialog } from './pages/ParseReviewDialog';
import { RecipePage } from './pages/RecipePage';

interface SavedLine {
  quantity: number;
  note: string;
  unit: { name: string } | null;
  food: { name: string } | null;
  originalText: string | null;
}

const lines = ['2 cups sugar', '3 eggs, beaten', '100 g flour, sifted'];

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

async function openReview(page: import('@playwright/test').Page, slug: string) {
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  await recipe.button('Parse').click();
  const review = new ParseReviewDialog(page);
  await expect(review.field('Food', 1)).toHaveValue('sugar');
  return { recipe, review };
}

async function foodNames(page: import('@playwright/test').Page) {
  const response = await page.request.get('/api/foods?perPage=-1');
  return ((await response.json()) as { items: { name: string }[] }).items.map((f) => f.name).sort();
}

test('Parse: review each line, fix one, leave one, apply', async ({ page }) => {
  // createFullRecipe saves the units cup and gram and the food flour; sugar and eggs are new.
  const slug = await createFullRecipe(page.request, {
    recipeIngredient: lines.map((note) => ({ note })),
  });
  const { recipe, review } = await openReview(page, slug);
  await expect(review.confidence(1)).toHaveText(/^\d+%$/);
  await expect(review.line('2 cups sugar').getByText('new')).toHaveCount(1);
  await expect(review.line('100 g flour, sifted').getByText('new')).toHaveCount(0);
  await expect(review.field('Unit', 3)).toHaveValue('gram');
  await expect(review.field('Note', 3)).toHaveValue('sifted');
  await expect(review.root).toContainText('3 of 3 lines taken');
  await saveScreenshot(page, 'recipe-parse-review');

  // brute re-parses, less sure of itself; back to nlp.
  await review.parser('Brute').click({ force: true });
  await expect(review.root.getByText('check this line').first()).toBeVisible();
  await saveScreenshot(page, 'recipe-parse-review-brute');
  await review.parser('NLP').click({ force: true });
  await expect(review.root.getByText('check this line')).toHaveCount(0);

  // None and Accept all.
  await review.button('None').click();
  await expect(review.button('Apply', { exact: true })).toBeDisabled();
  await review.button('Accept all').click();

  await review.field('Food', 1).fill('caster sugar');
  await review.field('Food', 1).press('Enter');
  await review.accept('3 eggs, beaten').uncheck({ force: true });
  await expect(review.field('Food', 2)).toBeDisabled();
  await expect(review.root).toContainText('2 of 3 lines taken');

  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/foods') && r.request().method() === 'POST'),
    review.button('Apply 2 lines').click(),
  ]);
  await expect(review.root).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Food of ingredient 1' })).toHaveValue(
    'caster sugar',
  );
  await expect(page.getByRole('textbox', { name: 'Note of ingredient 2' })).toHaveValue(
    '3 eggs, beaten',
  );
  // The line left as it was can still be parsed.
  await expect(recipe.button('Parse')).toBeEnabled();
  await recipe.save();

  const saved = await readRecipe<{ recipeIngredient: SavedLine[] }>(page.request, slug);
  const [sugar, eggs, flour] = saved.recipeIngredient;
  expect(sugar).toMatchObject({ quantity: 2, note: '', originalText: '2 cups sugar' });
  expect(sugar?.unit?.name).toBe('cup');
  expect(sugar?.food?.name).toBe('caster sugar');
  expect(eggs).toMatchObject({ note: '3 eggs, beaten', unit: null, food: null });
  expect(flour).toMatchObject({ quantity: 100, note: 'sifted' });
  expect(flour?.unit?.name).toBe('gram');
  expect(flour?.food?.name).toBe('flour');
  // Only the food of an accepted line was created: no "sugar", no "eggs".
  expect(await foodNames(page)).toEqual(['apple', 'caster sugar', 'flour']);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Parse: Cancel changes nothing, nothing is created before Apply', async ({ page }) => {
    const slug = await createFullRecipe(page.request, {
      recipeIngredient: lines.map((note) => ({ note })),
    });
    const { recipe, review } = await openReview(page, slug);
    await review.field('Food', 1).fill('caster sugar');
    await review.field('Food', 1).press('Enter');
    await expect(review.line('2 cups sugar').getByText('new')).toHaveCount(1);
    await review.accept('3 eggs, beaten').uncheck({ force: true });
    await saveScreenshot(page, 'recipe-parse-review-phone');
    await review.button('Cancel').click();
    await expect(review.root).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Note of ingredient 1' })).toHaveValue(
      '2 cups sugar',
    );
    await expect(recipe.editorBar.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(await foodNames(page)).toEqual(['apple', 'flour']);
  });
});

test('Parse: a parser error shows in the dialog with a retry', async ({ page }) => {
  // The parser takes lines of up to 1000 characters; a recipe note may be longer.
  const slug = await createFullRecipe(page.request, {
    recipeIngredient: [{ note: `1 cup ${'very '.repeat(250)}fine sugar` }],
  });
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  await recipe.button('Parse').click();
  const review = new ParseReviewDialog(page);
  await expect(review.root.getByRole('alert')).toContainText('An error occurred');
  await expect(review.button('Apply', { exact: true })).toBeDisabled();
  await saveScreenshot(page, 'recipe-parse-error');
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/parser/ingredients')),
    review.button('Try again').click(),
  ]);
  await expect(review.root.getByRole('alert')).toBeVisible();
});

test('Parse without the organize permission keeps new names in the note', async ({ page }) => {
  const slug = await createFullRecipe(page.request, {
    recipeIngredient: lines.map((note) => ({ note })),
  });
  await createMember(page.request);
  await logIn(page.request, member);
  const { recipe, review } = await openReview(page, slug);
  await review.button('Apply 3 lines').click();
  await expect(page.locator('.bp6-toast')).toHaveCount(1);
  await expect(page.locator('.bp6-toast')).toContainText(
    '2 lines keep their new food or unit in the note: adding foods and units needs the organize permission',
  );
  await saveScreenshot(page, 'recipe-parse-no-organize');
  await recipe.save();
  const saved = await readRecipe<{ recipeIngredient: SavedLine[] }>(page.request, slug);
  const [sugar, eggs, flour] = saved.recipeIngredient;
  expect(sugar).toMatchObject({ quantity: 2, food: null, note: 'sugar' });
  expect(sugar?.unit?.name).toBe('cup');
  expect(eggs).toMatchObject({ quantity: 3, unit: null, food: null, note: 'eggs, beaten' });
  expect(flour?.food?.name).toBe('flour');
});
