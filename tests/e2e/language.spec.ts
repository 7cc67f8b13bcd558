import { expect, test } from './fixtures';
import { createAdmin } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { AppShell } from './pages/AppShell';

test('the language dialog lists locales with their progress and a contribute link', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  const shell = new AppShell(page);
  await shell.goto();
  await shell.sidebarLink('Language').click();
  const dialog = page.getByRole('dialog', { name: 'Select Language' });
  await expect(dialog).toBeVisible();
  const english = dialog.getByRole('option', { name: /American English/ });
  await expect(english).toContainText('100% translated');
  await expect(english).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('link', { name: 'Help translate Larder' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await saveScreenshot(page, 'language-dialog');
  await english.click();
  await expect(dialog).toBeHidden();
});
