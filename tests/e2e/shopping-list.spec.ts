import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { createListWithItems, readItems, ShoppingListPage } from './pages/ShoppingListPage';

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('lists page: empty state, create, rename, delete after confirming', async ({ page }) => {
  await page.goto('/shopping-lists');
  await expect(page.getByText('No shopping lists yet')).toBeVisible();
  await saveScreenshot(page, 'shopping-lists-empty');
  await page.getByRole('button', { name: 'New shopping list' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Weekly shop');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'Weekly shop' })).toBeVisible();

  await page.getByRole('button', { name: 'Rename Weekly shop' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Market');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'Market' })).toBeVisible();
  await saveScreenshot(page, 'shopping-lists');

  await page.getByRole('button', { name: 'Delete Market' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Market' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Market' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No shopping lists yet')).toBeVisible();
  const lists = await page.request.get('/api/groups/shopping/lists');
  expect(((await lists.json()) as { total: number }).total).toBe(0);
});

test('add, check off, edit in place, copy as text, clear checked', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const listId = await createListWithItems(page.request, 'Groceries', []);
  const food = await page.request.post('/api/foods', { data: { name: 'carrot' } });
  expect(food.status(), await food.text()).toBe(201);
  const list = new ShoppingListPage(page);
  await list.goto(listId);
  await expect(page.getByText('This list is empty')).toBeVisible();
  await saveScreenshot(page, 'shopping-list-empty');

  await list.add('lemons');
  await list.add('bread');
  await page.getByRole('button', { name: 'Add quantity, unit, food and label' }).click();
  await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await page.getByRole('combobox', { name: 'Food' }).fill('carrot');
  await page.getByRole('combobox', { name: 'Food' }).press('Tab');
  await page.getByRole('textbox', { name: 'Item' }).fill('organic');
  await list.addButton.click();
  await expect(list.checkbox('2 carrot organic')).toBeVisible();
  await expect.poll(() => list.shownOrder()).toEqual(['lemons', 'bread', '2 carrot organic']);

  await list.toggle('bread');
  await expect(list.toBuy.getByText('bread')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 checked item' })).toBeVisible();
  await page.getByRole('button', { name: '1 checked item' }).click();
  await expect(list.checkedSection.getByRole('checkbox', { name: 'bread' })).toBeChecked();

  await page.getByRole('button', { name: 'Edit lemons' }).click();
  const editor = page.locator('.larder-item-row-editing');
  await editor.getByRole('textbox', { name: 'Item' }).fill('limes');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(list.checkbox('limes')).toBeVisible();
  await saveScreenshot(page, 'shopping-list');

  await page.getByRole('button', { name: 'Copy as text' }).click();
  await expect(page.locator('.bp6-toast')).toContainText('Copied 2 items to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('limes\n2 carrot organic');

  await page.getByRole('button', { name: 'Clear checked' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear checked' }).click();
  await expect(list.checkedSection).toHaveCount(0);
  await expect.poll(async () => (await readItems(page.request, listId)).length).toBe(2);
});

test('without a clipboard the list opens selected in a dialog to copy by hand', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined });
  });
  const listId = await createListWithItems(page.request, 'Groceries', ['milk']);
  await new ShoppingListPage(page).goto(listId);
  await page.getByRole('button', { name: 'Copy as text' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clipboard not supported' });
  await expect(dialog).toContainText('Your browser does not support clipboard here');
  await expect(dialog.getByRole('textbox', { name: 'Text to copy' })).toHaveValue(/milk/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
});

test('reorder with the keyboard and by dragging is saved', async ({ page }) => {
  const listId = await createListWithItems(page.request, 'Order', ['apples', 'beans', 'cheese']);
  const list = new ShoppingListPage(page);
  await list.goto(listId);
  await page.getByRole('button', { name: 'Move apples down' }).click();
  await expect.poll(() => list.shownOrder()).toEqual(['beans', 'apples', 'cheese']);
  await list.item('cheese').locator('.larder-drag-handle').dragTo(list.item('beans'));
  await expect.poll(() => list.shownOrder()).toEqual(['cheese', 'beans', 'apples']);
  await expect
    .poll(async () => {
      const items = await readItems(page.request, listId);
      return items.sort((a, b) => a.position - b.position).map((item) => item.display);
    })
    .toEqual(['cheese', 'beans', 'apples']);
  await page.reload();
  await expect.poll(() => list.shownOrder()).toEqual(['cheese', 'beans', 'apples']);
});

test('view by label: sections in the list label order, saved preference', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const labelIds: string[] = [];
  for (const [name, color] of [
    ['Produce', '#43a047'],
    ['Dairy', '#1e88e5'],
  ]) {
    const made = await page.request.post('/api/groups/labels', { data: { name, color } });
    labelIds.push(((await made.json()) as { id: string }).id);
  }
  const listId = await createListWithItems(
    page.request,
    'Labelled',
    ['milk', 'pears', 'foil'],
    (i) => (i < 2 ? { labelId: labelIds[1 - i] } : {}),
  );
  const list = new ShoppingListPage(page);
  await list.goto(listId);
  await expect(list.viewByLabel).not.toBeChecked();
  await list.toggleViewByLabel();
  const headings = page.locator('.larder-label-heading');
  await expect(headings).toHaveText(['Dairy', 'Produce', 'No label']);
  await saveScreenshot(page, 'shopping-list-labels');

  await page.getByRole('button', { name: 'Label order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Label order' });
  await dialog.getByRole('button', { name: 'Move Produce up' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(headings).toHaveText(['Produce', 'Dairy', 'No label']);

  await page.getByRole('button', { name: 'Copy as text' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    '[Produce]\npears\n\n[Dairy]\nmilk\n\n[No label]\nfoil',
  );

  await page.reload();
  await expect(list.viewByLabel).toBeChecked();
  await expect(headings).toHaveText(['Produce', 'Dairy', 'No label']);
});

test('recipes on the list are listed and removed with their lines', async ({ page }) => {
  const slug = await createRecipe(page.request, {
    name: 'Lemonade',
    recipeIngredient: [{ note: 'lemons' }, { note: 'sugar' }],
  });
  const recipe = (await (await page.request.get(`/api/recipes/${slug}`)).json()) as {
    id: string;
  };
  const listId = await createListWithItems(page.request, 'Party', ['ice']);
  const added = await page.request.post(
    `/api/groups/shopping/lists/${listId}/recipe/${recipe.id}`,
    { data: {} },
  );
  expect(added.status(), await added.text()).toBe(200);
  const list = new ShoppingListPage(page);
  await list.goto(listId);
  const recipes = page.getByRole('region', { name: 'Recipes on this list' });
  await expect(recipes.getByRole('link', { name: 'Lemonade' })).toBeVisible();
  await expect(list.item('sugar')).toContainText('Lemonade');
  await recipes.getByRole('button', { name: 'Remove Lemonade from the list' }).click();
  await expect(recipes).toHaveCount(0);
  await expect.poll(() => list.shownOrder()).toEqual(['ice']);
});

test('phone width: large rows, toolbar and form fit', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const listId = await createListWithItems(page.request, 'Phone list', [
    'bananas',
    'a very long line of text that has to wrap on a narrow phone screen',
    'eggs',
  ]);
  const list = new ShoppingListPage(page);
  await list.goto(listId);
  await list.toggle('eggs');
  const box = await list.item('bananas').boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(48);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await saveScreenshot(page, 'shopping-list-phone');
  await page.goto('/shopping-lists');
  await expect(page.getByRole('link', { name: 'Phone list' })).toBeVisible();
  await saveScreenshot(page, 'shopping-lists-phone');
});
