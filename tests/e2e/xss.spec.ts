import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

const payloads = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '[click me](javascript:alert(3))',
  '<iframe srcdoc="<script>alert(4)</script>"></iframe>',
  '<a href="javascript:alert(5)">link</a>',
  '<svg onload=alert(6)></svg>',
];

test('markdown descriptions and names with payloads render inert on cards', async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  for (const [index, payload] of payloads.entries()) {
    await createRecipe(page.request, {
      name: `${payload} ${String(index)}`,
      description: `Safe **bold** then ${payload}`,
    });
  }
  await page.goto('/');
  const cards = page.getByTestId('recipe-card');
  await expect(cards).toHaveCount(payloads.length);
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  await expect(cards.locator('script')).toHaveCount(0);
  await expect(cards.locator('svg[onload], img[onerror], iframe[srcdoc]')).toHaveCount(0);
  await expect(cards.locator('a[href^="javascript:"]')).toHaveCount(0);
  await expect(cards.locator('.larder-card-description strong').first()).toHaveText('bold');
  // Names are text, shown as typed.
  await expect(cards.getByRole('link', { name: '<script>alert(2)</script> 1' })).toBeVisible();
  await saveScreenshot(page, 'xss-cards');
});
