import { expect, test } from './fixtures';
import { createAdmin } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';

test.use({ colorScheme: 'light' });

test('the dark mode toggle switches the theme and is remembered', async ({ page, request }) => {
  await createAdmin(request);
  const shell = new AppShell(page);
  await shell.goto();
  await expect(shell.sidebarLink('Dark Mode')).toBeVisible();
  expect(await shell.isDark()).toBe(false);

  await shell.toggleDarkMode();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await expect(shell.sidebarLink('Light Mode')).toBeVisible();
  await saveScreenshot(page, 'dark-mode');

  await page.reload();
  await expect(shell.sidebarLink('Light Mode')).toBeVisible();
  expect(await shell.isDark()).toBe(true);

  await shell.toggleDarkMode();
  await expect(page.locator('body')).not.toHaveClass(/bp6-dark/);
});

test('without a choice the system preference applies', async ({ page, request }) => {
  await createAdmin(request);
  await page.emulateMedia({ colorScheme: 'dark' });
  await new AppShell(page).goto();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
});
