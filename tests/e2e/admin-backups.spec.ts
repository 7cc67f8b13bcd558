import { expect, test } from './fixtures';
import { admin, createAdmin, createMember, logIn, member } from './helpers/accounts';
import { createRecipe } from './helpers/recipes';
import { saveScreenshot } from './helpers/screenshots';

interface BackupList {
  imports: { name: string }[];
}

test('an admin makes a backup, downloads it, sets the schedule and restores it', async ({
  page,
}) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  await createRecipe(page.request, { name: 'Backup soup' });
  await page.goto('/admin/backups');
  await expect(page.getByRole('heading', { name: 'Backups', exact: true })).toBeVisible();
  await expect(page.getByText('No backups yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create backup' }).click();
  const row = page.getByRole('row').filter({ hasText: /\.zip/ });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  const name = ((await row.locator('.larder-backup-name').textContent()) ?? '').trim();
  expect(name).toMatch(/\.zip$/);
  await expect(page.getByRole('button', { name: 'Create backup' })).toBeEnabled();
  await saveScreenshot(page, 'admin-backups-desktop');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${name}` }).click();
  expect((await download).suggestedFilename()).toBe(name);

  await page.getByLabel('Time of day').fill('02:30');
  await page.getByLabel('Nightly backups to keep').fill('5');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Time of day')).toHaveValue('02:30');
  await expect(page.getByLabel('Nightly backups to keep')).toHaveValue('5');

  await createRecipe(page.request, { name: 'Stew made after the backup' });
  await page.getByRole('button', { name: `Restore ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('A backup of everything as it is now is made first')).toBeVisible();
  const restore = dialog.getByRole('button', { name: 'Restore' });
  await expect(restore).toBeDisabled();
  await dialog.getByLabel('Type the file name to confirm').fill(name);
  await restore.click();
  await expect(dialog.getByText('Restored', { exact: true })).toBeVisible({ timeout: 30_000 });
  await saveScreenshot(page, 'admin-backups-restored');
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page.request, admin);
  const recipes = (await (await page.request.get('/api/recipes?perPage=-1')).json()) as {
    items: { name: string }[];
  };
  const names = recipes.items.map((recipe) => recipe.name);
  expect(names).toContain('Backup soup');
  expect(names).not.toContain('Stew made after the backup');
  const after = (await (await page.request.get('/api/admin/backups')).json()) as BackupList;
  // The state just before the restore was kept as a backup of its own.
  expect(after.imports.length).toBe(2);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an admin uploads a backup and deletes one', async ({ page }) => {
    await createAdmin(page.request);
    await logIn(page.request, admin);
    expect((await page.request.post('/api/admin/backups')).status()).toBe(201);
    await expect
      .poll(
        async () =>
          ((await (await page.request.get('/api/admin/backups')).json()) as BackupList).imports
            .length,
      )
      .toBe(1);
    const list = (await (await page.request.get('/api/admin/backups')).json()) as BackupList;
    const original = list.imports[0]?.name ?? '';
    const token = (await (await page.request.get(`/api/admin/backups/${original}`)).json()) as {
      fileToken: string;
    };
    const bytes = await (
      await page.request.get(`/api/utils/download?token=${encodeURIComponent(token.fileToken)}`)
    ).body();

    await page.goto('/admin/backups');
    await page.getByLabel('Upload a backup').setInputFiles({
      name: 'from-the-old-laptop.zip',
      mimeType: 'application/zip',
      buffer: bytes,
    });
    await expect(
      page.getByText('from-the-old-laptop.zip is uploaded and listed below.'),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'from-the-old-laptop.zip' })).toHaveCount(
      1,
    );
    await saveScreenshot(page, 'admin-backups-phone');

    await page.getByRole('button', { name: 'Delete from-the-old-laptop.zip' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'from-the-old-laptop.zip' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('row').filter({ hasText: original })).toHaveCount(1);
  });

  test('an upload that is not a backup is refused with the reason, and nothing is listed', async ({
    page,
  }) => {
    await createAdmin(page.request);
    await logIn(page.request, admin);
    await page.goto('/admin/backups');
    await page.getByLabel('Upload a backup').setInputFiles({
      name: 'holiday.zip',
      mimeType: 'application/zip',
      buffer: Buffer.from('not a zip at all'),
    });
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByText('No backups yet')).toBeVisible();
  });
});

test('a member has no backups page and the server refuses the calls', async ({ page }) => {
  await createAdmin(page.request);
  await logIn(page.request, admin);
  await createMember(page.request);
  await page.context().clearCookies();
  await logIn(page.request, member);
  expect((await page.request.get('/api/admin/backups')).status()).toBe(403);
  await page.goto('/admin/backups');
  await expect(page.getByRole('heading', { name: 'Backups', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create backup' })).toHaveCount(0);
});
