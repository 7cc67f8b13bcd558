import type { Locator, Page } from '@playwright/test';

import type { Account } from '../helpers/accounts';

export class SetupPage {
  readonly heading: Locator;
  readonly fullName: Locator;
  readonly username: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly household: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Welcome to Larder' });
    this.fullName = page.getByLabel('Full name');
    this.username = page.getByLabel('Username');
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password', { exact: true });
    this.household = page.getByLabel('Household name');
    this.submit = page.getByRole('button', { name: 'Create administrator' });
  }

  async fill(account: Account) {
    await this.fullName.fill(account.fullName);
    await this.username.fill(account.username);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
  }
}
