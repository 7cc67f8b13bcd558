import path from 'node:path';

import type { Page } from '@playwright/test';

const screenshotDir = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Saves a named screenshot for people to look at (not compared against a baseline). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), animations: 'disabled' });
}
