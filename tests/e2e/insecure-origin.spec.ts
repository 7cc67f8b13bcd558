import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createFullRecipe } from './helpers/recipe-data';
import { saveScreenshot } from './helpers/screenshots';
import { BrowsePage } from './pages/BrowsePage';
import { LoginPage } from './pages/LoginPage';
import { RecipePage } from './pages/RecipePage';

/**
 * A phone on the home network opens `http://192.168.x.x:9925`: not a secure context, so no
 * clipboard, Wake Lock or service workers. Chromium maps this made-up name to 127.0.0.1
 * (`--host-resolver-rules` in playwright.config.ts), which gives the same kind of origin; the
 * server answers to it as its `LARDER_BASE_URL`.
 */
const phoneHost = 'larder-phone.test';

test.use({ baseUrl: `http://${phoneHost}`, viewport: { width: 390, height: 844 } });

/** The server's address as the phone opens it: same port, the phone's name for the machine. */
function phoneOrigin(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.hostname = phoneHost;
  return url.origin;
}

let slug: string;

test.beforeEach(async ({ playwright, server }) => {
  // Set-up goes to 127.0.0.1 (first run only answers on this computer), from Node.
  const api: APIRequestContext = await playwright.request.newContext({ baseURL: server.url });
  await createAdmin(api);
  await logIn(api, admin);
  slug = await createFullRecipe(api);
  await api.dispose();
});

async function signInOnPhone(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await new LoginPage(page).logIn(admin);
  await expect(page).toHaveURL(`${origin}/`);
}

/** The dialog copying falls back to, with its text box selected whole. */
async function expectSelectedForCopy(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('dialog', { name: 'Clipboard not supported' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('textbox', { name: 'Text to copy' });
  await expect(box).toHaveValue(text);
  await expect(box).toBeFocused();
  await expect
    .poll(() =>
      box.evaluate((el: HTMLTextAreaElement) => [
        el.selectionStart,
        el.selectionEnd,
        el.value.length,
      ]),
    )
    .toEqual([0, (await box.inputValue()).length, (await box.inputValue()).length]);
  return dialog;
}

test('on a plain-HTTP address, links and tokens open selected to copy, and cook mode says how to keep the screen on', async ({
  page,
  server,
}) => {
  const origin = phoneOrigin(server.url);
  await signInOnPhone(page, origin);
  expect(
    await page.evaluate(() => ({
      isSecureContext: window.isSecureContext,
      hasClipboard: (navigator.clipboard as Clipboard | undefined) !== undefined,
      hasWakeLock: 'wakeLock' in navigator,
      hasServiceWorker: 'serviceWorker' in navigator,
    })),
  ).toEqual({
    isSecureContext: false,
    hasClipboard: false,
    hasWakeLock: false,
    hasServiceWorker: false,
  });

  // A share link: made for the address the phone used.
  const menu = await new BrowsePage(page).openMenu('Apple Crumble');
  await menu.getByRole('menuitem', { name: 'Share' }).click();
  const shared = await expectSelectedForCopy(
    page,
    new RegExp(`^${origin}/shared/recipes/[0-9a-f-]{36}$`),
  );
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  await saveScreenshot(page, 'insecure-origin-copy-link-phone');
  await shared.getByRole('button', { name: 'Done' }).click();
  await expect(shared).toHaveCount(0);

  // An API token: the Copy button beside it falls back the same way; "Select all" selects again.
  await page.goto(`${origin}/user/profile`);
  await page.getByLabel('Token name').fill('Kitchen tablet');
  await page.getByRole('button', { name: 'Generate token' }).click();
  const token = await page
    .getByRole('textbox', { name: 'Token "Kitchen tablet" created' })
    .inputValue();
  await page.getByRole('button', { name: 'Copy' }).click();
  const tokenDialog = await expectSelectedForCopy(page, token);
  const box = tokenDialog.getByRole('textbox', { name: 'Text to copy' });
  await box.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 0));
  await tokenDialog.getByRole('button', { name: 'Select all' }).click();
  await expect
    .poll(() => box.evaluate((el: HTMLTextAreaElement) => el.selectionEnd))
    .toBe(token.length);
  await page.keyboard.press('Escape');
  await expect(tokenDialog).toHaveCount(0);

  // Cook mode cannot hold the screen on: it says how to, until dismissed.
  const recipe = new RecipePage(page);
  await page.goto(`${origin}/recipe/${slug}`);
  await recipe.button('Cook').click();
  const hint = page.getByRole('note').filter({ hasText: 'Keep the screen on' });
  await expect(hint).toContainText('screen timeout');
  await saveScreenshot(page, 'insecure-origin-cook-hint-phone');
  await hint.getByRole('button', { name: 'Got it' }).click();
  await expect(hint).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Cook mode' })).toBeVisible();
});

test('on this computer (a secure context) copying uses the clipboard, and the hint shows only when the lock is refused', async ({
  page,
  context,
  server,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${server.url}/login`);
  await new LoginPage(page).logIn(admin);
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

  const menu = await new BrowsePage(page).openMenu('Apple Crumble');
  await menu.getByRole('menuitem', { name: 'Share' }).click();
  await expect(page.locator('.bp6-toast')).toContainText('Copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/shared\/recipes\/[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Wake Lock exists here; headless Chromium refuses it until the permission is granted.
  const recipe = new RecipePage(page);
  const hint = page.getByRole('note').filter({ hasText: 'Keep the screen on' });
  await page.goto(`${server.url}/recipe/${slug}`);
  await recipe.button('Cook').click();
  await expect(hint).toBeVisible();

  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.grantPermissions', {
    permissions: ['wakeLockScreen'],
    origin: server.url,
    browserContextId: targetInfo.browserContextId,
  });
  await page.reload();
  await recipe.button('Cook').click();
  await expect(page.getByRole('article', { name: 'Cook mode' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => navigator.wakeLock.request('screen').then(() => 'held')))
    .toBe('held');
  await expect(hint).toHaveCount(0);
});
