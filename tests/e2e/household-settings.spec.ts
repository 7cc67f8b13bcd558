import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

test('a manager edits the household preferences and sees its usage', async ({ page, request }) => {
  await createAdmin(request);
  await logIn(request, admin);
  await createRecipe(request, { name: 'Porridge', tags: ['Breakfast'] });
  await logIn(page.request, admin);

  await page.goto('/user/profile');
  await page.getByRole('link', { name: 'Household settings' }).click();
  await expect(page).toHaveURL(/\/group$/);
  await expect(page.getByRole('heading', { name: 'Home: household settings' })).toBeVisible();
  const usage = page.locator('.larder-stats');
  await expect(usage.locator('.larder-stat').filter({ hasText: 'Recipes' })).toContainText('1');
  await expect(usage.locator('.larder-stat').filter({ hasText: 'Tags' })).toContainText('1');
  await expect(page.getByText(/used by pictures and files/)).toBeVisible();

  const privateGroup = page.getByRole('checkbox', { name: 'Private household' });
  const wasPrivate = await privateGroup.isChecked();
  await page.getByText('Private household', { exact: true }).click();
  await page.getByText('Show nutrition', { exact: true }).click();
  await page.getByLabel('First day of the week').selectOption('Monday');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.locator('.bp6-toast')).toContainText('Preferences saved');
  await saveScreenshot(page, 'household-settings');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Private household' })).toBeChecked({
    checked: !wasPrivate,
  });
  await expect(page.getByRole('checkbox', { name: 'Show nutrition' })).toBeChecked();
  await expect(page.getByLabel('First day of the week')).toHaveValue('1');
});

test('a member without the manage permission reads the preferences but cannot change them', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  await logIn(request, admin);
  await createMember(request);
  await logIn(page.request, member);

  await page.goto('/user/profile');
  await expect(page.getByRole('link', { name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Household settings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Household members' })).toHaveCount(0);

  await page.goto('/group');
  await expect(page.getByText('Only members who may manage the household')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Private household' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save preferences' })).toHaveCount(0);
  const refused = await page.request.put('/api/groups/preferences', {
    data: { privateGroup: false },
  });
  expect(refused.status()).toBe(403);

  await page.goto('/group/members');
  await expect(page.getByRole('button', { name: 'Create invitation link' })).toHaveCount(0);
  const row = page.getByTestId('member-row').filter({ hasText: admin.fullName });
  await expect(row.getByRole('checkbox', { name: 'Manage' })).toBeDisabled();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the household pages fit', async ({ page, request }) => {
    await createAdmin(request);
    await logIn(request, admin);
    await createMember(request);
    await logIn(page.request, admin);
    await page.goto('/group');
    await expect(page.getByRole('button', { name: 'Save preferences' })).toBeVisible();
    await saveScreenshot(page, 'phone-household-settings');
    await page.goto('/group/members');
    await expect(page.getByTestId('member-row')).toHaveCount(2);
    await saveScreenshot(page, 'phone-household-members');
  });
});
