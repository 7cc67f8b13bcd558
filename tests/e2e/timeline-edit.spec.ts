import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { makePng } from './helpers/recipe-data';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
});

async function madeEvent(page: import('@playwright/test').Page) {
  const slug = await createRecipe(page.request, { name: 'Risotto' });
  const recipe = (await (await page.request.get(`/api/recipes/${slug}`)).json()) as { id: string };
  const response = await page.request.post('/api/recipes/timeline/events', {
    data: {
      recipeId: recipe.id,
      subject: 'Made Risotto',
      eventType: 'info',
      eventMessage: 'Too salty',
      timestamp: '2030-03-01T18:00:00Z',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

test('timeline: edit an event (subject, note, time, photo), then delete it', async ({ page }) => {
  const event = await madeEvent(page);
  await page.goto('/group/timeline');
  const entry = page.getByTestId('timeline-event').filter({ hasText: 'Made Risotto' });
  await entry.getByRole('button', { name: 'Edit “Made Risotto”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit event' });
  await dialog.getByLabel('Subject').fill('Risotto for four');
  await dialog.getByLabel('Note').fill('Less salt this time.');
  await dialog.getByLabel('When').fill('2030-02-14T19:30');
  await dialog.getByLabel('Add a photo').setInputFiles({
    name: 'risotto.png',
    mimeType: 'image/png',
    buffer: await makePng('#c9a227'),
  });
  await expect(dialog.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await saveScreenshot(page, 'timeline-edit-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const edited = page.getByTestId('timeline-event').filter({ hasText: 'Risotto for four' });
  await expect(edited).toContainText('Less salt this time.');
  const photo = edited.getByRole('img', { name: 'Photo of Risotto for four' });
  await expect(photo).toBeVisible();
  const saved = (await (
    await page.request.get(`/api/recipes/timeline/events/${event.id}`)
  ).json()) as { subject: string; image: string; timestamp: string };
  expect(saved).toMatchObject({ subject: 'Risotto for four', image: 'has image' });
  expect(saved.timestamp).toBe(new Date('2030-02-14T19:30').toISOString());
  await saveScreenshot(page, 'timeline-edited');

  await edited.getByRole('button', { name: 'Delete “Risotto for four”' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Delete “Risotto for four” from the timeline?');
  await alert.getByRole('button', { name: 'Delete' }).click();
  await expect(edited).toHaveCount(0);
  // The server's own "Recipe Created" event stays.
  await expect(page.getByTestId('timeline-event')).toHaveCount(1);
  expect((await page.request.get(`/api/recipes/timeline/events/${event.id}`)).status()).toBe(404);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the edit dialog fits a phone', async ({ page }) => {
    await madeEvent(page);
    await page.goto('/group/timeline');
    await saveScreenshot(page, 'timeline-actions-phone');
    await page.getByRole('button', { name: 'Edit “Made Risotto”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit event' });
    await expect(dialog.getByLabel('Note')).toHaveValue('Too salty');
    await saveScreenshot(page, 'timeline-edit-phone');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});
