import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn, visitorPage, type Account } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';
import { RegisterPage } from './pages/RegisterPage';

const nora: Account = {
  fullName: 'Nora Newcomer',
  username: 'nora',
  email: 'nora@example.com',
  password: 'nora-password-1',
};

async function createInvitationLink(page: Page): Promise<string> {
  await page.goto('/group/members');
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  const row = page.getByTestId('invitation-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 use left');
  await row.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.locator('.bp6-toast')).toContainText('Copied to clipboard');
  return page.evaluate(() => navigator.clipboard.readText());
}

test('an invited member registers by link, shares the recipes and cannot organize tags', async ({
  page,
  request,
  browser,
  server,
}) => {
  await createAdmin(request);
  await logIn(request, admin);
  await createRecipe(request, { name: 'Family Stew', tags: ['Weeknight'] });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await logIn(page.request, admin);

  const link = await createInvitationLink(page);
  expect(link).toMatch(new RegExp(`^${server.url}/register\\?token=[\\w-]{20,}$`));
  // This server has no mail set up: emailing is off, and the page says why.
  await expect(page.getByText('This server cannot send email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send by email' })).toBeDisabled();
  await saveScreenshot(page, 'household-invitations');

  const stranger = await visitorPage(browser, server.url);
  await stranger.goto(link);
  const register = new RegisterPage(stranger);
  await expect(stranger.getByRole('heading', { name: 'Join Home' })).toBeVisible();
  await expect(register.householdName).toHaveCount(0);
  await register.fill({ ...nora, username: admin.username, email: admin.email });
  await expect(stranger.getByText('This username is already taken')).toBeVisible();
  await expect(stranger.getByText('This email is already in use')).toBeVisible();
  await register.fill(nora);
  await register.passwordConfirm.fill('not-the-same');
  await register.passwordConfirm.blur();
  await expect(stranger.getByText('Passwords do not match')).toBeVisible();
  await register.passwordConfirm.fill(nora.password);
  await expect(stranger.getByText('This username is already taken')).toBeHidden();
  await expect(stranger.getByLabel('Available')).toHaveCount(2);
  await saveScreenshot(stranger, 'register-join');
  await stranger.getByRole('button', { name: 'Join household' }).click();

  await expect(stranger).toHaveURL(`${server.url}/`);
  await expect(
    stranger.getByTestId('recipe-card').filter({ hasText: 'Family Stew' }),
  ).toBeVisible();
  const self = await stranger.request.get('/api/users/self');
  expect(await self.json()).toMatchObject({
    username: 'nora',
    group: 'Home',
    canOrganize: false,
    admin: false,
  });

  // The link was for one person: it is used up.
  await page.reload();
  await expect(page.getByText('No open invitations.')).toBeVisible();
  await expect(page.getByTestId('member-row').filter({ hasText: nora.fullName })).toBeVisible();

  // Without the organize permission the tags page only lists.
  await stranger.goto('/recipes/tags');
  const tag = stranger.getByTestId('organizer-row').filter({ hasText: 'Weeknight' });
  await expect(tag).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'New tag' })).toHaveCount(0);
  await expect(tag.getByRole('button')).toHaveCount(0);
  const tags = (await (await request.get('/api/organizers/tags')).json()) as {
    items: { id: string; name: string; slug: string }[];
  };
  const weeknight = tags.items.find((item) => item.name === 'Weeknight');
  expect(weeknight).toBeDefined();
  const tagPath = `/api/organizers/tags/${weeknight?.id ?? ''}`;
  const renamed = await stranger.request.put(tagPath, { data: { ...weeknight, name: 'Mine' } });
  expect(renamed.status()).toBe(403);
  expect((await stranger.request.delete(tagPath)).status()).toBe(403);
  await stranger.context().close();

  // A used-up link says so before anyone types, and offers no form.
  const late = await visitorPage(browser, server.url);
  await late.goto(link);
  await expect(
    late.getByRole('heading', { name: 'This invitation no longer works' }),
  ).toBeVisible();
  await expect(late.getByRole('button', { name: 'Join household' })).toHaveCount(0);
  await late.context().close();
});

test('an inviter withdraws a link, and it stops working', async ({
  page,
  request,
  browser,
  server,
}) => {
  await createAdmin(request);
  await logIn(page.request, admin);
  await page.goto('/group/members');
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  const row = page.getByTestId('invitation-row');
  const link = await row.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  // Someone opens the link while it still works...
  const stranger = await visitorPage(browser, server.url);
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'Join Home' })).toBeVisible();

  // ...and the inviter withdraws it before they send the form.
  await row.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Nobody can join with it any more');
  await saveScreenshot(page, 'household-invite-withdraw');
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('No open invitations.')).toBeVisible();

  const register = new RegisterPage(stranger);
  await register.fill(nora);
  await stranger.getByRole('button', { name: 'Join household' }).click();
  await expect(register.alert).toContainText('Invalid or expired invitation');
  await stranger.reload();
  await expect(
    stranger.getByRole('heading', { name: 'This invitation no longer works' }),
  ).toBeVisible();
  await saveScreenshot(stranger, 'register-dead-invitation');
  await stranger.context().close();
});

test.describe('with email', () => {
  test.use({ withMail: true });

  test('an inviter emails a link; the message carries it', async ({ page, request, mail }) => {
    await createAdmin(request);
    await logIn(page.request, admin);
    await page.goto('/group/members');
    await page.getByLabel('Number of uses').fill('3');
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const row = page.getByTestId('invitation-row');
    await expect(row).toContainText('3 uses left');
    await expect(row).toContainText('New');
    const link = await row.getByRole('textbox', { name: 'Invitation link' }).inputValue();

    await row.getByRole('button', { name: 'Send by email' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send an invitation by email' });
    await dialog.getByLabel('Send this link to').fill('friend@');
    await dialog.getByRole('button', { name: 'Send by email' }).click();
    await expect(dialog.getByText('Email must be valid')).toBeVisible();
    await dialog.getByLabel('Send this link to').fill('friend@example.org');
    await saveScreenshot(page, 'household-invite-email');
    await dialog.getByRole('button', { name: 'Send by email' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.bp6-toast')).toContainText('Invitation sent to friend@example.org');
    const message = await mail.next();
    expect(message.to).toEqual(['friend@example.org']);
    expect(message.text).toContain(link);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the invitations and the join form fit', async ({ page, request, browser, server }) => {
    await createAdmin(request);
    await logIn(page.request, admin);
    await page.goto('/group/members');
    await page.getByRole('button', { name: 'Create invitation link' }).click();
    const row = page.getByTestId('invitation-row');
    await expect(row).toHaveCount(1);
    await row.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'phone-household-invitations');
    const link = await row.getByRole('textbox', { name: 'Invitation link' }).inputValue();

    const stranger = await visitorPage(browser, server.url, { width: 390, height: 844 });
    await stranger.goto(link);
    await expect(stranger.getByRole('heading', { name: 'Join Home' })).toBeVisible();
    await stranger.waitForLoadState('networkidle');
    await saveScreenshot(stranger, 'phone-register-join');
    await stranger.context().close();
  });
});
