import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe, createRecipes, getSelf } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { BrowsePage } from './pages/BrowsePage';

test('visitors see only a login prompt on the home page', async ({ page }) => {
  await createAdmin(page.request);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log in to see your recipes' })).toBeVisible();
  await expect(page.getByTestId('recipe-card')).toHaveCount(0);
  await saveScreenshot(page, 'browse-visitor');
});

test.describe('logged in', () => {
  test.beforeEach(async ({ page }) => {
    await createAdmin(page.request);
    await logIn(page.request, admin);
  });

  test('an empty group gets a designed empty state', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  });

  test('cards load 30 at a time, newest first, and more arrive on scroll', async ({ page }) => {
    const names = await createRecipes(page.request, 35);
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/recipes') requests.push(url.search);
    });
    const browse = new BrowsePage(page);
    await browse.goto();
    await expect(browse.cards).toHaveCount(30);
    // Created last, shown first (created_at descending).
    await expect(browse.cards.first()).toContainText(names[34] ?? '');
    // Blueprint's icon paths arrive as their own chunks; let them land before the picture.
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'browse-cards');
    await browse.gridEnd.scrollIntoViewIfNeeded();
    await expect(browse.cards).toHaveCount(35);
    await expect(browse.gridEnd).toContainText("That's all 35 recipes.");
    expect(requests[0]).toBe(
      '?orderBy=created_at&orderDirection=desc&orderByNullPosition=last&page=1&perPage=30',
    );
    expect(requests).toContain(
      '?orderBy=created_at&orderDirection=desc&orderByNullPosition=last&page=2&perPage=30',
    );
  });

  test('advanced search filters by text, tag and category and keeps it in the URL', async ({
    page,
  }) => {
    await createRecipe(page.request, {
      name: 'Lemon Tart',
      tags: ['Sweet'],
      recipeCategory: ['Dessert'],
    });
    await createRecipe(page.request, { name: 'Lemon Chicken', tags: ['Savory'] });
    await createRecipe(page.request, { name: 'Plain Rice' });
    const browse = new BrowsePage(page);
    await browse.goto();
    await expect(browse.cards).toHaveCount(3);

    await browse.searchInput.fill('lemon');
    await expect(browse.cards).toHaveCount(2);
    await expect(page).toHaveURL(/search=lemon/);

    await browse.advancedButton.click();
    await browse.chooseFilter('Tags', 'Sweet');
    await expect(browse.cards).toHaveCount(1);
    await expect(browse.card('Lemon Tart')).toBeVisible();
    await expect(page).toHaveURL(/tags=sweet/);
    await saveScreenshot(page, 'browse-filters');

    // The URL alone reproduces the search (shareable).
    await page.goto('/?categories=dessert');
    await expect(browse.cards).toHaveCount(1);
    await expect(browse.card('Lemon Tart')).toBeVisible();

    await page.goto('/?search=nothing-like-this');
    await expect(page.getByRole('heading', { name: 'No recipes match' })).toBeVisible();
  });

  test('ordering by name is saved as a section preference', async ({ page }) => {
    await createRecipe(page.request, { name: 'Banana Bread' });
    await createRecipe(page.request, { name: 'Apple Pie' });
    await createRecipe(page.request, { name: 'Carrot Cake' });
    const browse = new BrowsePage(page);
    await browse.goto();
    await expect(browse.cards.first()).toContainText('Carrot Cake');
    await expect(browse.cards.nth(1)).toContainText('Apple Pie');
    // Name, still descending: Carrot, Banana, Apple.
    await browse.orderSelect.selectOption('name');
    await expect(browse.cards.nth(1)).toContainText('Banana Bread');
    await expect(page).toHaveURL(/orderBy=name/);
    await browse.directionButton.click();
    await expect(browse.cards.first()).toContainText('Apple Pie');
    // A fresh visit without query parameters uses the saved preference.
    await page.goto('/');
    await expect(browse.cards.first()).toContainText('Apple Pie');
    const saved = await page.evaluate(() =>
      window.localStorage.getItem('larder.section-preferences.home'),
    );
    expect(JSON.parse(saved ?? '{}')).toMatchObject({ orderBy: 'name', orderDirection: 'asc' });
  });

  test('the favourite toggle adds and removes, and the favourites page lists them', async ({
    page,
  }) => {
    const slug = await createRecipe(page.request, { name: 'Pancakes' });
    await createRecipe(page.request, { name: 'Waffles' });
    const browse = new BrowsePage(page);
    await browse.goto();
    const heart = browse
      .card('Pancakes')
      .getByRole('button', { name: 'Add Pancakes to favorites' });
    await heart.click();
    const remove = browse
      .card('Pancakes')
      .getByRole('button', { name: 'Remove Pancakes from favorites' });
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    const self = await getSelf(page.request);
    expect(self.favoriteRecipes).toEqual([slug]);

    await page.goto(`/user/${self.id}/favorites`);
    await expect(page.getByRole('heading', { name: 'Your favorites' })).toBeVisible();
    await expect(browse.cards).toHaveCount(1);
    await saveScreenshot(page, 'favorites');
    await remove.click();
    await expect(page.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
  });

  test('an image that fails to load falls back to an icon', async ({ page }) => {
    const slug = await createRecipe(page.request, { name: 'Broken Picture' });
    // An image version with no file behind it: the request 404s.
    const patch = await page.request.patch(`/api/recipes/${slug}`, { data: { image: 'missing' } });
    expect(patch.status()).toBe(200);
    await page.goto('/');
    const card = page.getByTestId('recipe-card');
    await expect(card.locator('.larder-card-image.is-placeholder')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
  });

  test('phone-sized home page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await createRecipe(page.request, {
      name: 'Shakshuka',
      description: 'Eggs poached in **spicy** tomato sauce.',
    });
    await createRecipe(page.request, { name: 'Miso Soup', description: 'Quick and warm.' });
    await page.goto('/');
    await expect(page.getByTestId('recipe-card')).toHaveCount(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'browse-phone');
  });
});
