import { cleanNutrition } from '../scraper/nutrition';

import { column, csvFilesOf, headerHas, readCsvRows, type CsvRow } from './csv-rows';
import { folderOf } from './export-paths';
import { starsOf } from './json-file';
import { pictureAt } from './pictures';
import { splitList, stepsFromLines, textLines } from './draft-values';
import { toRecipeIn, type RecipeDraft } from './recipe-draft';
import {
  WrongExportError,
  type ExportFiles,
  type MigratedRecipe,
  type MigrationEntry,
  type MigrationReader,
} from './types';

const nutritionColumns = {
  calories: ['Calories'],
  fatContent: ['Fat', 'Total Fat'],
  proteinContent: ['Protein'],
  carbohydrateContent: ['Carbohydrate', 'Carbohydrates', 'Carbs'],
  fiberContent: ['Fiber', 'Fibre'],
  sodiumContent: ['Sodium'],
  sugarContent: ['Sugar', 'Sugars'],
} as const;

/** One row of Plan to Eat's recipe CSV (its column names, as Mealie reads them). */
function planToEatRecipe(files: ExportFiles, folder: string, row: CsvRow): MigratedRecipe {
  const nutrition: Record<string, string> = {};
  for (const [field, names] of Object.entries(nutritionColumns)) {
    const value = column(row, ...names);
    if (value) nutrition[field] = value;
  }
  const url = column(row, 'Url', 'Source Url');
  const source = column(row, 'Source');
  const notes: NonNullable<RecipeDraft['notes']> = [{ text: column(row, 'Notes') }];
  if (source && source !== url) notes.push({ title: 'Source', text: source });
  return {
    recipe: toRecipeIn({
      name: column(row, 'Title'),
      description: column(row, 'Description'),
      recipeYield: column(row, 'Servings', 'Yield') || undefined,
      prepTime: column(row, 'Prep Time'),
      performTime: column(row, 'Cook Time'),
      totalTime: column(row, 'Total Time'),
      orgURL: url,
      dateAdded: column(row, 'Created At'),
      ingredients: textLines(column(row, 'Ingredients')),
      instructions: stepsFromLines(textLines(column(row, 'Directions'))),
      notes,
      categories: [column(row, 'Course'), column(row, 'Cuisine')],
      tags: [...splitList(column(row, 'Tags')), column(row, 'Main Ingredient')],
      nutrition: cleanNutrition(nutrition),
    }),
    picture: pictureAt(files, folder, column(row, 'Photo Url', 'Photo URL', 'Image Url')),
    rating: starsOf(column(row, 'Rating')),
    isFavorite: false,
  };
}

/** Plan to Eat's recipe export: a CSV file, one recipe a row (or a zip holding it). */
export const planToEatReader: MigrationReader = {
  async list(files: ExportFiles): Promise<MigrationEntry[]> {
    const entries: MigrationEntry[] = [];
    for (const name of csvFilesOf(files)) {
      const rows = await readCsvRows(files, name);
      if (!headerHas(rows, 'Title')) continue;
      rows.forEach((row, index) => {
        entries.push({
          label: column(row, 'Title') || `Row ${index + 2}`,
          load: () => Promise.resolve(planToEatRecipe(files, folderOf(name), row)),
        });
      });
    }
    if (entries.length === 0) {
      throw new WrongExportError('errors.migrations.thisIsNotAPlan');
    }
    return entries;
  },
};
