import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { BrowsePage } from './pages/BrowsePage';

/** The option a combobox names as highlighted (`aria-activedescendant`). */
async function highlighted(page: Page, combobox: Locator): Promise<Locator> {
  const id = await combobox.getAttribute('aria-activedescendant');
  expect(id, 'a highlighted option').toBeTruthy();
  return page.locator(`[id="${id ?? ''}"]`);
}

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('"Skip to content" is the first Tab stop and moves the focus past the menus', async ({
  page,
}) => {
  await createRecipe(page.request, { name: 'Lemon Tart' });
  await page.goto('/');
  await expect(page.getByTestId('recipe-card')).toHaveCount(1);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await saveScreenshot(page, 'skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next stops are the page's own controls (its header's "Select", then the search), not
  // the top bar or the sidebar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});

test('advanced search pickers: the first match is highlighted, arrows move, Enter chooses', async ({
  page,
}) => {
  await createRecipe(page.request, { name: 'Lemon Tart', tags: ['Sweet'] });
  await createRecipe(page.request, { name: 'Chili', tags: ['Spicy'] });
  await createRecipe(page.request, {
    name: 'Salt Bread',
    tags: ['Savory'],
    recipeIngredient: [{ note: 'salt' }],
  });
  const food = await page.request.post('/api/foods', { data: { name: 'Shallot' } });
  expect(food.status()).toBe(201);
  await page.request.post('/api/foods', { data: { name: 'Sugar' } });
  const browse = new BrowsePage(page);
  await browse.goto();
  await expect(browse.cards).toHaveCount(3);
  await browse.advancedButton.click();

  await page.getByRole('button', { name: 'Tags', exact: true }).click();
  const filter = page.getByRole('combobox', { name: 'Filter…' });
  await expect(filter).toBeFocused();
  await filter.fill('s');
  const options = page.getByRole('listbox', { name: 'Tags' }).getByRole('option');
  await expect(options).toHaveCount(3);
  const first = (await options.first().textContent()) ?? '';
  await expect(await highlighted(page, filter)).toHaveText(first);
  await page.keyboard.press('ArrowDown');
  const second = (await options.nth(1).textContent()) ?? '';
  await expect(await highlighted(page, filter)).toHaveText(second);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(await highlighted(page, filter)).toHaveText(
    (await options.last().textContent()) ?? '',
  );
  // Typing more narrows the list and highlights its first match again.
  await filter.fill('sp');
  await expect(options).toHaveText(['Spicy']);
  await expect(await highlighted(page, filter)).toHaveText('Spicy');
  await saveScreenshot(page, 'keyboard-tag-picker');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/tags=spicy/);
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(browse.cards).toHaveCount(1);
  await expect(browse.card('Chili')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(filter).toBeHidden();

  // The food picker works the same way.
  await page.getByRole('button', { name: 'Foods', exact: true }).click();
  await expect(filter).toBeFocused();
  await filter.fill('sha');
  await expect(await highlighted(page, filter)).toHaveText('Shallot');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/foods=/);
});

test('the planner\'s "find a recipe": the first match is highlighted, arrows move, Enter picks', async ({
  page,
}) => {
  await createRecipe(page.request, { name: 'Pumpkin Soup' });
  await createRecipe(page.request, { name: 'Tomato Soup' });
  await createRecipe(page.request, { name: 'Onion Soup' });
  await page.goto('/group/mealplan/planner/view');
  await page
    .getByRole('button', { name: /^Add a meal on/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add to the meal plan' });
  const find = dialog.getByRole('combobox', { name: 'Find a recipe' });
  await find.fill('soup');
  const options = dialog.getByRole('listbox', { name: 'Recipes found' }).getByRole('option');
  await expect(options).toHaveCount(3);
  await expect(await highlighted(page, find)).toHaveText(
    (await options.first().textContent()) ?? '',
  );
  await page.keyboard.press('ArrowDown');
  const chosen = (await options.nth(1).textContent()) ?? '';
  await expect(await highlighted(page, find)).toHaveText(chosen);
  await saveScreenshot(page, 'keyboard-planner-picker');
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('plan-picked-recipe')).toHaveText(chosen);
  // Enter picked the recipe; it did not submit the dialog.
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('plan-entry')).toContainText(chosen);
});
