import { cleanNutrition } from '../scraper/nutrition';
import { cleanLines, cleanText } from '../scraper/text';
import { isElement } from '../scraper/visibility';

import { htmlRecipes, parseHtml, type HtmlRecipe } from './html-recipes';
import { starsOf } from './json-file';
import { pictureAt } from './pictures';
import { stepsFromLines } from './draft-values';
import { toRecipeIn, type RecipeDraft } from './recipe-draft';
import {
  WrongExportError,
  type ExportFiles,
  type MigratedRecipe,
  type MigrationEntry,
  type MigrationReader,
} from './types';

/** Fields written as blocks of paragraphs, one line each. */
const blockFields = new Set(['recipeIngredients', 'recipeDirections', 'recipeNotes']);

/** Every `itemprop` of one recipe: `<meta content>`, `<img src>`, block lines or text. */
function propsOf(found: HtmlRecipe): Map<string, string[]> {
  const $ = parseHtml(found.html);
  const props = new Map<string, string[]>();
  for (const element of $('[itemprop]').toArray().filter(isElement)) {
    const el = $(element);
    const name = el.attr('itemprop') ?? '';
    let values: string[];
    if (element.tagName === 'meta') values = [el.attr('content') ?? ''];
    else if (element.tagName === 'img') values = [el.attr('src') ?? ''];
    else if (blockFields.has(name)) values = cleanLines(el.html() ?? '');
    else values = [cleanText(el.html() ?? '')];
    props.set(name, [...(props.get(name) ?? []), ...values.filter(Boolean)]);
  }
  return props;
}

const nutritionFields = {
  Calories: 'calories',
  TotalFat: 'fatContent',
  Protein: 'proteinContent',
  TotalCarbohydrate: 'carbohydrateContent',
  DietaryFiber: 'fiberContent',
  Sodium: 'sodiumContent',
  Sugars: 'sugarContent',
} as const;

/** One `div.recipe-details` of Recipe Keeper's `recipes.html` (schema.org-like microdata). */
function recipeKeeperRecipe(files: ExportFiles, found: HtmlRecipe): MigratedRecipe {
  const props = propsOf(found);
  const all = (name: string) => props.get(name) ?? [];
  const one = (name: string) => all(name)[0] ?? '';
  const nutrition: Record<string, string> = {};
  for (const [suffix, field] of Object.entries(nutritionFields)) {
    if (one(`recipeNut${suffix}`)) nutrition[field] = one(`recipeNut${suffix}`);
  }
  const source = one('recipeSource');
  const isUrl = /^https?:\/\//i.test(source);
  const notes: NonNullable<RecipeDraft['notes']> = [{ text: all('recipeNotes').join('\n') }];
  if (source && !isUrl) notes.push({ title: 'Source', text: source });
  const photo = [...props.keys()]
    .filter((name) => /^photo\d+$/.test(name))
    .sort((a, b) => Number(a.slice(5)) - Number(b.slice(5)))
    .map((name) => one(name))
    .find(Boolean);
  return {
    recipe: toRecipeIn({
      name: one('name'),
      description: one('description'),
      recipeYield: one('recipeYield') || undefined,
      prepTime: one('prepTime'),
      performTime: one('cookTime'),
      totalTime: one('totalTime'),
      orgURL: isUrl ? source : '',
      ingredients: all('recipeIngredients'),
      instructions: stepsFromLines(all('recipeDirections')),
      notes,
      // Mealie files Recipe Keeper's courses as tags and its categories as categories.
      tags: [...all('recipeCourse'), ...all('recipeCollection')],
      categories: all('recipeCategory'),
      nutrition: cleanNutrition(nutrition),
    }),
    picture: pictureAt(
      files,
      found.folder,
      photo ?? parseHtml(found.html)('img.recipe-photo').attr('src'),
    ),
    rating: starsOf(one('recipeRating')),
    isFavorite: /^(true|1|yes)$/i.test(one('recipeIsFavourite')),
  };
}

/** Recipe Keeper's HTML export: a zip with `recipes.html` (a `recipe-details` per recipe) and images. */
export const recipeKeeperReader: MigrationReader = {
  async list(files: ExportFiles): Promise<MigrationEntry[]> {
    const found = await htmlRecipes(files, 'recipes.html', 'div.recipe-details', (recipe) =>
      cleanText(recipe.find('[itemprop="name"]').first().text()),
    );
    if (found.length === 0) {
      throw new WrongExportError('errors.migrations.thisIsNotARecipe');
    }
    return found.map((recipe, index) => ({
      label: recipe.label || `Recipe ${index + 1}`,
      load: () => Promise.resolve(recipeKeeperRecipe(files, recipe)),
    }));
  },
};
