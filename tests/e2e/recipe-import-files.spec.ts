import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';
import { OcrImportPage } from './pages/OcrImportPage';
import { pancakeCard, textPhoto } from '../helpers/text-photo';

const ingredients = (page: Page) => page.getByRole('region', { name: 'Ingredients' });

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('zip import: our export comes back as a new recipe; a bad file is refused', async ({
  page,
}) => {
  const slug = await createRecipe(page.request, {
    name: 'Lentil Soup',
    recipeIngredient: [{ note: '200 g red lentils' }],
  });
  const token = (await (await page.request.post(`/api/recipes/${slug}/exports`)).json()) as {
    token: string;
  };
  const zip = await (
    await page.request.get(`/api/recipes/${slug}/exports/zip?token=${token.token}`)
  ).body();

  await page.goto('/');
  const createMenu = await new AppShell(page).openCreateMenu();
  await createMenu.getByRole('menuitem', { name: 'Import recipe from a zip' }).click();
  await expect(page).toHaveURL('/recipe/create/zip');
  await expect(page.getByRole('heading', { name: 'Import a recipe from a zip' })).toBeVisible();
  const importButton = page.getByRole('button', { name: 'Import' });
  await expect(importButton).toBeDisabled();
  await saveScreenshot(page, 'zip-import-empty');

  const input = page.getByLabel('Recipe zip');
  await input.setInputFiles({
    name: 'notes.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('hello'),
  });
  await importButton.click();
  await expect(page.getByText('The zip could not be imported')).toBeVisible();
  await expect(page.getByText('The file is not a zip archive')).toBeVisible();
  await saveScreenshot(page, 'zip-import-error');

  await input.setInputFiles({ name: `${slug}.zip`, mimeType: 'application/zip', buffer: zip });
  await importButton.click();
  await expect(page).toHaveURL(`/recipe/${slug}-1`);
  await expect(page.getByRole('heading', { name: 'Lentil Soup (1)' })).toBeVisible();
  await expect(ingredients(page).getByText('200 g red lentils')).toBeVisible();
});

test('photo import: lines are guessed, corrected and saved with the photo', async ({ page }) => {
  await page.goto('/');
  const createMenu = await new AppShell(page).openCreateMenu();
  await createMenu.getByRole('menuitem', { name: 'Import recipe from a photo' }).click();
  const ocr = new OcrImportPage(page);
  await expect(page.getByRole('heading', { name: 'Import a recipe from a photo' })).toBeVisible();
  await expect(ocr.photo).toHaveAttribute('accept', 'image/*');
  await expect(ocr.photo).toHaveAttribute('capture', 'environment');
  await expect(ocr.language).toHaveValue('en');
  await saveScreenshot(page, 'ocr-import-empty');

  await ocr.choosePhoto(await textPhoto(pancakeCard));
  await expect(ocr.lines).toHaveCount(pancakeCard.length, { timeout: 20_000 });
  await expect(ocr.lineText(1)).toHaveValue('Buttermilk Pancakes');
  await expect(ocr.roleOf(1, 'title')).toHaveAttribute('aria-checked', 'true');
  await expect(ocr.roleOf(2, 'ignore')).toHaveAttribute('aria-checked', 'true');
  await expect(ocr.roleOf(3, 'ingredient')).toHaveAttribute('aria-checked', 'true');
  await expect(ocr.roleOf(7, 'instruction')).toHaveAttribute('aria-checked', 'true');
  await expect(ocr.summary).toHaveText('3 ingredients · 2 steps');

  await ocr.lineText(1).fill('Sunday Pancakes');
  await ocr.roleOf(5, 'ignore').click();
  await expect(ocr.summary).toHaveText('2 ingredients · 2 steps');
  await saveScreenshot(page, 'ocr-import-review');

  await ocr.roleOf(1, 'ignore').click();
  await expect(page.getByText('Mark at least one line as the title.')).toBeVisible();
  await expect(ocr.save).toBeDisabled();
  await ocr.roleOf(1, 'title').click();

  await expect(ocr.keepPhoto).toBeChecked();
  await ocr.save.click();
  await expect(page).toHaveURL('/recipe/sunday-pancakes');
  await expect(page.getByRole('heading', { name: 'Sunday Pancakes' })).toBeVisible();
  await expect(ingredients(page).getByText('2 cups flour')).toBeVisible();
  await expect(ingredients(page).getByText('300 ml buttermilk')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Instructions' }).getByText('Fry small rounds on a hot pan.'),
  ).toBeVisible();
  const recipe = (await (await page.request.get('/api/recipes/sunday-pancakes')).json()) as {
    image: string | null;
  };
  expect(recipe.image).toBeTruthy();
});

test('photo import on a phone: review, then a blank photo shows the no-text state', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ocr = new OcrImportPage(page);
  await ocr.goto();
  await saveScreenshot(page, 'ocr-import-empty-phone');
  await ocr.choosePhoto(await textPhoto(pancakeCard.slice(0, 4)));
  await expect(ocr.lines).toHaveCount(4, { timeout: 20_000 });
  await saveScreenshot(page, 'ocr-import-review-phone');
  await ocr.choosePhoto(await textPhoto([]), 'blank.png');
  await expect(page.getByRole('heading', { name: 'No text was found in this photo' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(ocr.save).toHaveCount(0);
  await saveScreenshot(page, 'ocr-import-no-text-phone');
});
