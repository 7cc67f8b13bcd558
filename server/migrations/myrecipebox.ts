import { column, csvFilesOf, headerHas, readCsvRows, type CsvRow } from './csv-rows';
import { folderOf } from './export-paths';
import { starsOf } from './json-file';
import { pictureAt } from './pictures';
import { nutritionFromText, splitList, stepsFromLines, textLines } from './draft-values';
import { toRecipeIn, type RecipeDraft } from './recipe-draft';
import {
  WrongExportError,
  type ExportFiles,
  type MigratedRecipe,
  type MigrationEntry,
  type MigrationReader,
} from './types';

/** One row of My Recipe Box's CSV (its column names, with the ones its web export uses). */
function myRecipeBoxRecipe(files: ExportFiles, folder: string, row: CsvRow): MigratedRecipe {
  const nutrition = nutritionFromText(column(row, 'nutrition'));
  const notes: NonNullable<RecipeDraft['notes']> = [{ text: column(row, 'notes', 'comments') }];
  if (nutrition.note) notes.push({ title: 'Nutrition', text: nutrition.note });
  const source = column(row, 'source', 'url');
  const video = column(row, 'video');
  // As Mealie does: a video is the source when there is none, else a note.
  if (video && source) notes.push({ title: 'Video', text: video });
  return {
    recipe: toRecipeIn({
      name: column(row, 'title'),
      description: column(row, 'description'),
      recipeYield: column(row, 'quantity', 'servings', 'yield') || undefined,
      prepTime: column(row, 'preparationTime', 'prepTime'),
      performTime: column(row, 'cookingTime', 'cookTime'),
      totalTime: column(row, 'totalTime'),
      orgURL: source || video,
      ingredients: textLines(column(row, 'ingredients')),
      instructions: stepsFromLines(textLines(column(row, 'instructions', 'recipe'))),
      notes,
      categories: splitList(column(row, 'categories'), /;/),
      tags: splitList(column(row, 'tags'), /;/),
      nutrition: nutrition.nutrition,
    }),
    picture: pictureAt(files, folder, column(row, 'originalPicture', 'picture', 'imageUrl')),
    rating: starsOf(column(row, 'rating')),
    isFavorite: false,
  };
}

/** My Recipe Box's export: a CSV file, one recipe a row (or a zip holding it and pictures). */
export const myRecipeBoxReader: MigrationReader = {
  async list(files: ExportFiles): Promise<MigrationEntry[]> {
    const entries: MigrationEntry[] = [];
    for (const name of csvFilesOf(files)) {
      const rows = await readCsvRows(files, name);
      if (!headerHas(rows, 'title')) continue;
      rows.forEach((row, index) => {
        entries.push({
          label: column(row, 'title') || `Row ${index + 2}`,
          load: () => Promise.resolve(myRecipeBoxRecipe(files, folderOf(name), row)),
        });
      });
    }
    if (entries.length === 0) {
      throw new WrongExportError('errors.migrations.thisIsNotAMy');
    }
    return entries;
  },
};
