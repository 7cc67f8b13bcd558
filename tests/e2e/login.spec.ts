import { expect, test } from './fixtures';
import { admin, createAdmin, fromAnotherDevice } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { LoginPage } from './pages/LoginPage';

test.beforeEach(async ({ request }) => {
  await createAdmin(request);
});

test('a wrong password shows Invalid Credentials', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn({ username: admin.username, password: 'not-the-password' });
  await expect(login.alert).toHaveText('Invalid Credentials');
  await expect(page).toHaveURL(/\/login$/);
  await saveScreenshot(page, 'login-invalid');
});

test('a locked account says how to unlock it on a phone, and the Larder computer still signs in', async ({
  page,
  request,
}) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await request.post('/api/auth/token', {
      form: { username: admin.username, password: 'wrong-password' },
      headers: fromAnotherDevice,
    });
  }
  await page.setExtraHTTPHeaders(fromAnotherDevice);
  const login = new LoginPage(page);
  await login.goto();
  await login.logIn(admin);
  await expect(login.alert).toHaveText(
    'This account is locked after too many wrong passwords. Reset your password to unlock it, or sign in on the computer running Larder.',
  );
  await saveScreenshot(page, 'login-locked');

  await page.setExtraHTTPHeaders({});
  await login.logIn(admin);
  await expect(page).not.toHaveURL(/\/login/);
});

test('login returns to the page asked for', async ({ page }) => {
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fprofile$/);
  await new LoginPage(page).logIn(admin);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { name: admin.fullName })).toBeVisible();
  await saveScreenshot(page, 'profile');
});
