import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';

test.describe('with email', () => {
  test.use({ withMail: true });

  test('the admin sends a test email from site settings', async ({ page, request, mail }) => {
    await createAdmin(request);
    await logIn(page.request, admin);
    await page.goto('/admin/site-settings');
    const to = page.getByLabel('Send a test message to');
    await to.fill('someone@example.org');
    await page.getByRole('button', { name: 'Send test email' }).click();
    await expect(page.getByText('Test email sent to someone@example.org.')).toBeVisible();
    await page.getByText('Test email sent to').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-site-settings-email');
    const message = await mail.next();
    expect(message.to).toEqual(['someone@example.org']);
    expect(message.subject).toBe('Larder test email');
  });
});

test('without email the site settings say how to set it up', async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
  await page.goto('/admin/site-settings');
  await expect(page.getByText('Email is not configured on this server')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send test email' })).toHaveCount(0);
});
