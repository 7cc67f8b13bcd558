import type { Locator, Page } from '@playwright/test';

export class ProfilePage {
  readonly fullName: Locator;
  readonly email: Locator;
  readonly save: Locator;
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly changePassword: Locator;

  constructor(readonly page: Page) {
    this.fullName = page.getByLabel('Full name');
    this.email = page.getByLabel('Email');
    this.save = page.getByRole('button', { name: 'Save changes' });
    this.currentPassword = page.getByLabel('Current password');
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm new password');
    this.changePassword = page.getByRole('button', { name: 'Change password' });
  }

  async goto() {
    await this.page.goto('/user/profile');
  }
}
