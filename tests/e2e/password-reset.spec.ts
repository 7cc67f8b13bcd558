import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member, visitorPage } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { LoginPage } from './pages/LoginPage';
import { ManageUsersPage } from './pages/ManageUsersPage';

/**
 * The forgot-password form once it is on screen: a lazily loaded page replaces the previous one
 * only when ready, and until then "Email" would also find the login page's "Username or email".
 */
async function forgotPasswordEmail(page: Page) {
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  return page.getByLabel('Email', { exact: true });
}

async function setNewPassword(page: Page, email: string, password: string) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
}

test.describe('with email', () => {
  test.use({ withMail: true });

  test('a forgotten password is reset by the emailed link', async ({ page, request, mail }) => {
    await createAdmin(request);
    await logIn(request, admin);
    await createMember(request);

    const login = new LoginPage(page);
    await login.goto();
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await (await forgotPasswordEmail(page)).fill(member.email);
    await saveScreenshot(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`If an account exists for ${member.email}`)).toBeVisible();
    await saveScreenshot(page, 'forgot-password-sent');

    const message = await mail.next();
    expect(message.to).toEqual([member.email]);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(message.text)?.[0];
    expect(link, message.text).toBeDefined();

    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('New password').blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await saveScreenshot(page, 'reset-password');
    await setNewPassword(page, member.email, 'a-fresh-password-3');
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await saveScreenshot(page, 'reset-password-done');
    await page.getByRole('link', { name: 'Log in' }).click();
    await login.logIn({ username: member.username, password: 'a-fresh-password-3' });
    await expect(page).toHaveURL(/\/$/);
    await expect(new LoginPage(page).submit).toHaveCount(0);

    // The link worked once.
    await page.context().clearCookies();
    await page.goto(link ?? '');
    await setNewPassword(page, member.email, 'another-password-4');
    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);

    // An address without an account gets the very same answer (and no email).
    await (await forgotPasswordEmail(page)).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    expect(mail.messages).toHaveLength(1);
  });
});

test('without email the pages say to ask the administrator, and bad links are refused', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'This server cannot send email' })).toBeVisible();
  await expect(page.getByText('Ask your Larder administrator')).toBeVisible();
  await saveScreenshot(page, 'forgot-password-no-email');

  await page.goto('/reset-password');
  await expect(page.getByRole('heading', { name: 'This page needs a reset link' })).toBeVisible();
  await page.goto('/reset-password?token=made-up');
  await setNewPassword(page, admin.email, 'whatever-password-1');
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await saveScreenshot(page, 'reset-password-invalid');
});

test('an admin resets a member password by link', async ({ page, request, browser, server }) => {
  await createAdmin(request);
  await logIn(request, admin);
  await createMember(request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page.request, admin);

  const users = new ManageUsersPage(page);
  await users.goto();
  await page
    .getByRole('group', { name: `Actions for ${member.fullName}` })
    .getByRole('button', { name: 'Reset password' })
    .click();
  const dialog = page.getByRole('dialog', { name: `Password reset for ${member.fullName}` });
  await saveScreenshot(page, 'admin-reset-password');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const shown = dialog.getByRole('textbox', { name: 'Password reset link' });
  await expect(shown).toHaveValue(new RegExp(`^${server.url}/reset-password\\?token=`));
  await expect(
    dialog.getByText('This server cannot send email, so the link was not emailed'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await shown.inputValue());
  await saveScreenshot(page, 'admin-reset-password-link');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const other = await visitorPage(browser, server.url);
  await other.goto(link);
  await setNewPassword(other, member.email, 'reset-by-admin-5');
  await expect(other.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await other.context().close();
  const signIn = await request.post('/api/auth/token', {
    form: { username: member.username, password: 'reset-by-admin-5' },
  });
  expect(signIn.status()).toBe(200);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the password pages and the reset dialog fit', async ({ page, request }) => {
    await createAdmin(request);
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    await saveScreenshot(page, 'phone-login-links');
    await page.goto('/forgot-password');
    await expect(
      page.getByRole('heading', { name: 'This server cannot send email' }),
    ).toBeVisible();
    await saveScreenshot(page, 'phone-forgot-password-no-email');
    await page.goto('/reset-password?token=abc');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await saveScreenshot(page, 'phone-reset-password');

    await logIn(page.request, admin);
    await page.goto('/admin/manage/users');
    await page
      .getByRole('group', { name: `Actions for ${admin.fullName}` })
      .getByRole('button', { name: 'Reset password' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Create link' }).click();
    await expect(page.getByRole('textbox', { name: 'Password reset link' })).toBeVisible();
    await saveScreenshot(page, 'phone-admin-reset-password');
  });
});
