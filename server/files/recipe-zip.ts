import { existsSync } from 'node:fs';

import AdmZip from 'adm-zip';

const json = (value: unknown) => Buffer.from(JSON.stringify(value, null, 2), 'utf8');

/**
 * Mealie's single-recipe zip: `<slug>.json` at the root, and `original.webp` beside it when the
 * recipe has an image on disk.
 */
export function buildRecipeZip(
  slug: string,
  recipe: unknown,
  originalImage: string | null,
): Buffer {
  const zip = new AdmZip();
  zip.addFile(`${slug}.json`, json(recipe));
  if (originalImage) zip.addLocalFile(originalImage, '', 'original.webp');
  return zip.toBuffer();
}

export interface RecipeFolder {
  slug: string;
  recipe: unknown;
  imageDir: string;
  assetDir: string;
}

/** Mealie's bulk export: `recipes/<slug>/<slug>.json` with the recipe's `images/` and `assets/`. */
export function buildRecipesExportZip(folders: RecipeFolder[]): Buffer {
  const zip = new AdmZip();
  for (const folder of folders) {
    const base = `recipes/${folder.slug}`;
    zip.addFile(`${base}/${folder.slug}.json`, json(folder.recipe));
    if (existsSync(folder.imageDir)) zip.addLocalFolder(folder.imageDir, `${base}/images`);
    if (existsSync(folder.assetDir)) zip.addLocalFolder(folder.assetDir, `${base}/assets`);
  }
  return zip.toBuffer();
}
