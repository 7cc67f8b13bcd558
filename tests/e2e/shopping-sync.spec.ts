import type { Browser, Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';
import { createListWithItems, readItems, ShoppingListPage } from './pages/ShoppingListPage';

/** A second device: its own browser context, logged in as the group's other member. */
async function openSecondDevice(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await logIn(page.request, member);
  return page;
}

test.beforeEach(async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  await createMember(page.request);
});

test('a check, an added line and a rename show on the other device within a second', async ({
  page,
  browser,
  server,
}) => {
  // A line already checked, so that the checked section exists and can be opened on both.
  const listId = await createListWithItems(page.request, 'Shared', ['milk', 'eggs', 'foil'], (i) =>
    i === 2 ? { checked: true } : {},
  );
  const phone = await openSecondDevice(browser, server.url);
  try {
    const here = new ShoppingListPage(page);
    const there = new ShoppingListPage(phone);
    await here.goto(listId);
    await there.goto(listId);
    await there.openChecked();

    await here.toggle('milk');
    await expect(there.checkbox('milk')).toBeChecked({ timeout: 1000 });

    await there.add('butter');
    await expect(here.checkbox('butter')).toBeVisible({ timeout: 1000 });

    await page.getByRole('button', { name: 'Edit eggs' }).click();
    const editor = page.locator('.larder-item-row-editing');
    await editor.getByRole('textbox', { name: 'Item' }).fill('free-range eggs');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(there.checkbox('free-range eggs')).toBeVisible({ timeout: 1000 });
    await expect(there.checkbox('eggs')).toHaveCount(0);
    await saveScreenshot(phone, 'shopping-sync-second-device');
  } finally {
    await phone.context().close();
  }
});

test('edits made offline wait, survive a reload, and reach the other device when back', async ({
  page,
  context,
  browser,
  server,
}) => {
  const listId = await createListWithItems(page.request, 'Trip', ['water', 'maps', 'foil'], (i) =>
    i === 2 ? { checked: true } : {},
  );
  const phone = await openSecondDevice(browser, server.url);
  try {
    const here = new ShoppingListPage(page);
    const there = new ShoppingListPage(phone);
    await here.goto(listId);
    await there.goto(listId);
    await here.openChecked();
    await there.openChecked();

    await context.setOffline(true);
    await expect(here.connection).toHaveAttribute('data-state', 'offline');
    await here.toggle('water');
    await here.add('sunscreen');
    await expect(page.getByText('2 changes waiting')).toBeVisible();
    await expect(here.item('sunscreen').locator('.larder-pending-mark')).toBeVisible();
    await saveScreenshot(page, 'shopping-offline');
    // Meanwhile the other device edits another line: both changes must survive.
    await there.toggle('maps');
    await page.waitForTimeout(500);
    await expect(there.checkbox('water')).not.toBeChecked();
    await expect(there.checkbox('sunscreen')).toHaveCount(0);

    await context.setOffline(false);
    await expect(there.checkbox('water')).toBeChecked({ timeout: 5000 });
    await expect(there.checkbox('sunscreen')).toBeVisible();
    await expect(here.connection).toHaveAttribute('data-state', 'live');
    await expect(page.getByText(/changes? waiting/)).toHaveCount(0);
    await expect(here.checkbox('maps')).toBeChecked();

    // A reload while offline edits wait does not lose them: they go out when the page opens.
    await context.setOffline(true);
    await here.toggle('sunscreen');
    await expect(page.getByText('1 change waiting')).toBeVisible();
    await page.close();
    await context.setOffline(false);
    const reopened = await context.newPage();
    await new ShoppingListPage(reopened).goto(listId);
    await expect(there.checkbox('sunscreen')).toBeChecked({ timeout: 5000 });
    const items = await readItems(phone.request, listId);
    expect(items.map((item) => [item.display, item.checked]).sort()).toEqual([
      ['foil', true],
      ['maps', true],
      ['sunscreen', true],
      ['water', true],
    ]);
  } finally {
    await phone.context().close();
  }
});
