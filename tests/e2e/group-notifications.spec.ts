import { startReceiver, type Receiver } from '../helpers/receiver';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';

test.use({ allowPrivateFetch: true });

let receiver: Receiver;
test.beforeEach(async () => {
  receiver = await startReceiver({ '/broken': 500 });
});
test.afterEach(async () => {
  await receiver.close();
});

test('a manager adds a webhook, tests it, sees the result, edits and deletes it', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  await logIn(page.request, admin);

  await page.goto('/group');
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/group\/webhooks$/);
  await expect(page.getByText('No webhooks yet')).toBeVisible();
  await saveScreenshot(page, 'webhooks-empty');

  await page.getByRole('button', { name: 'New webhook' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill('Kitchen display');
  await dialog.getByLabel('URL').fill('ftp://nowhere');
  await dialog.getByLabel('Time of day').fill('07:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('http or https');
  await dialog.getByLabel('URL').fill(`${receiver.url}/plan`);
  await saveScreenshot(page, 'webhooks-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByTestId('webhook-row').filter({ hasText: 'Kitchen display' });
  await expect(row).toContainText('07:30');
  await expect(row).toContainText('Nothing sent yet');
  await row.getByRole('button', { name: 'Test' }).click();
  await expect(page.locator('.bp6-toast')).toContainText('The test was delivered.');
  await expect(row.getByTestId('delivery-result')).toContainText('Delivered');
  expect(JSON.parse((await receiver.nth('/plan')).body)).toEqual([]);

  await page.getByRole('button', { name: 'New webhook' }).click();
  await dialog.getByLabel('Name').fill('Broken receiver');
  await dialog.getByLabel('URL').fill(`${receiver.url}/broken`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const broken = page.getByTestId('webhook-row').filter({ hasText: 'Broken receiver' });
  await broken.getByRole('button', { name: 'Test' }).click();
  await expect(broken.getByTestId('delivery-result')).toContainText('HTTP 500');
  await saveScreenshot(page, 'webhooks-list');

  await row.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Name').fill('Hall display');
  await dialog.getByText('Enabled').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  const renamed = page.getByTestId('webhook-row').filter({ hasText: 'Hall display' });
  await expect(renamed).toContainText('Off');

  await renamed.getByRole('button', { name: 'Delete Hall display' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('webhook-row')).toHaveCount(1);
});

test('a manager adds a notifier with its event switches and tests it', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  await logIn(page.request, admin);

  await page.goto('/group/notifiers');
  await expect(page.getByText('No notifiers yet')).toBeVisible();
  await page.getByRole('button', { name: 'New notifier' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Family chat');
  await dialog.getByLabel('Apprise URL').fill('slack://token');
  await expect(dialog.getByText(/is not a notifier Larder can send to/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await dialog.getByLabel('Apprise URL').fill(`json://${receiver.url.slice(7)}/chat`);
  const recipes = dialog.locator('fieldset').filter({ hasText: 'Recipes' });
  await recipes.getByText('Created').click();
  await dialog.locator('fieldset').filter({ hasText: 'Meal plans' }).getByText('An entry').click();
  await saveScreenshot(page, 'notifiers-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const row = page.getByTestId('notifier-row').filter({ hasText: 'Family chat' });
  await expect(row).toContainText('json');
  await expect(row).toContainText('2 events switched on');
  await row.getByRole('button', { name: 'Test' }).click();
  await expect(row.getByTestId('delivery-result')).toContainText('Delivered');
  const sent = JSON.parse((await receiver.nth('/chat')).body) as { title: string };
  expect(sent.title).toBe('Test message');

  // the URL is never shown again; editing without one keeps it
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Apprise URL')).toHaveValue('');
  await expect(dialog.getByText('Leave empty to keep the saved URL')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await saveScreenshot(page, 'notifiers-list');

  await row.getByRole('button', { name: 'Delete Family chat' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No notifiers yet')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the webhooks and notifiers pages fit', async ({ page, request }) => {
    await createAdmin(request);
    await logIn(request, admin);
    await logIn(page.request, admin);
    await request.post('/api/groups/webhooks', {
      data: { name: 'Kitchen display', url: `${receiver.url}/plan`, scheduledTime: '18:00' },
    });
    const made = await request.post('/api/groups/events/notifications', {
      data: { name: 'Family chat', appriseUrl: `ntfy://${receiver.url.slice(7)}/family` },
    });
    const { id } = (await made.json()) as { id: string };
    await request.post(`/api/groups/events/notifications/${id}/test`);

    await page.goto('/group/webhooks');
    const row = page.getByTestId('webhook-row');
    await row.getByRole('button', { name: 'Test' }).click();
    await expect(row.getByTestId('delivery-result')).toContainText('Delivered');
    await saveScreenshot(page, 'phone-webhooks');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot(page, 'phone-webhooks-dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/group/notifiers');
    await expect(page.getByTestId('notifier-row').getByTestId('delivery-result')).toContainText(
      'Delivered',
    );
    await saveScreenshot(page, 'phone-notifiers');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot(page, 'phone-notifiers-dialog');
  });
});
