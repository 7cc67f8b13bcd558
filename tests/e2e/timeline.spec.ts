import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

test('timeline: empty state, events in the saved order, recipe links', async ({ page }) => {
  await page.goto('/group/timeline');
  await expect(page.getByRole('heading', { name: 'Nothing on the timeline yet' })).toBeVisible();

  const slug = await createRecipe(page.request, { name: 'Risotto' });
  const recipe = (await (await page.request.get(`/api/recipes/${slug}`)).json()) as { id: string };
  for (const [subject, timestamp] of [
    ['Made it for guests', '2031-01-02T18:00:00Z'],
    ['First try', '2020-01-01T18:00:00Z'],
  ] as const) {
    const response = await page.request.post('/api/recipes/timeline/events', {
      data: { recipeId: recipe.id, subject, eventType: 'info', timestamp },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.reload();
  const events = page.getByTestId('timeline-event');
  // Oldest first by default (spec §9).
  await expect(events.first()).toContainText('First try');
  await page.getByRole('button', { name: 'Newest first' }).click();
  await expect(events.first()).toContainText('Made it for guests');
  await saveScreenshot(page, 'timeline');
  await page.reload();
  await expect(events.first()).toContainText('Made it for guests');

  await events.first().getByRole('link', { name: 'Risotto' }).click();
  await expect(page).toHaveURL(`/recipe/${slug}`);
});
