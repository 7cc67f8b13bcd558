import { cleanNutrition } from '../scraper/nutrition';
import { isNode } from '../scraper/schema-node';
import { cleanText } from '../scraper/text';
import { openZipReader, type ZipReader } from '../files/safe-zip-file';

import { baseName, extensionOf } from './export-paths';
import { numberOf, parseRecipeJson } from './json-file';
import { maxPictureBytes, pictureRead } from './pictures';
import { toRecipeIn, type IngredientParts, type StepDraft } from './recipe-draft';
import {
  BrokenRecipeError,
  WrongExportError,
  type ExportFiles,
  type MigratedRecipe,
  type MigrationEntry,
  type MigrationReader,
} from './types';

/** One recipe's zip: its JSON and one picture. */
const maxRecipeZipBytes = 48 * 1024 * 1024;
const recipeZipLimits = { maxEntries: 20, maxTotalBytes: 64 * 1024 * 1024, maxRatio: 200 };
const maxJsonBytes = 8 * 1024 * 1024;

type Json = Record<string, unknown>;

const list = (value: unknown): Json[] =>
  Array.isArray(value) ? (value as unknown[]).filter(isNode) : [];

const byOrder = (a: Json, b: Json) => (numberOf(a.order) ?? 0) - (numberOf(b.order) ?? 0);

const nameOf = (thing: unknown) => (isNode(thing) ? cleanText(thing.name) : '');

function ingredientOf(raw: Json): IngredientParts {
  if (raw.is_header === true) return { title: cleanText(raw.note) || nameOf(raw.food) };
  return {
    quantity: raw.no_amount === true ? null : numberOf(raw.amount),
    unit: nameOf(raw.unit) || null,
    food: nameOf(raw.food) || null,
    note: cleanText(raw.note),
  };
}

/** Tandoor keeps ingredients on steps; a named step's name heads its ingredients too. */
function stepsAndIngredients(raw: Json): { steps: StepDraft[]; ingredients: IngredientParts[] } {
  const steps: StepDraft[] = [];
  const ingredients: IngredientParts[] = [];
  for (const step of list(raw.steps).sort(byOrder)) {
    const title = cleanText(step.name);
    const lines = list(step.ingredients).sort(byOrder).map(ingredientOf);
    const [first] = lines;
    if (title && first && !first.title) ingredients.push({ title });
    ingredients.push(...lines);
    const text = typeof step.instruction === 'string' ? step.instruction.trim() : '';
    if (text) steps.push({ title, text });
  }
  return { steps, ingredients };
}

const minutes = (value: unknown) => {
  const number = numberOf(value);
  return number !== null && number > 0 ? number : null;
};

/** A recipe of Tandoor's default export format (`RecipeExportSerializer`'s fields). */
function tandoorRecipe(raw: Json, picture: MigratedRecipe['picture']): MigratedRecipe {
  const { steps, ingredients } = stepsAndIngredients(raw);
  const working = minutes(raw.working_time);
  const waiting = minutes(raw.waiting_time);
  const servings = numberOf(raw.servings);
  const servingsText = cleanText(raw.servings_text);
  const nutrition = isNode(raw.nutrition) ? raw.nutrition : {};
  return {
    recipe: toRecipeIn({
      name: raw.name,
      description: raw.description,
      recipeYield:
        servings && servingsText ? `${servings} ${servingsText}` : (servings ?? undefined),
      // Mealie's reading of Tandoor's times: working time is the cook time, both make the total.
      performTime: working,
      totalTime: working || waiting ? (working ?? 0) + (waiting ?? 0) : null,
      orgURL: raw.source_url,
      ingredients,
      instructions: steps,
      tags: list(raw.keywords).map((keyword) => keyword.name),
      nutrition: cleanNutrition({
        calories: nutrition.calories,
        carbohydrateContent: nutrition.carbohydrates,
        fatContent: nutrition.fats,
        proteinContent: nutrition.proteins,
      }),
      structuredAmounts: true,
    }),
    picture,
    rating: null,
    isFavorite: false,
  };
}

async function readRecipeZip(zip: ZipReader, label: string): Promise<MigratedRecipe> {
  const jsonName =
    zip.names.find((name) => baseName(name).toLowerCase() === 'recipe.json') ??
    zip.names.find((name) => extensionOf(name) === 'json');
  if (!jsonName) throw new BrokenRecipeError('errors.migrations.holdsNoRecipeJson', { label });
  const raw = parseRecipeJson((await zip.read(jsonName, maxJsonBytes)).toString('utf8'), jsonName);
  const imageName = zip.names.find((name) => /^image\./i.test(baseName(name)));
  const picture = imageName ? await pictureRead(zip.read(imageName, maxPictureBytes)) : null;
  return tandoorRecipe(raw, picture);
}

async function innerRecipe(files: ExportFiles, name: string): Promise<MigratedRecipe> {
  const zip = await openZipReader(await files.read(name, maxRecipeZipBytes), recipeZipLimits);
  try {
    return await readRecipeZip(zip, baseName(name));
  } finally {
    zip.close();
  }
}

/**
 * Tandoor's default export: `export.zip` holding one zip per recipe, each with `recipe.json`
 * and `image.<ext>`. One recipe's zip uploaded on its own is read too.
 */
export const tandoorReader: MigrationReader = {
  list(files: ExportFiles): Promise<MigrationEntry[]> {
    const zips = files.names.filter((name) => extensionOf(name) === 'zip');
    if (zips.length > 0) {
      return Promise.resolve(
        zips.map((name) => ({
          label: baseName(name).replace(/\.zip$/i, ''),
          load: () => innerRecipe(files, name),
        })),
      );
    }
    if (files.names.some((name) => baseName(name).toLowerCase() === 'recipe.json')) {
      const single: ZipReader = { ...files, close: () => undefined };
      return Promise.resolve([
        { label: 'recipe.json', load: () => readRecipeZip(single, 'recipe') },
      ]);
    }
    throw new WrongExportError('errors.migrations.thisIsNotATandoor');
  },
};
