import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { ShoppingListPage } from './pages/ShoppingListPage';

interface ListOut {
  listItems: { note: string; quantity: number; display: string }[];
  recipeReferences: { recipe: { name: string }; recipeQuantity: number }[];
}

/** The browser's local date, as the planner computes it. */
async function browserToday(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const month = String(now.getMonth() + 1).padStart(2, '0');
    const day = String(now.getDate()).padStart(2, '0');
    return `${String(now.getFullYear())}-${month}-${day}`;
  });
}

function shift(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('planner: add a recipe and a note, move one by drag and by editing, delete', async ({
  page,
}) => {
  await createRecipe(page.request, { name: 'Lemon Risotto' });
  await page.goto('/group/mealplan/planner/view');
  await expect(page.getByRole('heading', { name: 'Meal Planner' })).toBeVisible();
  const days = page.locator('.larder-plan-day');
  await expect(days).toHaveCount(7);
  await expect(page.getByText('Nothing planned')).toHaveCount(7);

  const today = await browserToday(page);
  const todayColumn = page.locator(`[data-date="${today}"]`);
  await todayColumn.getByRole('button', { name: /^Add a meal on/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to the meal plan' });
  await expect(dialog.getByLabel('Entry type')).toHaveValue('dinner');
  await dialog.getByRole('combobox', { name: 'Find a recipe' }).fill('risot');
  await dialog.getByRole('option', { name: 'Lemon Risotto' }).click();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Recipe added to mealplan')).toBeVisible();
  await expect(todayColumn.getByTestId('plan-entry')).toContainText('Lemon Risotto');
  await expect(todayColumn).toContainText('Dinner');

  // A free-text note on the same day, for lunch.
  await todayColumn.getByRole('button', { name: /^Add a meal on/ }).click();
  await dialog.getByLabel('Entry type').selectOption('lunch');
  await dialog.getByRole('radio', { name: 'Note' }).click();
  await dialog.getByLabel('Title').fill('Leftovers');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(todayColumn.getByTestId('plan-entry')).toHaveCount(2);
  await saveScreenshot(page, 'planner-week');

  // Drag the note to another day of the week.
  const otherDate = (await days.nth(0).getAttribute('data-date')) === today ? 1 : 0;
  const target = days.nth(otherDate);
  await todayColumn.getByTestId('plan-entry').filter({ hasText: 'Leftovers' }).dragTo(target);
  await expect(target.getByTestId('plan-entry')).toContainText('Leftovers');
  await expect(todayColumn.getByTestId('plan-entry')).toHaveCount(1);

  // Move by editing: to next week, which the week navigation then shows.
  await page.getByRole('button', { name: 'Edit Lemon Risotto' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the meal' });
  await edit.getByLabel('Date').fill(shift(today, 7));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(todayColumn.getByTestId('plan-entry')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.locator(`[data-date="${shift(today, 7)}"]`)).toContainText('Lemon Risotto');
  await page.reload();
  await expect(page.getByText('Lemon Risotto')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next week' }).click();

  await page.getByRole('button', { name: 'Delete Lemon Risotto' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lemon Risotto')).toHaveCount(0);
  const left = await page.request.get(
    `/api/groups/mealplans?start_date=${shift(today, -7)}&end_date=${shift(today, 14)}`,
  );
  const entries = ((await left.json()) as { items: { title: string }[] }).items;
  expect(entries.map((entry) => entry.title)).toEqual(['Leftovers']);
});

test('planner: a tag rule fills the week, the week goes to a list, and a check shows on a second device', async ({
  page,
  browser,
  server,
}) => {
  await createRecipe(page.request, {
    name: 'Quick Noodles',
    tags: ['Quick'],
    recipeIngredient: [{ note: '200 g noodles' }, { note: '1 onion' }],
  });
  await createRecipe(page.request, {
    name: 'Quick Omelette',
    tags: ['Quick'],
    recipeIngredient: [{ note: '3 eggs' }],
  });
  await createRecipe(page.request, {
    name: 'Slow Roast',
    recipeIngredient: [{ note: '1 leg of lamb' }],
  });
  await page.goto('/group/mealplan/planner/view');

  await page.getByRole('button', { name: 'Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Rules' });
  await expect(rules.getByText('No rules yet')).toBeVisible();
  await rules.getByRole('button', { name: 'Add a rule' }).click();
  await rules.getByLabel('Entry type').selectOption('dinner');
  await rules.getByRole('button', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'Quick' }).click();
  await page.keyboard.press('Escape');
  await rules.getByRole('button', { name: 'Save the rule' }).click();
  await expect(rules.getByRole('listitem')).toContainText('Any day, Dinner: Quick');
  await rules.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: 'Random fill' }).click();
  const fill = page.getByRole('dialog', { name: 'Random fill' });
  await expect(fill.getByText('7 meals to fill')).toBeVisible();
  await fill.getByRole('button', { name: 'Fill' }).click();
  await expect(fill.getByRole('status')).toContainText('Added 7 meals.');
  await fill.getByRole('button', { name: 'Done' }).click();
  const entries = page.getByTestId('plan-entry');
  await expect(entries).toHaveCount(7);
  for (const text of await entries.allInnerTexts())
    expect(text).toMatch(/Quick (Noodles|Omelette)/);
  await expect(page.getByText('Slow Roast')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add the week to a shopping list' }).click();
  const toList = page.getByRole('dialog', { name: 'Add the week to a shopping list' });
  await toList.getByLabel('Name of the new list').fill('Week 12');
  await toList.getByRole('button', { name: 'Add to the list' }).click();
  await expect(toList.getByRole('status')).toContainText('added to the list');
  await saveScreenshot(page, 'planner-week-to-list');

  const lists = await page.request.get('/api/groups/shopping/lists?perPage=-1');
  const [summary] = ((await lists.json()) as { items: { id: string; name: string }[] }).items;
  expect(summary?.name).toBe('Week 12');
  const list = (await (
    await page.request.get(`/api/groups/shopping/lists/${summary?.id ?? ''}`)
  ).json()) as ListOut;
  // Each recipe once per planned dinner: seven dinners in all.
  const planned = list.recipeReferences.reduce((sum, ref) => sum + ref.recipeQuantity, 0);
  expect(planned).toBe(7);
  const notes = list.listItems.map((item) => item.note).join(' | ');
  expect(notes).not.toContain('lamb');
  expect(notes).toMatch(/noodles|eggs/);

  // The family shops from the list on two devices: a check on one shows on the other within 1 s.
  await createMember(page.request);
  const phoneContext = await browser.newContext({ baseURL: server.url });
  try {
    const phone = await phoneContext.newPage();
    await logIn(phone.request, member);
    const here = new ShoppingListPage(page);
    const there = new ShoppingListPage(phone);
    await here.goto(summary?.id ?? '');
    await there.goto(summary?.id ?? '');
    const [first] = list.listItems;
    const line = first?.display ?? '';
    await expect(there.toBuy.getByRole('checkbox', { name: line, exact: true })).toHaveCount(1);
    await here.toggle(line);
    await expect(there.toBuy.getByRole('checkbox', { name: line, exact: true })).toHaveCount(0, {
      timeout: 1000,
    });
    await there.openChecked();
    await expect(there.checkbox(line)).toBeChecked();
  } finally {
    await phoneContext.close();
  }
});

test('planner on a phone: days stacked, actions reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await createRecipe(page.request, { name: 'Pancakes' });
  const today = await browserToday(page);
  const recipe = (await (await page.request.get('/api/recipes/pancakes')).json()) as { id: string };
  const created = await page.request.post('/api/groups/mealplans', {
    data: { date: today, entryType: 'breakfast', recipeId: recipe.id },
  });
  expect(created.status()).toBe(201);
  await page.goto('/group/mealplan/planner/view');
  const todayColumn = page.locator(`[data-date="${today}"]`);
  await expect(todayColumn.getByTestId('plan-entry')).toContainText('Pancakes');
  await expect(todayColumn).toContainText('Breakfast');
  const boxes = await page
    .locator('.larder-plan-day')
    .evaluateAll((days) => days.map((day) => day.getBoundingClientRect().left));
  expect(new Set(boxes).size).toBe(1);
  await expect(page.getByRole('button', { name: 'Random fill' })).toBeVisible();
  await saveScreenshot(page, 'planner-phone');
});

for (const width of [1366, 1920]) {
  test(`planner at ${String(width)} px: the whole week in one row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await createRecipe(page.request, {
      name: 'Slow-roasted tomato and white bean casserole with garlic crumbs',
    });
    const today = await browserToday(page);
    const recipe = (await (
      await page.request.get(
        '/api/recipes/slow-roasted-tomato-and-white-bean-casserole-with-garlic-crumbs',
      )
    ).json()) as { id: string };
    const created = await page.request.post('/api/groups/mealplans', {
      data: { date: today, entryType: 'dinner', recipeId: recipe.id },
    });
    expect(created.status()).toBe(201);
    await page.goto('/group/mealplan/planner/view');
    const days = page.locator('.larder-plan-day');
    await expect(days).toHaveCount(7);
    await expect(page.getByTestId('plan-entry')).toBeVisible();
    const boxes = await days.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          top: box.top,
          right: box.right,
          overflow: element.scrollWidth - element.clientWidth,
        };
      }),
    );
    // One row: the same top for all seven, all inside the window, nothing spilling sideways.
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    for (const box of boxes) {
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.overflow).toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole('button', { name: /^Edit Slow-roasted tomato/ })).toBeInViewport();
    await saveScreenshot(page, `planner-week-${String(width)}`);
  });
}
