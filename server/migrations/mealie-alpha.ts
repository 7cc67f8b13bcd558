import { camelizeKeys } from '../domain/snake-case';
import { cleanNutrition } from '../scraper/nutrition';
import { isNode } from '../scraper/schema-node';
import { cleanText } from '../scraper/text';

import { baseName, folderOf } from './export-paths';
import { numberOf, parseRecipeJson, starsOf } from './json-file';
import { pictureNamed } from './pictures';
import { splitList } from './draft-values';
import { toRecipeIn, type IngredientParts, type StepDraft } from './recipe-draft';
import {
  WrongExportError,
  type ExportFiles,
  type MigratedRecipe,
  type MigrationEntry,
  type MigrationReader,
} from './types';

const maxJsonBytes = 8 * 1024 * 1024;
/** `recipes/<slug>/<slug>.json` (v0.5), or `recipes/<slug>.json` with `images/` apart (v0.4). */
const recipeFile = /(^|\/)recipes\/(?:[^/]+\/)?[^/]+\.json$/i;

type Json = Record<string, unknown>;

const items = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/** A name given as text or as `{name}` (organizers, units and foods of old exports). */
const nameOf = (value: unknown) => cleanText(isNode(value) ? value.name : value);

function ingredientOf(line: unknown, structured: boolean): IngredientParts | string {
  if (!isNode(line)) return typeof line === 'string' ? line : '';
  const title = cleanText(line.title) || null;
  if (!structured || line.disableAmount === true) {
    return { title, note: cleanText(line.note) || cleanText(line.originalText) };
  }
  return {
    title,
    quantity: numberOf(line.quantity),
    unit: nameOf(line.unit) || null,
    food: nameOf(line.food) || null,
    note: cleanText(line.note),
  };
}

function stepOf(step: unknown): StepDraft {
  if (!isNode(step)) return { text: typeof step === 'string' ? step : '' };
  return {
    title: cleanText(step.title) || null,
    text: typeof step.text === 'string' ? step.text : '',
  };
}

const organizers = (value: unknown) =>
  typeof value === 'string' ? splitList(value) : items(value).map(nameOf);

/** A recipe of Mealie's pre-v1 export (its own camelCase JSON, older files snake_case). */
function mealieAlphaRecipe(raw: Json, picture: MigratedRecipe['picture']): MigratedRecipe {
  const settings = isNode(raw.settings) ? raw.settings : {};
  const structured = settings.disableAmount === false;
  return {
    recipe: toRecipeIn({
      name: raw.name,
      description: raw.description,
      recipeYield: raw.recipeYield ?? undefined,
      prepTime: raw.prepTime,
      performTime: raw.performTime ?? raw.cookTime,
      totalTime: raw.totalTime,
      orgURL: raw.orgURL ?? raw.orgUrl,
      dateAdded: raw.dateAdded,
      ingredients: items(raw.recipeIngredient).map((line) => ingredientOf(line, structured)),
      instructions: items(raw.recipeInstructions).map(stepOf),
      notes: items(raw.notes)
        .filter(isNode)
        .map((note) => ({
          title: cleanText(note.title),
          text: typeof note.text === 'string' ? note.text : '',
        })),
      tags: organizers(raw.tags),
      categories: organizers(raw.recipeCategory ?? raw.categories),
      tools: organizers(raw.tools),
      nutrition: cleanNutrition(raw.nutrition),
      structuredAmounts: structured,
    }),
    picture,
    rating: starsOf(raw.rating),
    isFavorite: false,
  };
}

async function alphaRecipe(files: ExportFiles, jsonName: string): Promise<MigratedRecipe> {
  const text = (await files.read(jsonName, maxJsonBytes)).toString('utf8');
  const raw = camelizeKeys(parseRecipeJson(text, baseName(jsonName))) as Json;
  const folder = folderOf(jsonName);
  const slug = cleanText(raw.slug) || baseName(jsonName).replace(/\.json$/i, '');
  const root = folder.replace(/recipes\/(?:[^/]+\/)?$/i, '');
  const picture =
    pictureNamed(files, `${folder}images/`, ['original', 'min-original']) ??
    pictureNamed(files, `${root}images/${slug}/`, ['original', 'min-original']) ??
    pictureNamed(files, `${root}images/`, [slug.toLowerCase()]);
  return mealieAlphaRecipe(raw, picture);
}

/** Mealie's pre-v1 export: a zip with each recipe's JSON under `recipes/` and its images. */
export const mealieAlphaReader: MigrationReader = {
  list(files: ExportFiles): Promise<MigrationEntry[]> {
    const names = files.names.filter((name) => recipeFile.test(name));
    if (names.length === 0) {
      throw new WrongExportError('errors.migrations.thisIsNotAnExport');
    }
    return Promise.resolve(
      names.map((name) => ({
        label: baseName(name).replace(/\.json$/i, ''),
        load: () => alphaRecipe(files, name),
      })),
    );
  },
};
