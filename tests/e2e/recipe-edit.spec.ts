import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe, makePng } from './helpers/recipe-data';
import { readRecipe as readSavedRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { RecipePage } from './pages/RecipePage';

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

interface SavedRecipe {
  name: string;
  slug: string;
  description: string;
  recipeYield: string;
  recipeIngredient: {
    title: string | null;
    quantity: number;
    note: string;
    unit: { name: string } | null;
    food: { name: string } | null;
  }[];
  recipeInstructions: { title: string; text: string; ingredientReferences: unknown[] }[];
  notes: { title: string; text: string }[];
  tags: { name: string }[];
  tools: { name: string }[];
  nutrition: { calories: string | null } | null;
  settings: { showNutrition: boolean; locked: boolean };
  image: string | null;
}

function readRecipe(page: import('@playwright/test').Page, slug: string) {
  return readSavedRecipe<SavedRecipe>(page.request, slug);
}

test('edit form round-trip covers every section', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  await expect(recipe.editorBar).toBeVisible();
  await saveScreenshot(page, 'recipe-edit-form');

  await page.getByLabel('Description').fill('Crisp on top, soft below.');
  await page.getByLabel('Yield').fill('6 servings');
  // Ingredients: change a quantity, add one with a new unit and food created on the fly.
  await page.getByRole('textbox', { name: 'Quantity of ingredient 2' }).fill('0.75');
  await recipe.button('Add ingredient').click();
  await page.getByRole('textbox', { name: 'Quantity of ingredient 5' }).fill('2');
  await page.getByRole('combobox', { name: 'Unit of ingredient 5' }).fill('tablespoon');
  // Creating a unit or food is a server call: wait for it before the row moves.
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/units') && r.request().method() === 'POST'),
    page.getByRole('combobox', { name: 'Unit of ingredient 5' }).press('Enter'),
  ]);
  await page.getByRole('combobox', { name: 'Food of ingredient 5' }).fill('brown sugar');
  await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/foods') && r.request().method() === 'POST'),
    page.getByRole('combobox', { name: 'Food of ingredient 5' }).press('Enter'),
  ]);
  await page.getByRole('textbox', { name: 'Note of ingredient 5' }).fill('packed');
  // Keyboard reorder: the new line moves above the pinch of salt.
  await recipe.button('Move ingredient 5 up').click();
  // Steps: edit, add, reorder.
  await page.getByRole('textbox', { name: 'Text of step 3' }).fill('Bake 30 minutes.');
  await recipe.button('Add step').click();
  await page.getByRole('textbox', { name: 'Text of step 4' }).fill('Cool a little.');
  await recipe.button('Move Step 4 up').click();
  // Step 1 uses the apples.
  await recipe.button('0 ingredients').first().click();
  await page
    .getByRole('group', { name: 'Ingredients used in step 1' })
    .getByRole('checkbox', { name: '3 apples peeled' })
    .check({ force: true });
  await page.keyboard.press('Escape');
  await expect(recipe.button('1 ingredient')).toBeVisible();
  // Notes, organizers, nutrition, settings.
  await recipe.button('Add note').click();
  await page.getByRole('textbox', { name: 'Title of note 2' }).fill('Storage');
  await page.getByRole('textbox', { name: 'Text of note 2' }).fill('Keeps two days.');
  await page.getByRole('combobox', { name: 'Add to Tags' }).fill('Autumn');
  await page.getByRole('combobox', { name: 'Add to Tags' }).press('Enter');
  await expect(page.locator('.larder-tags', { hasText: 'Autumn' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Add to Tools' }).fill('Oven dish');
  await page.getByRole('combobox', { name: 'Add to Tools' }).press('Enter');
  await page.getByLabel('Calories').fill('320 kcal');
  await page.getByRole('checkbox', { name: 'Show nutrition' }).check({ force: true });

  await recipe.save();
  const saved = await readRecipe(page, slug);
  expect(saved.description).toBe('Crisp on top, soft below.');
  expect(saved.recipeYield).toBe('6 servings');
  expect(saved.recipeIngredient.map((item) => item.quantity)).toEqual([3, 0.75, 100, 2, 0]);
  expect(saved.recipeIngredient[3]?.unit?.name).toBe('tablespoon');
  expect(saved.recipeIngredient[3]?.food?.name).toBe('brown sugar');
  expect(saved.recipeIngredient[3]?.note).toBe('packed');
  expect(saved.recipeInstructions.map((step) => step.text)).toEqual([
    'Slice the apples.',
    'Rub the flour and butter together.',
    'Cool a little.',
    'Bake 30 minutes.',
  ]);
  expect(saved.recipeInstructions[0]?.ingredientReferences).toHaveLength(1);
  expect(saved.notes[1]).toEqual({ title: 'Storage', text: 'Keeps two days.' });
  expect(saved.tags.map((tag) => tag.name).sort()).toEqual(['Autumn', 'Dessert']);
  expect(saved.tools.map((tool) => tool.name)).toEqual(['Oven dish']);
  expect(saved.nutrition?.calories).toBe('320 kcal');
  expect(saved.settings.showNutrition).toBe(true);
  // Back in VIEW with the new values, and the address lost ?edit.
  await expect(page).toHaveURL(new RegExp(`/recipe/${slug}$`));
  await expect(page.getByRole('region', { name: 'Nutrition' })).toContainText('320 kcal');
  await expect(page.locator('.larder-recipe-screen .larder-step-references')).toHaveText(
    '3 apples peeled',
  );
});

test('JSON mode edits the raw recipe and refuses invalid text', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  await recipe.editorBar.getByRole('button', { name: 'JSON' }).click();
  const text = page.getByRole('textbox', { name: 'JSON' });
  const json = JSON.parse(await text.inputValue()) as Record<string, unknown>;
  await text.fill('{ "name": ');
  await expect(page.getByRole('alert')).toContainText('not a valid recipe');
  await expect(recipe.editorBar.getByRole('button', { name: 'Save' })).toBeDisabled();
  await text.fill(JSON.stringify({ ...json, name: 'Apple Crumble', description: 'From JSON' }));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await saveScreenshot(page, 'recipe-edit-json');
  await recipe.save();
  expect((await readRecipe(page, slug)).description).toBe('From JSON');
  // Leaving EDIT reset the sub-mode: editing again opens the form.
  await recipe.button('Edit').click();
  await expect(page.getByLabel('Description')).toHaveValue('From JSON');
});

test('unsaved changes hold back navigation until confirmed', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  await page.getByLabel('Description').fill('Changed');
  await page.getByRole('link', { name: 'Larder home' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('unsaved changes');
  await saveScreenshot(page, 'recipe-edit-guard');
  await alert.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(new RegExp(`/recipe/${slug}\\?edit=true$`));
  await expect(page.getByLabel('Description')).toHaveValue('Changed');
  await page.getByRole('link', { name: 'Larder home' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await readRecipe(page, slug)).description).toBe('A **warm** pudding.');
});

test('image upload replaces the picture', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug, '?edit=true');
  await page.getByLabel('Upload an image').setInputFiles({
    name: 'crumble.png',
    mimeType: 'image/png',
    buffer: await makePng(),
  });
  await expect(page.getByText('Image updated')).toBeVisible();
  expect((await readRecipe(page, slug)).image).toBeTruthy();
  await recipe.editorBar.getByRole('button', { name: 'Cancel' }).click();
  const image = page.locator('.larder-recipe-screen img.larder-recipe-image');
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  );
  await saveScreenshot(page, 'recipe-view-image');
});

test('create new: name with uniqueness hint, then the editor', async ({ page }) => {
  await createFullRecipe(page.request);
  await page.goto('/recipe/create/new');
  const name = page.getByLabel('Recipe name');
  await name.fill('Apple Crumble');
  await expect(page.getByText('Recipe name must be unique')).toBeVisible();
  const create = page.locator('form').getByRole('button', { name: 'Create' });
  await expect(create).toBeDisabled();
  await name.fill('Plum Tart');
  await expect(page.getByText('Recipe name must be unique')).toBeHidden();
  await saveScreenshot(page, 'recipe-create-new');
  await create.click();
  await expect(page).toHaveURL(/\/recipe\/plum-tart\?edit=true$/);
  await expect(page.getByRole('heading', { name: 'Editing Plum Tart' })).toBeVisible();
});
