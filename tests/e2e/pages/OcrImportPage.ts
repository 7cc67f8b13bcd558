import type { Locator, Page } from '@playwright/test';

import type { OcrLineRole } from '../../../server/contract/ocr';

const roleLabels: Record<OcrLineRole, string> = {
  title: 'Title',
  ingredient: 'Ingredient',
  instruction: 'Step',
  ignore: 'Ignore',
};

/** `/recipe/create/ocr`: photo in, recognised lines marked and fixed, recipe out. */
export class OcrImportPage {
  readonly photo: Locator;
  readonly language: Locator;
  readonly lines: Locator;
  readonly summary: Locator;
  readonly keepPhoto: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.photo = page.getByLabel('Photo', { exact: true });
    this.language = page.getByLabel('Language of the text');
    this.lines = page.getByTestId('ocr-line');
    this.summary = page.getByTestId('ocr-summary');
    this.keepPhoto = page.getByLabel("Use the photo as the recipe's picture");
    this.save = page.getByRole('button', { name: 'Save recipe' });
  }

  async goto() {
    await this.page.goto('/recipe/create/ocr');
  }

  async choosePhoto(buffer: Buffer, name = 'card.png') {
    await this.photo.setInputFiles({ name, mimeType: 'image/png', buffer });
  }

  lineText(number: number): Locator {
    return this.page.getByLabel(`Text of line ${number}`);
  }

  roleOf(number: number, role: OcrLineRole): Locator {
    return this.page
      .getByRole('radiogroup', { name: `Part of line ${number}` })
      .getByRole('radio', { name: roleLabels[role] });
  }
}
