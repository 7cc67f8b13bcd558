import { pngBytes } from '../helpers/images';

import { expect, test } from './fixtures';
import { admin, createAdmin, logIn } from './helpers/accounts';
import { saveScreenshot } from './helpers/screenshots';

test('a profile picture upload shows as the avatar; a non-image is refused', async ({
  page,
  request,
}) => {
  await createAdmin(request);
  await logIn(page.request, admin);
  await page.goto('/user/profile');
  const header = page.locator('.larder-profile-header');
  const picture = header.locator('.larder-avatar img');
  await expect(header.locator('.larder-avatar-initials')).toHaveText('AA');
  // No picture yet: the failed image is dropped and the initials stay.
  await expect(picture).toHaveCount(0);

  await page.getByLabel('Profile picture file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(header.getByRole('alert')).toContainText('The picture was not saved');
  await saveScreenshot(page, 'profile-picture-refused');

  await page.getByLabel('Profile picture file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: await pngBytes(240, 240),
  });
  await expect(page.locator('.bp6-toast')).toContainText('Profile picture updated');
  await expect(header.getByRole('alert')).toHaveCount(0);
  await expect(picture).toHaveClass(/is-loaded/);
  const shown = await picture.evaluate((img: HTMLImageElement) => img.naturalWidth);
  expect(shown).toBeGreaterThan(0);
  await saveScreenshot(page, 'profile-picture');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the profile header with its picture fits', async ({ page, request }) => {
    await createAdmin(request);
    await logIn(page.request, admin);
    await page.goto('/user/profile');
    await page.getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: await pngBytes(240, 240),
    });
    await expect(page.locator('.larder-profile-header .larder-avatar img')).toHaveClass(
      /is-loaded/,
    );
    await saveScreenshot(page, 'phone-profile-picture');
  });
});
