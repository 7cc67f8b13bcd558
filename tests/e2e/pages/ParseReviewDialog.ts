import type { Locator, Page } from '@playwright/test';

/** The editor's parse review: each unparsed line as the parser read it. */
export class ParseReviewDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Check the parsed ingredients' });
  }

  /** A line's block, found by its original text. */
  line(text: string) {
    return this.root
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('checkbox', { name: text, exact: true }) });
  }

  accept(text: string) {
    return this.root.getByRole('checkbox', { name: text, exact: true });
  }

  field(kind: 'Quantity' | 'Unit' | 'Food' | 'Note', number: number) {
    const role = kind === 'Unit' || kind === 'Food' ? 'combobox' : 'textbox';
    return this.root.getByRole(role, { name: `${kind} of parsed line ${number}` });
  }

  confidence(number: number) {
    return this.root.getByLabel(`Parser confidence for line ${number}:`);
  }

  parser(name: 'NLP' | 'Brute') {
    return this.root.getByRole('radio', { name });
  }

  button(name: string | RegExp, options: { exact?: boolean } = {}) {
    return this.root.getByRole('button', { name, ...options });
  }
}
