import type { Locator, Page } from '@playwright/test';

import type { Account } from '../helpers/accounts';

/** `/register`: joining by invitation, or starting a household where sign-up is open. */
export class RegisterPage {
  readonly householdName: Locator;
  readonly fullName: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly passwordConfirm: Locator;
  readonly seedData: Locator;
  readonly privateHousehold: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.householdName = page.getByLabel('Household name');
    this.fullName = page.getByLabel('Full name');
    this.username = page.getByLabel('Username');
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password', { exact: true });
    this.passwordConfirm = page.getByLabel('Confirm password');
    this.seedData = page.getByRole('checkbox', { name: 'Start with sample foods and units' });
    this.privateHousehold = page.getByRole('checkbox', { name: /^Private household/ });
    this.alert = page.getByRole('alert');
  }

  async fill(account: Account) {
    await this.fullName.fill(account.fullName);
    await this.username.fill(account.username);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.passwordConfirm.fill(account.password);
  }
}
