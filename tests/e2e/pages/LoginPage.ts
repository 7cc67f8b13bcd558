import type { Locator, Page } from '@playwright/test';

import type { Account } from '../helpers/accounts';

export class LoginPage {
  readonly username: Locator;
  readonly password: Locator;
  readonly rememberMe: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username or email');
    this.password = page.getByLabel('Password', { exact: true });
    this.rememberMe = page.getByLabel('Remember me');
    this.submit = page.getByRole('button', { name: 'Login' });
    this.alert = page.getByRole('alert');
  }

  async goto(query = '') {
    await this.page.goto(`/login${query}`);
  }

  async logIn(account: Pick<Account, 'username' | 'password'>) {
    await this.username.fill(account.username);
    await this.password.fill(account.password);
    await this.submit.click();
  }
}
