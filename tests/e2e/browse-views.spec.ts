import type { Locator, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { BrowsePage } from './pages/BrowsePage';

const longName =
  'Grandmother’s slow-roasted tomato, fennel and white bean casserole with a crisp garlic and parsley crumb';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxesOf(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
}

function overlaps(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width - 0.5 &&
    b.x < a.x + a.width - 0.5 &&
    a.y < b.y + b.height - 0.5 &&
    b.y < a.y + a.height - 0.5
  );
}

/** Titles wholly inside the window: the top bar (a fixed banner) hides nothing at the top. */
async function fullyVisibleTitles(page: Page): Promise<number> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const titles = await boxesOf(page.locator('.larder-card-title'));
  return titles.filter(
    (box) =>
      box.height > 0 &&
      box.y >= 0 &&
      box.x >= 0 &&
      box.y + box.height <= viewport.height &&
      box.x + box.width <= viewport.width,
  ).length;
}

/** No title runs into its own card's description or footer, nor into another card. */
async function expectNoOverlaps(page: Page) {
  const cards = page.getByTestId('recipe-card');
  const count = await cards.count();
  const cardBoxes = await boxesOf(cards);
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const [title] = await boxesOf(card.locator('.larder-card-title'));
    const [footer] = await boxesOf(card.locator('.larder-card-footer'));
    const description = await boxesOf(card.locator('.larder-card-description'));
    const cardBox = cardBoxes[index];
    if (!title || !footer || !cardBox) throw new Error('a card lacks its title or footer');
    expect(overlaps(title, footer), `title and footer of card ${index}`).toBe(false);
    for (const box of description) expect(overlaps(title, box)).toBe(false);
    // The title stays inside its card (a fixed-height card would push it out or cut it).
    expect(title.y + title.height).toBeLessThanOrEqual(cardBox.y + cardBox.height + 0.5);
    expect(footer.y + footer.height).toBeLessThanOrEqual(cardBox.y + cardBox.height + 0.5);
    for (const other of cardBoxes.slice(index + 1)) expect(overlaps(cardBox, other)).toBe(false);
  }
}

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  for (let index = 1; index <= 7; index += 1) {
    await createRecipe(page.request, {
      name: `Weeknight dish ${index}`,
      description: 'A **quick** supper that reheats well, with a long description to cut short.',
    });
  }
  await createRecipe(page.request, { name: longName, description: 'Worth the wait.' });
});

test('on a phone recipes come as a dense list: at least 4 whole titles per screen, none overlapping', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const browse = new BrowsePage(page);
  await browse.goto();
  await expect(browse.cards).toHaveCount(8);
  await expect(browse.listViewButton).toHaveAttribute('aria-pressed', 'true');
  await expect(browse.card(longName)).toBeVisible();
  const perScreen = await fullyVisibleTitles(page);
  expect(perScreen).toBeGreaterThanOrEqual(4);
  await expectNoOverlaps(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'browse-list-phone');

  // Cards stay one tap away, and the choice is remembered on this device.
  await browse.cardViewButton.click();
  await expect(page.locator('.larder-card-grid:not(.is-list)')).toBeVisible();
  expect(await fullyVisibleTitles(page)).toBeLessThan(perScreen);
  await expectNoOverlaps(page);
  await saveScreenshot(page, 'browse-cards-phone');
  await page.reload();
  await expect(browse.cards).toHaveCount(8);
  await expect(browse.cardViewButton).toHaveAttribute('aria-pressed', 'true');
});

test('on a desktop cards are the default; the list view is remembered for every recipe list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const browse = new BrowsePage(page);
  await browse.goto();
  await expect(browse.cards).toHaveCount(8);
  await expect(browse.cardViewButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.larder-card-grid.is-list')).toHaveCount(0);

  await browse.listViewButton.click();
  await expect(page.locator('.larder-card-grid.is-list')).toBeVisible();
  await expectNoOverlaps(page);
  await saveScreenshot(page, 'browse-list-desktop');

  // A cookbook's page follows the same choice.
  const cookbook = await page.request.post('/api/groups/cookbooks', {
    data: { name: 'Everything', requireAllTags: false },
  });
  expect(cookbook.status(), await cookbook.text()).toBe(201);
  await page.goto('/cookbooks/everything');
  await expect(browse.cards).toHaveCount(8);
  await expect(page.locator('.larder-card-grid.is-list')).toBeVisible();
  await expect(browse.listViewButton).toHaveAttribute('aria-pressed', 'true');
});
