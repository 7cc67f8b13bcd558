import type { Locator, Page } from '@playwright/test';

/** `/admin/manage/users` and its create/edit dialog. */
export class ManageUsersPage {
  readonly search: Locator;
  readonly createButton: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: 'Search users' });
    this.createButton = page.getByRole('button', { name: 'Create user' });
    this.rows = page.getByTestId('user-row');
    this.dialog = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto('/admin/manage/users');
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  action(name: string, action: 'Edit' | 'Delete'): Locator {
    return this.page
      .getByRole('group', { name: `Actions for ${name}` })
      .getByRole('button', { name: action });
  }

  field(label: string): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  permission(label: string): Locator {
    return this.dialog.getByRole('checkbox', { name: label });
  }
}
