import { expect, test } from './fixtures';
import { admin, createAdmin, logIn, visitorPage, type Account } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { RegisterPage } from './pages/RegisterPage';

const stranger: Account = {
  fullName: 'Sam Stranger',
  username: 'sam',
  email: 'sam@example.com',
  password: 'sam-password-2',
};

test('sign-up is closed until the admin opens it; then a stranger starts a household', async ({
  page,
  request,
  browser,
  server,
}) => {
  await createAdmin(request);
  const visitor = await visitorPage(browser, server.url);
  await visitor.goto('/register');
  await expect(visitor.getByRole('heading', { name: 'Sign-up is closed' })).toBeVisible();
  await expect(
    visitor.getByText('Ask someone in your household for an invitation link'),
  ).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  await saveScreenshot(visitor, 'register-closed');
  await visitor.getByRole('link', { name: 'Log in' }).click();
  await expect(visitor.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Create an account' })).toHaveCount(0);

  await logIn(page.request, admin);
  await page.goto('/admin/site-settings');
  const allow = page.getByRole('checkbox', { name: 'Allow sign-up without an invitation' });
  await expect(allow).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/site-settings') && response.request().method() === 'PUT',
  );
  await page.getByText('Allow sign-up without an invitation', { exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(allow).toBeChecked();
  await page.getByRole('heading', { name: 'Sign-up' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-site-settings-signup');

  await visitor.reload();
  await expect(visitor.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
  await saveScreenshot(visitor, 'login-links');
  await visitor.getByRole('link', { name: 'Create an account' }).click();
  await expect(visitor.getByRole('heading', { name: 'Create your household' })).toBeVisible();
  const register = new RegisterPage(visitor);
  await register.householdName.fill('Home');
  await expect(visitor.getByText('A group with this name already exists')).toBeVisible();
  await register.householdName.fill('Lakeside');
  await register.fill(stranger);
  await expect(register.seedData).toBeChecked();
  await expect(register.privateHousehold).toBeChecked();
  await expect(visitor.getByText('A group with this name already exists')).toBeHidden();
  await expect(visitor.getByLabel('Available')).toHaveCount(3);
  await saveScreenshot(visitor, 'register-household');
  await visitor.getByRole('button', { name: 'Create account' }).click();

  await expect(visitor).toHaveURL(`${server.url}/`);
  await expect(visitor.getByRole('button', { name: 'Logout' })).toBeVisible();
  const self = await visitor.request.get('/api/users/self');
  expect(await self.json()).toMatchObject({
    username: 'sam',
    group: 'Lakeside',
    canManage: true,
    canInvite: true,
    canOrganize: true,
    admin: false,
  });
  const preferences = await visitor.request.get('/api/groups/preferences');
  expect(await preferences.json()).toMatchObject({ privateGroup: true });
  const foods = await visitor.request.get('/api/foods?perPage=1');
  expect(((await foods.json()) as { total: number }).total).toBeGreaterThan(0);
  await visitor.context().close();
});

test.describe('with LARDER_ALLOW_SIGNUP', () => {
  test.use({ forceSignup: true });

  test('sign-up is open and the switch is locked on with a note', async ({ page, request }) => {
    await createAdmin(request);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your household' })).toBeVisible();
    await logIn(page.request, admin);
    await page.goto('/admin/site-settings');
    const allow = page.getByRole('checkbox', { name: 'Allow sign-up without an invitation' });
    await expect(allow).toBeChecked();
    await expect(allow).toBeDisabled();
    const note = page.getByText('LARDER_ALLOW_SIGNUP=true was set');
    await expect(note).toBeVisible();
    await note.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'admin-site-settings-signup-forced');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the closed state, the sign-up form and the switch fit', async ({ page, request }) => {
    await createAdmin(request);
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Sign-up is closed' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'phone-register-closed');
    await logIn(page.request, admin);
    await page.goto('/admin/site-settings');
    await page.getByText('Allow sign-up without an invitation', { exact: true }).click();
    await expect(
      page.getByRole('checkbox', { name: 'Allow sign-up without an invitation' }),
    ).toBeChecked();
    await page.getByRole('heading', { name: 'Sign-up' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'phone-admin-site-settings-signup');
    await page.context().clearCookies();
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Create your household' })).toBeVisible();
    await saveScreenshot(page, 'phone-register-household');
  });
});
