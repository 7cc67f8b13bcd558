import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { BrowsePage } from './pages/BrowsePage';

const cardItems = ['Edit', 'Download', 'Add to Meal Plan', 'Add to Shopping List', 'Share'];
const pageItems = [
  'Edit',
  'Delete',
  'Download',
  'Add to Meal Plan',
  'Add to Shopping List',
  'Print',
  'Print Preferences',
  'Share',
];

test.describe('member', () => {
  test.beforeEach(async ({ page, request }) => {
    await createAdmin(request);
    await logIn(request, admin);
    await createMember(request);
    await logIn(page.request, member);
  });

  test('a card menu offers the card defaults and edit opens the editor', async ({ page }) => {
    const slug = await createRecipe(page.request, { name: 'Tomato Soup' });
    const browse = new BrowsePage(page);
    await browse.goto();
    const menu = await browse.openMenu('Tomato Soup');
    await expect(menu.getByRole('menuitem')).toHaveText(cardItems);
    await saveScreenshot(page, 'recipe-menu-card');
    await menu.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/recipe/${slug}?edit=true`);
  });

  test('download saves the recipe zip', async ({ page }) => {
    const slug = await createRecipe(page.request, { name: 'Zip Me' });
    const browse = new BrowsePage(page);
    await browse.goto();
    const menu = await browse.openMenu('Zip Me');
    const download = page.waitForEvent('download');
    await menu.getByRole('menuitem', { name: 'Download' }).click();
    expect((await download).suggestedFilename()).toBe(`${slug}.zip`);
  });

  test('share creates a token and copies the public link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await createRecipe(page.request, { name: 'Shared Stew' });
    const browse = new BrowsePage(page);
    await browse.goto();
    const menu = await browse.openMenu('Shared Stew');
    await menu.getByRole('menuitem', { name: 'Share' }).click();
    await expect(page.locator('.bp6-toast')).toContainText('Copied to clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/\/shared\/recipes\/[0-9a-f-]{36}$/);
    const token = copied.split('/').at(-1) ?? '';
    const shared = await page.request.get(`/api/recipes/shared/${token}`);
    expect(shared.status()).toBe(200);
  });

  test('without a clipboard the link opens selected in a dialog to copy by hand', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
    });
    await createRecipe(page.request, { name: 'No Clipboard' });
    const browse = new BrowsePage(page);
    await browse.goto();
    const menu = await browse.openMenu('No Clipboard');
    await menu.getByRole('menuitem', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clipboard not supported' });
    await expect(dialog).toContainText('Your browser does not support clipboard here');
    await expect(dialog.getByRole('textbox', { name: 'Text to copy' })).toHaveValue(
      /\/shared\/recipes\/[0-9a-f-]{36}$/,
    );
  });

  test('add to meal plan: date and entry type, default dinner', async ({ page }) => {
    const slug = await createRecipe(page.request, { name: 'Curry' });
    const browse = new BrowsePage(page);
    await browse.goto();
    const menu = await browse.openMenu('Curry');
    await menu.getByRole('menuitem', { name: 'Add to Meal Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to meal plan' });
    await expect(dialog.getByText('MM/DD/YYYY format')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Entry type' })).toHaveValue('dinner');
    await dialog.getByLabel('Date').fill('2030-03-14');
    await saveScreenshot(page, 'recipe-menu-mealplan');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('.bp6-toast')).toContainText('Recipe added to mealplan');
    const plans = await page.request.get(
      '/api/groups/mealplans?start_date=2030-03-14&end_date=2030-03-14',
    );
    const body = (await plans.json()) as { items: { entryType: string; recipeId: string }[] };
    const recipe = (await (await page.request.get(`/api/recipes/${slug}`)).json()) as {
      id: string;
    };
    expect(body.items).toMatchObject([{ entryType: 'dinner', recipeId: recipe.id }]);
  });

  test('add to shopping list: pick a list, all ingredients checked, uncheck-all blocks', async ({
    page,
  }) => {
    await createRecipe(page.request, {
      name: 'Salad',
      recipeIngredient: [{ note: 'lettuce' }, { note: 'tomatoes' }],
    });
    const list = await page.request.post('/api/groups/shopping/lists', {
      data: { name: 'Weekly' },
    });
    expect(list.status(), await list.text()).toBe(201);
    const { id: listId } = (await list.json()) as { id: string };
    const browse = new BrowsePage(page);
    await browse.goto();
    const menu = await browse.openMenu('Salad');
    await menu.getByRole('menuitem', { name: 'Add to Shopping List' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a shopping list' });
    await picker.getByRole('menuitem', { name: 'Weekly' }).click();
    const checklist = page.getByRole('dialog', { name: 'Ingredients' });
    await expect(checklist.getByRole('checkbox')).toHaveCount(2);
    for (const box of await checklist.getByRole('checkbox').all()) await expect(box).toBeChecked();
    await checklist.getByRole('button', { name: 'Uncheck all' }).click();
    await expect(checklist.getByRole('button', { name: 'Add' })).toBeDisabled();
    await checklist.getByRole('button', { name: 'Check all', exact: true }).click();
    await saveScreenshot(page, 'recipe-menu-shopping');
    await checklist.getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('.bp6-toast')).toContainText('Recipe added to list');
    const items = await page.request.get(`/api/groups/shopping/lists/${listId}`);
    expect(JSON.stringify(await items.json())).toContain('lettuce');
  });
});

test.describe('admin on the recipe page', () => {
  test.beforeEach(async ({ page }) => {
    await createAdmin(page.request);
    await logIn(page.request, admin);
  });

  test('the page menu has the page defaults; delete asks first', async ({ page }) => {
    const slug = await createRecipe(page.request, { name: 'Doomed Dish' });
    await page.goto(`/recipe/${slug}`);
    await page.getByRole('button', { name: 'Recipe actions for Doomed Dish' }).click();
    const menu = page.getByRole('menu', { name: 'Recipe actions for Doomed Dish' });
    await expect(menu.getByRole('menuitem')).toHaveText(pageItems);
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('Are you sure you want to delete "Doomed Dish"?');
    await saveScreenshot(page, 'recipe-menu-delete');
    await alert.getByRole('button', { name: 'Cancel' }).click();
    expect((await page.request.get(`/api/recipes/${slug}`)).status()).toBe(200);

    await page.getByRole('button', { name: 'Recipe actions for Doomed Dish' }).click();
    await menu.getByRole('menuitem', { name: 'Delete' }).click();
    await alert.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/');
    expect((await page.request.get(`/api/recipes/${slug}`)).status()).toBe(404);
  });
});
