import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';

test('site settings: the home-network import switch is saved and kept', async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  await page.goto('/admin/site-settings');
  const section = page.locator('.larder-admin-section', { hasText: 'Recipe import' });
  const toggle = section.getByRole('checkbox', {
    name: 'Allow imports from home-network addresses',
  });
  await expect(toggle).not.toBeChecked();
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/admin/site-settings')).json()) as {
            allowPrivateFetch: boolean;
          }
        ).allowPrivateFetch,
    )
    .toBe(true);
  await page.reload();
  await expect(toggle).toBeChecked();
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-import-settings');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-import-settings-phone');
});
