import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { ErrorPage } from './pages/ErrorPage';
import { LoginPage } from './pages/LoginPage';

test('visitors are sent to login and come back to site settings', async ({ page, request }) => {
  await createAdmin(request);
  await page.goto('/admin/site-settings');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fsite-settings$/);
  await new LoginPage(page).logIn(admin);
  await expect(page).toHaveURL(/\/admin\/site-settings$/);
  await expect(page.getByRole('heading', { name: 'Site Settings' })).toBeVisible();
  await expect(page.getByTestId('admin-version')).not.toBeEmpty();
  await expect(page.getByTestId('admin-db-type')).not.toBeEmpty();
  await expect(page.getByText('Configuration checks')).toBeVisible();
  await expect(page.getByText('Uncategorized recipes')).toBeVisible();
  await saveScreenshot(page, 'admin-site-settings');
});

test('members get the error page on admin routes', async ({ page, request }) => {
  await createAdmin(request);
  await logIn(request, admin);
  await createMember(request);
  await logIn(page.request, member);
  await page.goto('/admin/site-settings');
  const errorPage = new ErrorPage(page);
  await expect(errorPage.genericTitle).toBeVisible();
  await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  await expect(errorPage.homeButton).toBeVisible();
  await saveScreenshot(page, 'admin-forbidden');
});

test('set-up from another computer is explained, not offered', async ({ page }) => {
  // A forwarding header makes the server treat the request as remote.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '192.168.1.20' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText('Finish set-up on the Larder computer')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create administrator' })).toHaveCount(0);
  await saveScreenshot(page, 'setup-not-here');
});

test.describe('on a medium screen', () => {
  test.use({ viewport: { width: 1000, height: 760 } });

  test('the admin sidebar starts collapsed to icons', async ({ page, request }) => {
    await createAdmin(request);
    await logIn(page.request, admin);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/site-settings$/);
    const sidebar = page.getByRole('navigation', { name: 'Administration' });
    await expect(sidebar).toHaveClass(/is-collapsed/);
    await expect(sidebar.getByRole('menuitem', { name: 'Site Settings' })).toBeVisible();
    await saveScreenshot(page, 'admin-collapsed');
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect(sidebar).not.toHaveClass(/is-collapsed/);
  });
});
