import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe, makePng } from './helpers/recipe-data';
import { readRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { RecipePage } from './pages/RecipePage';

test.beforeEach(async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
});

interface TimelineEvent {
  id: string;
  recipeId: string;
  subject: string;
  eventMessage: string | null;
  image: string;
  timestamp: string;
}

test('the recipe links to its source site in a new tab', async ({ page }) => {
  const slug = await createFullRecipe(page.request, {
    orgURL: 'https://www.example.com/recipes/apple-crumble?ref=feed',
  });
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  const source = page.getByRole('link', { name: 'example.com' });
  await expect(source).toHaveAttribute(
    'href',
    'https://www.example.com/recipes/apple-crumble?ref=feed',
  );
  await expect(source).toHaveAttribute('target', '_blank');
  await expect(source).toHaveAttribute('rel', /\bnoopener\b/);
  await expect(page.locator('.larder-recipe-source')).toContainText('Source: example.com');
  await saveScreenshot(page, 'recipe-source-link');
});

test('a source that is not a web address is not a link', async ({ page }) => {
  const slug = await createFullRecipe(page.request, { orgURL: 'javascript:alert(1)' });
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await expect(recipe.heading).toBeVisible();
  await expect(page.locator('.larder-recipe-source')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
});

test('I made this opens the timeline dialog: date, note and photo', async ({ page }) => {
  const slug = await createFullRecipe(page.request);
  const recipe = new RecipePage(page);
  await recipe.goto(slug);
  await recipe.button('I made this').click();
  const dialog = page.getByRole('dialog', { name: 'I made Apple Crumble' });
  await expect(dialog).toBeVisible();
  // Nothing is logged until the dialog is saved.
  expect((await readRecipe<{ lastMade: string | null }>(page.request, slug)).lastMade).toBeNull();
  const date = dialog.getByLabel('Date');
  await expect(date).toHaveValue(new Date().toLocaleDateString('en-CA'));
  await date.fill('2024-05-04');
  await dialog.getByLabel('Note').fill('Used pears instead of apples.');
  await dialog.getByLabel('Photo').setInputFiles({
    name: 'dinner.png',
    mimeType: 'image/png',
    buffer: await makePng('#6a9f3c'),
  });
  await expect(dialog.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await saveScreenshot(page, 'recipe-made-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Added to the timeline')).toBeVisible();

  const saved = await readRecipe<{ id: string; lastMade: string | null }>(page.request, slug);
  expect(saved.lastMade?.slice(0, 10)).toBe('2024-05-04');
  const events = (await (await page.request.get('/api/recipes/timeline/events')).json()) as {
    items: TimelineEvent[];
  };
  const made = events.items.find((event) => event.subject === 'Made Apple Crumble');
  expect(made).toMatchObject({
    recipeId: saved.id,
    eventMessage: 'Used pears instead of apples.',
    image: 'has image',
  });
  expect(made?.timestamp.slice(0, 10)).toBe('2024-05-04');

  // The timeline shows the note and the photo.
  await page.goto('/group/timeline');
  const entry = page.getByTestId('timeline-event').filter({ hasText: 'Made Apple Crumble' });
  await expect(entry).toContainText('Used pears instead of apples.');
  const photo = entry.getByRole('img', { name: 'Photo of Made Apple Crumble' });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await saveScreenshot(page, 'timeline-made-photo');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('I made this without a photo, and Cancel logs nothing', async ({ page }) => {
    const slug = await createFullRecipe(page.request, { orgURL: 'https://cooking.example.org/x' });
    const recipe = new RecipePage(page);
    await recipe.goto(slug);
    await expect(page.getByRole('link', { name: 'cooking.example.org' })).toBeVisible();
    await saveScreenshot(page, 'recipe-source-link-phone');
    await recipe.button('I made this').click();
    const dialog = page.getByRole('dialog', { name: 'I made Apple Crumble' });
    await saveScreenshot(page, 'recipe-made-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await readRecipe<{ lastMade: string | null }>(page.request, slug)).lastMade).toBeNull();

    await recipe.button('I made this').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const saved = await readRecipe<{ lastMade: string | null }>(page.request, slug);
    expect(saved.lastMade?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
  });
});
