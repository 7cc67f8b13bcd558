import { expect, test } from './fixtures';
import {
  admin,
  createAdmin,
  createMember,
  fromAnotherDevice,
  logIn,
  member,
} from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { ManageUsersPage } from './pages/ManageUsersPage';

test('admin creates a user with live uniqueness hints, makes them admin and deletes them', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  await logIn(page.request, admin);
  const users = new ManageUsersPage(page);
  await users.goto();
  await expect(users.row(admin.fullName)).toBeVisible();

  await users.createButton.click();
  await users.field('Username').fill(admin.username);
  await expect(users.dialog.getByText('This username is already taken')).toBeVisible();
  await users.field('Email').fill(admin.email);
  await expect(users.dialog.getByText('This email is already in use')).toBeVisible();
  await users.field('Full name').fill('Bea Baker');
  await users.field('Username').fill('bea');
  await users.field('Email').fill('bea@example.com');
  await expect(users.dialog.getByText('This username is already taken')).toBeHidden();
  await users.field('Password').fill('short');
  await users.dialog.getByRole('button', { name: 'Create' }).click();
  await expect(users.dialog.getByText('Password must be at least 8 characters')).toBeVisible();
  await users.field('Password').fill('bea-password-1');
  await users.permission('Invite members').check({ force: true });
  await saveScreenshot(page, 'admin-user-create');
  await users.dialog.getByRole('button', { name: 'Create' }).click();
  await expect(users.dialog).toBeHidden();
  await expect(users.row('Bea Baker')).toContainText('Invite members');
  await expect(users.row('Bea Baker')).not.toContainText('Administrator');

  await users.action('Bea Baker', 'Edit').click();
  // The dialog fills its form from the user it loads; on a slow machine that can land after a click.
  await expect(async () => {
    await users.permission('Administrator').check({ force: true });
    await expect(users.permission('Administrator')).toBeChecked();
  }).toPass();
  await users.dialog.getByRole('button', { name: 'Save' }).click();
  await expect(users.dialog).toBeHidden();
  await expect(users.row('Bea Baker')).toContainText('Administrator');
  const bea = await request.post('/api/auth/token', {
    form: { username: 'bea', password: 'bea-password-1' },
  });
  expect(bea.status()).toBe(200);
  const self = await request.get('/api/users/self');
  expect(((await self.json()) as { admin: boolean }).admin).toBe(true);

  // Nobody changes their own admin flag or deletes themselves.
  await users.action(admin.fullName, 'Edit').click();
  await expect(users.permission('Administrator')).toBeDisabled();
  await users.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(users.action(admin.fullName, 'Delete')).toBeDisabled();

  await users.search.fill('bea@');
  await expect(users.rows).toHaveCount(1);
  await users.search.fill('nobody-like-this');
  await expect(page.getByText('No users match "nobody-like-this"')).toBeVisible();
  await users.search.fill('');

  await users.action('Bea Baker', 'Delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(users.row('Bea Baker')).toHaveCount(0);
  await saveScreenshot(page, 'admin-users');
});

test('admin unlocks a user locked out by failed logins', async ({ page, request }) => {
  await createAdmin(request);
  await logIn(request, admin);
  await createMember(request);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await request.post('/api/auth/token', {
      form: { username: member.username, password: 'nope' },
      headers: fromAnotherDevice,
    });
  }
  const locked = await request.post('/api/auth/token', {
    form: { username: member.username, password: member.password },
    headers: fromAnotherDevice,
  });
  expect(locked.status()).toBe(423);

  await logIn(page.request, admin);
  await page.goto('/admin/manage/users');
  await page.getByRole('button', { name: 'Unlock users' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unlock' }).click();
  await expect(page.locator('.bp6-toast')).toContainText('1 account unlocked');
  const unlocked = await request.post('/api/auth/token', {
    form: { username: member.username, password: member.password },
    headers: fromAnotherDevice,
  });
  expect(unlocked.status()).toBe(200);
});

test('admin manages groups: create with a unique name, edit preferences, delete when empty', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  await logIn(page.request, admin);
  await page.goto('/admin/manage/groups');
  const rows = page.getByTestId('group-row');
  await expect(rows.filter({ hasText: 'Home' })).toContainText('1 member');
  await expect(
    page.getByRole('group', { name: 'Actions for Home' }).getByRole('button', { name: 'Delete' }),
  ).toBeDisabled();

  await page.getByRole('button', { name: 'Create group' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Group name').fill('Home');
  await expect(dialog.getByText('A group with this name already exists')).toBeVisible();
  await dialog.getByLabel('Group name').fill('Cabin');
  await expect(dialog.getByText('A group with this name already exists')).toBeHidden();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(rows.filter({ hasText: 'Cabin' })).toContainText('0 members');

  await page
    .getByRole('group', { name: 'Actions for Cabin' })
    .getByRole('button', { name: 'Edit' })
    .click();
  await dialog.getByLabel('Group name').fill('Cabin by the lake');
  await dialog.getByText('Private household', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Private household' })).not.toBeChecked();
  await dialog.getByLabel('First day of the week').selectOption('Monday');
  await saveScreenshot(page, 'admin-group-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const cabin = rows.filter({ hasText: 'Cabin by the lake' });
  await expect(cabin).toContainText('Public');

  const groups = await page.request.get('/api/admin/groups?perPage=-1');
  const saved = (
    (await groups.json()) as {
      items: { name: string; preferences: { privateGroup: boolean; firstDayOfWeek: number } }[];
    }
  ).items.find((group) => group.name === 'Cabin by the lake');
  expect(saved?.preferences).toMatchObject({ privateGroup: false, firstDayOfWeek: 1 });

  await page
    .getByRole('group', { name: 'Actions for Cabin by the lake' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(cabin).toHaveCount(0);
  await saveScreenshot(page, 'admin-groups');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the users screen fits', async ({ page, request }) => {
    await createAdmin(request);
    await logIn(request, admin);
    await createMember(request);
    await logIn(page.request, admin);
    await page.goto('/admin/manage/users');
    await expect(page.getByTestId('user-row')).toHaveCount(2);
    await saveScreenshot(page, 'phone-admin-users');
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot(page, 'phone-admin-user-dialog');
  });
});
