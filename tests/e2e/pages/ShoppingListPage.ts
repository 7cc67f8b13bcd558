import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export interface ListItem {
  id: string;
  display: string;
  checked: boolean;
  position: number;
}

/** `/shopping-lists/{id}`: the add form, the lines, the checked section and the toolbar. */
export class ShoppingListPage {
  readonly noteInput: Locator;
  readonly addButton: Locator;
  readonly toBuy: Locator;
  readonly checkedSection: Locator;
  readonly connection: Locator;
  readonly viewByLabel: Locator;

  constructor(readonly page: Page) {
    this.noteInput = page.getByRole('textbox', { name: 'Item', exact: true });
    this.addButton = page.getByRole('button', { name: 'Add', exact: true });
    this.toBuy = page.getByRole('list', { name: 'To buy' });
    this.checkedSection = page.getByRole('region', { name: 'Checked' });
    this.connection = page.locator('.larder-connection [data-state]');
    this.viewByLabel = page.getByRole('checkbox', { name: 'View by label' });
  }

  async goto(listId: string) {
    await this.page.goto(`/shopping-lists/${listId}`);
    await expect(this.connection).toHaveAttribute('data-state', 'live');
  }

  checkbox(text: string): Locator {
    return this.page.getByRole('checkbox', { name: text, exact: true });
  }

  /** Taps a line's check box as a user does: on its (large) label. */
  async toggle(text: string) {
    await this.page.locator('label', { has: this.checkbox(text) }).click();
  }

  async toggleViewByLabel() {
    await this.page.locator('label', { has: this.viewByLabel }).click();
  }

  /** Opens the collapsed "checked" section (it exists once a line is checked). */
  async openChecked() {
    await this.page.getByRole('button', { name: /checked items?$/, expanded: false }).click();
  }

  item(text: string): Locator {
    return this.page.getByTestId('shopping-item').filter({ hasText: text });
  }

  async add(text: string) {
    await this.noteInput.fill(text);
    await this.addButton.click();
  }

  /** The unchecked lines' texts in the order shown. */
  async shownOrder(): Promise<string[]> {
    return this.toBuy.locator('.larder-item-text > span:first-child').allTextContents();
  }
}

/** Creates a list (and its lines) over the API of the given session. */
export async function createListWithItems(
  request: APIRequestContext,
  name: string,
  notes: string[],
  extra: (index: number) => Record<string, unknown> = () => ({}),
): Promise<string> {
  const list = await request.post('/api/groups/shopping/lists', { data: { name } });
  expect(list.status(), await list.text()).toBe(201);
  const { id } = (await list.json()) as { id: string };
  for (const [position, note] of notes.entries()) {
    const made = await request.post('/api/groups/shopping/items', {
      data: { shoppingListId: id, note, position, ...extra(position) },
    });
    expect(made.status(), await made.text()).toBe(201);
  }
  return id;
}

export async function readItems(request: APIRequestContext, listId: string): Promise<ListItem[]> {
  const response = await request.get(`/api/groups/shopping/lists/${listId}`);
  return ((await response.json()) as { listItems: ListItem[] }).listItems;
}
