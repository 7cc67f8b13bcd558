import { expect, test } from './fixtures';
import { admin } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';
import { ErrorPage } from './pages/ErrorPage';
import { LoginPage } from './pages/LoginPage';
import { SetupPage } from './pages/SetupPage';

const restrictedLinks = ['Meal Planner', 'Shopping Lists', 'Timeline'];
const publicLinks = ['Search', 'Categories', 'Tags', 'Tools'];

test('first run: create the admin, log in, use the layout, log out', async ({ page }) => {
  const shell = new AppShell(page);
  const setup = new SetupPage(page);

  // While no user exists every page leads to the first-run page.
  await page.goto('/group/timeline');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(setup.heading).toBeVisible();
  await expect(setup.household).toHaveValue('Home');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  // Live hints: a field left empty, an invalid e-mail.
  await setup.fullName.focus();
  await setup.username.focus();
  await expect(page.getByText('This Field is Required')).toBeVisible();
  await setup.email.fill('not-an-email');
  await setup.password.focus();
  await expect(page.getByText('Email must be valid')).toBeVisible();
  await saveScreenshot(page, 'setup-validation');

  await setup.fill(admin);
  await setup.submit.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Administrator created. Log in to continue.')).toBeVisible();

  const login = new LoginPage(page);
  await login.logIn({ username: admin.email, password: admin.password });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${admin.fullName}` })).toBeVisible();

  // Sidebar: profile entry, all links (restricted ones too), cookbooks, settings for admins.
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.sidebarLink(new RegExp(admin.fullName))).toHaveAttribute(
    'href',
    /^\/user\/[0-9a-f-]+\/favorites$/,
  );
  for (const name of [...publicLinks, ...restrictedLinks]) {
    await expect(shell.sidebarLink(name)).toBeVisible();
  }
  await expect(shell.sidebarLink('Settings')).toHaveAttribute('href', '/admin/site-settings');
  await expect(shell.sidebar.getByRole('link', { name: 'Cookbooks' })).toHaveAttribute(
    'href',
    '/group/cookbooks',
  );
  await expect(shell.sidebar.getByText('No cookbooks yet')).toBeVisible();
  await expect(shell.sidebarLink('Support')).toHaveAttribute('target', '_blank');

  // Top bar: logo home, read-only search field, logout.
  await expect(shell.brand).toHaveAttribute('href', '/');
  await expect(shell.searchField).toHaveAttribute('readonly', '');
  await expect(shell.logoutButton).toBeVisible();
  await saveScreenshot(page, 'home-admin');

  const createMenu = await shell.openCreateMenu();
  await expect(
    createMenu.getByRole('menuitem', { name: 'Import recipe from URL' }),
  ).toHaveAttribute('href', '/recipe/create/url');
  await expect(
    createMenu.getByRole('menuitem', { name: 'Create recipe manually' }),
  ).toHaveAttribute('href', '/recipe/create/new');
  await expect(createMenu.getByRole('menuitem', { name: 'Cookbook' })).toHaveAttribute(
    'href',
    '/group/cookbooks',
  );
  await saveScreenshot(page, 'create-menu');
  await page.keyboard.press('Escape');
  await expect(createMenu).toBeHidden();

  // `/` opens the search dialog; there, and in any other input, it is just a character.
  await page.locator('body').press('/');
  await expect(shell.searchDialog).toBeVisible();
  await expect(shell.searchInput).toBeFocused();
  await shell.searchInput.pressSequentially('soup/');
  await expect(shell.searchInput).toHaveValue('soup/');
  await expect(shell.searchDialog.getByText('No recipes found')).toBeVisible();
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  await saveScreenshot(page, 'search-dialog');
  await page.keyboard.press('Escape');
  await expect(shell.searchDialog).toBeHidden();

  await page.locator('body').press('/');
  await expect(shell.searchInput).toHaveValue('');
  await page.keyboard.press('Escape');

  await page.goto('/user/profile');
  const fullName = page.getByLabel('Full name');
  await expect(fullName).toHaveValue(admin.fullName);
  await fullName.press('End');
  await fullName.press('/');
  await expect(fullName).toHaveValue(`${admin.fullName}/`);
  await expect(shell.searchDialog).toBeHidden();

  // Unknown routes show the 404 page; its home button leads home.
  const errorPage = new ErrorPage(page);
  await page.goto('/no/such/page');
  await expect(errorPage.notFoundTitle).toBeVisible();
  await saveScreenshot(page, 'not-found');
  await errorPage.homeButton.click();
  await expect(page).toHaveURL(/\/$/);

  // Logging out leaves the visitor view.
  await shell.logoutButton.click();
  await expect(shell.loginButton).toBeVisible();
  for (const name of restrictedLinks) await expect(shell.sidebarLink(name)).toHaveCount(0);
  for (const name of publicLinks) await expect(shell.sidebarLink(name)).toBeVisible();
  await expect(shell.sidebarLink('Settings')).toHaveCount(0);
  await expect(shell.createButton).toHaveCount(0);
  await saveScreenshot(page, 'home-visitor');
});
