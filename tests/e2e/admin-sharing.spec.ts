import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';

test('sharing page: the switch shows every LAN address and a QR code, and they answer', async ({
  page,
}) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  await page.goto('/admin/sharing');
  await expect(page.getByRole('heading', { name: 'Sharing on the home network' })).toBeVisible();
  await expect(page.getByText('Larder is reachable on this computer only.')).toBeVisible();
  await expect(page.getByText(/This is the home server/)).toBeVisible();
  await saveScreenshot(page, 'admin-sharing-off');

  const toggle = page.getByRole('checkbox', { name: 'Share on home network' });
  await toggle.click({ force: true });
  await expect(toggle).toBeChecked();
  const links = page.locator('.larder-sharing-urls a');
  await expect(links.first()).toBeVisible();
  const urls = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  expect(urls.length).toBeGreaterThan(0);
  const qr = page.getByRole('img', { name: /^QR code for http:\/\// });
  await expect(qr.locator('svg')).toBeVisible();
  await expect(page.getByText(/Scan with a phone's camera to open http:\/\//)).toBeVisible();
  await expect(page.getByRole('link', { name: /^http:\/\/larder\.local:\d+\/$/ })).toBeVisible();

  // Another device on the network: the shown address answers, as a visitor.
  for (const url of urls) {
    const about = await page.request.get(new URL('/api/app/about', url).href);
    expect(about.status()).toBe(200);
  }
  await page.context().clearCookies();
  const phone = await page.context().newPage();
  await phone.goto(urls[0] as string);
  await expect(phone.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
  await phone.close();
  await logIn(page.request, admin);

  await page.reload();
  await expect(toggle).toBeChecked();
  await saveScreenshot(page, 'admin-sharing-on');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await qr.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-sharing-on-phone');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await qr.scrollIntoViewIfNeeded();
  await expect(page.locator('body')).toHaveClass(/bp6-dark/);
  await saveScreenshot(page, 'admin-sharing-on-phone-dark');

  await toggle.click({ force: true });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('Larder is reachable on this computer only.')).toBeVisible();
  await expect(page.request.get(new URL('/api/app/about', urls[0]).href)).rejects.toThrow();
});
