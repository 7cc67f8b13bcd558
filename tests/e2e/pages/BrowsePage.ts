import type { Locator, Page } from '@playwright/test';

/** The home and search page: cards, the advanced search panel. */
export class BrowsePage {
  readonly cards: Locator;
  readonly searchInput: Locator;
  readonly advancedButton: Locator;
  readonly orderSelect: Locator;
  readonly directionButton: Locator;
  readonly gridEnd: Locator;
  readonly cardViewButton: Locator;
  readonly listViewButton: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('recipe-card');
    this.searchInput = page.getByRole('searchbox', { name: 'Search recipes' });
    this.advancedButton = page.getByRole('button', { name: 'Advanced search' });
    this.orderSelect = page.getByRole('combobox', { name: 'Order by' });
    this.directionButton = page.getByRole('button', { name: 'Toggle sort direction' });
    this.gridEnd = page.locator('.larder-grid-end');
    this.cardViewButton = page.getByRole('button', { name: 'Show as cards' });
    this.listViewButton = page.getByRole('button', { name: 'Show as list' });
  }

  async goto(query = '') {
    await this.page.goto(`/${query}`);
  }

  card(name: string): Locator {
    return this.cards.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  async openMenu(name: string): Promise<Locator> {
    await this.card(name)
      .getByRole('button', { name: `Recipe actions for ${name}` })
      .click();
    return this.page.getByRole('menu', { name: `Recipe actions for ${name}` });
  }

  async chooseFilter(kind: string, option: string) {
    await this.page.getByRole('button', { name: kind, exact: true }).click();
    await this.page
      .getByRole('listbox', { name: kind })
      .getByRole('option', { name: option, exact: true })
      .click();
    await this.page.keyboard.press('Escape');
  }
}
