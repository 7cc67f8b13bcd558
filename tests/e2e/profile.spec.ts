import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';
import { ProfilePage } from './pages/ProfilePage';

test('the profile page edits details and changes the password', async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
  const profile = new ProfilePage(page);
  const shell = new AppShell(page);
  await profile.goto();

  await profile.email.fill('ada@');
  await expect(page.getByText('Email must be valid')).toBeVisible();
  await profile.email.fill(admin.email);
  await profile.fullName.fill('Ada Lovelace');
  await profile.save.click();
  // The server's `{message}` answer shows as an info toast.
  await expect(page.locator('.bp6-toast')).toContainText('User updated');
  await expect(shell.sidebarLink(/Ada Lovelace/)).toBeVisible();

  await profile.currentPassword.fill(admin.password);
  await profile.newPassword.fill('short');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(profile.changePassword).toBeDisabled();
  await profile.newPassword.fill('a-new-password-9');
  await profile.confirmPassword.fill('a-new-password-9');
  await profile.changePassword.click();
  await expect(page.locator('.bp6-toast').filter({ hasText: 'Password updated' })).toBeVisible();
  await saveScreenshot(page, 'profile-updated');

  const relogin = await request.post('/api/auth/token', {
    form: { username: admin.username, password: 'a-new-password-9' },
  });
  expect(relogin.status()).toBe(200);
});
