import { gunzipSync } from 'node:zlib';

import { baseName, extensionOf } from './export-paths';
import { numberOf, parseRecipeJson, starsOf } from './json-file';
import { embeddedPicture } from './pictures';
import { nutritionFromText, stepsFromLines, textLines } from './draft-values';
import { toRecipeIn, type RecipeDraft } from './recipe-draft';
import {
  BrokenRecipeError,
  WrongExportError,
  type ExportFiles,
  type MigratedRecipe,
  type MigrationEntry,
  type MigrationReader,
} from './types';

/** A recipe file holds its photos in base64: allow for a few large ones. */
const maxPackedBytes = 64 * 1024 * 1024;
const maxJsonBytes = 96 * 1024 * 1024;

function unpack(bytes: Buffer, name: string): Record<string, unknown> {
  let json: Buffer;
  try {
    json = gunzipSync(bytes, { maxOutputLength: maxJsonBytes });
  } catch (error) {
    if (error instanceof RangeError) {
      throw new BrokenRecipeError('errors.migrations.unpacksToMoreThanBytes', {
        name,
        maxJsonBytes,
      });
    }
    throw new BrokenRecipeError('errors.migrations.isNotAGzipCompressed', { name });
  }
  return parseRecipeJson(json.toString('utf8'), name);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** One recipe of Paprika's export format (gzipped JSON; fields as Paprika 3 writes them). */
function paprikaRecipe(raw: Record<string, unknown>): MigratedRecipe {
  const nutrition = nutritionFromText(raw.nutritional_info);
  const notes: NonNullable<RecipeDraft['notes']> = [{ text: text(raw.notes) }];
  if (nutrition.note) notes.push({ title: 'Nutrition', text: nutrition.note });
  const source = text(raw.source);
  const url = text(raw.source_url);
  if (source && !url) notes.push({ title: 'Source', text: source });
  const draft: RecipeDraft = {
    name: raw.name,
    description: raw.description,
    recipeYield: text(raw.servings) || undefined,
    prepTime: raw.prep_time,
    performTime: raw.cook_time,
    totalTime: raw.total_time,
    orgURL: url,
    dateAdded: raw.created,
    ingredients: textLines(raw.ingredients),
    instructions: stepsFromLines(textLines(raw.directions)),
    notes,
    categories: Array.isArray(raw.categories) ? raw.categories : [],
    nutrition: nutrition.nutrition,
  };
  const photos = Array.isArray(raw.photos) ? (raw.photos as { data?: unknown }[]) : [];
  return {
    recipe: toRecipeIn(draft),
    picture: embeddedPicture(raw.photo_data) ?? embeddedPicture(photos[0]?.data) ?? null,
    rating: starsOf(raw.rating),
    isFavorite: raw.on_favorites === true || numberOf(raw.on_favorites) === 1,
  };
}

/**
 * Paprika's `.paprikarecipes`: a zip of `<name>.paprikarecipe` files, each one recipe as gzipped
 * JSON with its photo in base64. A single `.paprikarecipe` upload is read as a one-recipe export.
 */
export const paprikaReader: MigrationReader = {
  list(files: ExportFiles): Promise<MigrationEntry[]> {
    const names = files.names.filter((name) => extensionOf(name) === 'paprikarecipe');
    if (names.length === 0) {
      throw new WrongExportError('errors.migrations.thisIsNotAPaprika');
    }
    return Promise.resolve(
      names.map((name) => ({
        label: baseName(name).replace(/\.paprikarecipe$/i, ''),
        load: async () => paprikaRecipe(unpack(await files.read(name, maxPackedBytes), name)),
      })),
    );
  },
};
