import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';

test('an API token is shown once to copy, works, and stops working once deleted', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createAdmin(request);
  await logIn(page.request, admin);
  await page.goto('/user/profile');
  await expect(page.getByText('No API tokens yet.')).toBeVisible();

  await page.getByLabel('Token name').fill('Home Assistant');
  await page.getByRole('button', { name: 'Generate token' }).click();
  const shown = page.getByRole('textbox', { name: 'Token "Home Assistant" created' });
  await expect(shown).toBeVisible();
  const token = await shown.inputValue();
  expect(token.split('.')).toHaveLength(3);
  await page.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await saveScreenshot(page, 'profile-token-created');

  const tokens = page.getByRole('list', { name: 'API tokens' });
  await expect(tokens).toContainText('Home Assistant');
  const withToken = await request.get('/api/users/self', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(withToken.status()).toBe(200);

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await page.getByRole('button', { name: 'Delete token Home Assistant' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete token' }).click();
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
  const revoked = await request.get('/api/users/self', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(401);
});
