import type { Locator, Page } from '@playwright/test';

export class ErrorPage {
  readonly notFoundTitle: Locator;
  readonly genericTitle: Locator;
  readonly homeButton: Locator;

  constructor(readonly page: Page) {
    this.notFoundTitle = page.getByRole('heading', { name: 'Page not found' });
    this.genericTitle = page.getByRole('heading', { name: 'An error occurred' });
    this.homeButton = page.getByRole('button', { name: 'Home' });
  }
}
