import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { createRecipe, readRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { RecipePage } from './pages/RecipePage';

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

interface SavedRecipe {
  recipeIngredient: { quantity: number | null; note: string; title: string | null }[];
  recipeInstructions: { text: string }[];
}

const note = (page: Page, number: number) =>
  page.getByRole('textbox', { name: `Note of ingredient ${number}` });
const stepText = (page: Page, number: number) =>
  page.getByRole('textbox', { name: `Text of step ${number}` });

function textRecipe(page: Page) {
  return createRecipe(page.request, {
    name: 'Soup',
    recipeIngredient: [{ note: '2 large onions, finely chopped' }, { note: '1 l stock' }],
  });
}

/** Scrolls the ingredients to the top, for the screenshot. */
async function showIngredients(page: Page) {
  await page
    .getByRole('heading', { name: 'Ingredients' })
    .evaluate((heading) => heading.scrollIntoView());
}

async function widthOf(page: Page, number: number) {
  const box = await note(page, number).boundingBox();
  return box?.width ?? 0;
}

test('with amounts disabled the ingredient row is one wide text field', async ({ page }) => {
  const slug = await textRecipe(page);
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  await expect(note(page, 1)).toHaveValue('2 large onions, finely chopped');
  await expect(page.getByRole('textbox', { name: 'Quantity of ingredient 1' })).toHaveCount(0);
  // The note takes the row: most of the editor's width, not the 80 px quantity column.
  const row = await page.locator('.larder-ingredient-fields').first().boundingBox();
  expect(await widthOf(page, 1)).toBeGreaterThan((row?.width ?? 0) * 0.8);
  await showIngredients(page);
  await saveScreenshot(page, 'recipe-edit-rows-text');
});

test('with amounts on the row has quantity, unit, food and a wide note', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  const quantity = await page
    .getByRole('textbox', { name: 'Quantity of ingredient 1' })
    .boundingBox();
  expect(await widthOf(page, 1)).toBeGreaterThan((quantity?.width ?? 0) * 2);
  await showIngredients(page);
  await saveScreenshot(page, 'recipe-edit-rows-amounts');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each field is wide enough to read, in either mode', async ({ page }) => {
    const recipe = new RecipePage(page);
    await recipe.goto(await textRecipe(page), '?edit=true');
    await expect(note(page, 1)).toBeVisible();
    expect(await widthOf(page, 1)).toBeGreaterThan(300);
    await showIngredients(page);
    await saveScreenshot(page, 'recipe-edit-rows-text-phone');

    await recipe.goto(await createFullRecipe(page.request), '?edit=true');
    const unit = await page.getByRole('combobox', { name: 'Unit of ingredient 2' }).boundingBox();
    expect(unit?.width ?? 0).toBeGreaterThan(150);
    const food = await page.getByRole('combobox', { name: 'Food of ingredient 2' }).boundingBox();
    expect(food?.width ?? 0).toBeGreaterThan(300);
    expect(await widthOf(page, 2)).toBeGreaterThan(300);
    await showIngredients(page);
    await saveScreenshot(page, 'recipe-edit-rows-amounts-phone');
  });
});

test('adding rows: focus, Enter for the next, empty rows dropped on save', async ({ page }) => {
  const slug = await createRecipe(page.request, {
    name: 'Salad',
    recipeIngredient: [{ note: '1 cucumber' }],
  });
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');

  await recipe.button('Add ingredient').click();
  await expect(note(page, 2)).toBeFocused();
  await page.keyboard.type('2 tomatoes');
  await page.keyboard.press('Enter');
  await expect(note(page, 3)).toBeFocused();
  await page.keyboard.type('a little olive oil');
  // Enter in the first row puts the new one right after it.
  await note(page, 1).press('Enter');
  await expect(note(page, 2)).toBeFocused();
  await expect(note(page, 2)).toHaveValue('');
  await expect(note(page, 3)).toHaveValue('2 tomatoes');
  // And one more left empty at the end.
  await note(page, 4).press('Enter');
  await expect(note(page, 5)).toBeFocused();

  await recipe.button('Add step').click();
  await expect(stepText(page, 1)).toBeFocused();
  await page.keyboard.type('Chop everything.');
  await page.keyboard.press('Enter');
  await expect(stepText(page, 2)).toBeFocused();
  await page.keyboard.type('Dress and toss.');
  // Shift+Enter is a new line inside the step.
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Serve cold.');
  await expect(stepText(page, 2)).toHaveValue('Dress and toss.\nServe cold.');
  await expect(stepText(page, 3)).toHaveCount(0);
  await recipe.button('Add step').click();
  await expect(stepText(page, 3)).toBeFocused();
  await saveScreenshot(page, 'recipe-edit-rows-added');

  await recipe.save();
  const saved = await readRecipe<SavedRecipe>(page.request, slug);
  expect(saved.recipeIngredient.map((item) => item.note)).toEqual([
    '1 cucumber',
    '2 tomatoes',
    'a little olive oil',
  ]);
  expect(saved.recipeInstructions.map((step) => step.text)).toEqual([
    'Chop everything.',
    'Dress and toss.\nServe cold.',
  ]);
});

test('with amounts on, Add ingredient focuses the quantity', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  await recipe.button('Add ingredient').click();
  const quantity = page.getByRole('textbox', { name: 'Quantity of ingredient 5' });
  await expect(quantity).toBeFocused();
  await quantity.fill('2');
  await quantity.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Quantity of ingredient 6' })).toBeFocused();
  // A new section keeps its title even with nothing under it yet.
  await recipe.button('Add section').click();
  const title = page.getByRole('textbox', { name: 'Section title above ingredient 7' });
  await expect(title).toBeFocused();
  await page.keyboard.type('To serve');
  await recipe.save();
  const saved = await readRecipe<SavedRecipe>(page.request, slug);
  expect(saved.recipeIngredient).toHaveLength(6);
  expect(saved.recipeIngredient[4]?.quantity).toBe(2);
  expect(saved.recipeIngredient[5]?.title).toBe('To serve');
});
