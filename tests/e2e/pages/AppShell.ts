import type { Locator, Page } from '@playwright/test';

/** The default layout: top bar, sidebar, search dialog. */
export class AppShell {
  readonly topBar: Locator;
  readonly sidebar: Locator;
  readonly menuButton: Locator;
  readonly brand: Locator;
  readonly searchField: Locator;
  readonly searchIcon: Locator;
  readonly loginButton: Locator;
  readonly logoutButton: Locator;
  readonly createButton: Locator;
  readonly searchDialog: Locator;
  readonly searchInput: Locator;

  constructor(readonly page: Page) {
    this.topBar = page.getByRole('banner');
    this.sidebar = page.getByRole('navigation', { name: 'Main menu' });
    this.menuButton = this.topBar.getByRole('button', { name: 'Toggle menu' });
    this.brand = this.topBar.getByRole('link', { name: 'Larder home' });
    this.searchField = this.topBar.getByRole('textbox', { name: 'Open search' });
    this.searchIcon = this.topBar.getByRole('button', { name: 'Open search' });
    this.loginButton = this.topBar.getByRole('button', { name: 'Login' });
    this.logoutButton = this.topBar.getByRole('button', { name: 'Logout' });
    this.createButton = this.sidebar.getByRole('button', { name: 'Create' });
    this.searchDialog = page.getByRole('dialog', { name: 'Search' });
    this.searchInput = this.searchDialog.getByRole('combobox', { name: 'Type to search recipes' });
  }

  async goto(path = '/') {
    await this.page.goto(path);
  }

  sidebarLink(name: string | RegExp): Locator {
    return this.sidebar.getByRole('menuitem', { name, exact: typeof name === 'string' });
  }

  async openCreateMenu(): Promise<Locator> {
    await this.createButton.click();
    return this.page.getByRole('menu', { name: 'Create' });
  }

  async toggleDarkMode() {
    await this.sidebarLink(/^(Dark|Light) Mode$/).click();
  }

  async isDark(): Promise<boolean> {
    return this.page.evaluate(() => document.body.classList.contains('bp6-dark'));
  }
}
