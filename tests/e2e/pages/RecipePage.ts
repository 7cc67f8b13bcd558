import type { Locator, Page } from '@playwright/test';

/** `/recipe/{slug}`: view, editor and cook mode. */
export class RecipePage {
  readonly heading: Locator;
  readonly toolbar: Locator;
  readonly ingredients: Locator;
  readonly instructions: Locator;
  readonly yieldText: Locator;
  readonly editorBar: Locator;

  constructor(readonly page: Page) {
    this.heading = page.locator('.larder-recipe-screen h1');
    this.toolbar = page.getByRole('toolbar', { name: 'Recipe actions' });
    this.ingredients = page.locator('.larder-recipe-screen .larder-ingredient');
    this.instructions = page.getByRole('region', { name: 'Instructions' });
    this.yieldText = page.getByTestId('recipe-yield');
    this.editorBar = page.getByRole('toolbar', { name: 'Editor actions' });
  }

  async goto(slug: string, query = '') {
    await this.page.goto(`/recipe/${slug}${query}`);
  }

  button(name: string | RegExp) {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async save() {
    await this.editorBar.getByRole('button', { name: 'Save' }).click();
    await this.page.locator('.larder-recipe-screen').waitFor();
  }
}
