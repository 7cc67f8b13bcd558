import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the sidebar starts closed and search is an icon', async ({ page, request }) => {
  await createAdmin(request);
  await logIn(page.request, admin);
  const shell = new AppShell(page);
  await shell.goto();
  await expect(page.getByRole('heading', { name: `Welcome, ${admin.fullName}` })).toBeVisible();
  await expect(shell.sidebar).toBeHidden();
  await expect(shell.searchField).toHaveCount(0);
  await expect(shell.searchIcon).toBeVisible();
  await saveScreenshot(page, 'phone-closed');

  await shell.menuButton.click();
  await expect(shell.sidebar).toBeVisible();
  await saveScreenshot(page, 'phone-sidebar-open');
  await shell.sidebarLink('Tags').click();
  await expect(page).toHaveURL(/\/recipes\/tags$/);
  await expect(shell.sidebar).toBeHidden();

  await shell.searchIcon.click();
  await expect(shell.searchDialog).toBeVisible();
  await saveScreenshot(page, 'phone-search');
});
