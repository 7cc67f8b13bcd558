import path from 'node:path';

import type { Page } from '@playwright/test';

const screenshotDir = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

/**
 * Blueprint loads each icon's paths on first use; until they land an icon is an empty glyph box.
 * A picture for people to judge should show the page as it settles, so give them a moment.
 */
async function iconsLoaded(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('span.bp6-icon')].every((icon) => icon.querySelector('svg')),
      null,
      { timeout: 2000 },
    )
    .catch(() => undefined);
}

/** Saves a named screenshot for people to look at (not compared against a baseline). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await iconsLoaded(page);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), animations: 'disabled' });
}
