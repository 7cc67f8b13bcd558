import { randomUUID } from 'node:crypto';

import type { Updateable } from 'kysely';

import type { RecipeIn, RecipeIngredientIn } from '../../contract/recipes';
import type { Db } from '../../db/database';
import { replaceOrganizerLinks } from '../../db/repos/organizers.repo';
import { indexRecipe } from '../../db/repos/recipe-index.repo';
import {
  loadRecipeParts,
  replaceRecipeParts,
  updateRecipeRow,
  type RecipeParts,
} from '../../db/repos/recipes.repo';
import type { RecipeTable } from '../../db/schema';

import { resolveFood, resolveOrganizers, resolveUnit } from './recipe-references';

/** Either form of an ingredient line (a bare string becomes `{ note }`), seen as one shape. */
type IngredientLine = Partial<Extract<RecipeIngredientIn, { unit?: unknown }>>;

/** PUT replaces the whole recipe (absent fields take their defaults); PATCH keeps what is absent. */
export type WriteMode = 'replace' | 'merge';

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** The scalar columns an input sets; `name` and `slug` are the caller's business. */
function rowChanges(input: RecipeIn, mode: WriteMode): Updateable<RecipeTable> {
  const pick = <T>(value: T | null | undefined, fallback: T | null): T | null | undefined =>
    value === undefined ? (mode === 'replace' ? fallback : undefined) : (value ?? fallback);
  const settings = input.settings ?? undefined;
  return {
    description: pick(input.description, '') ?? '',
    recipeYield: pick(input.recipeYield, null),
    totalTime: pick(input.totalTime, null),
    prepTime: pick(input.prepTime, null),
    cookTime: pick(input.cookTime, null),
    performTime: pick(input.performTime, null),
    orgUrl: pick(input.orgURL !== undefined ? input.orgURL : input.orgUrl, null),
    dateAdded: input.dateAdded === undefined ? undefined : (input.dateAdded?.slice(0, 10) ?? null),
    lastMade: pick(input.lastMade, null),
    nutrition:
      input.nutrition === undefined
        ? mode === 'replace'
          ? null
          : undefined
        : input.nutrition
          ? JSON.stringify(input.nutrition)
          : null,
    extras:
      input.extras === undefined
        ? mode === 'replace'
          ? '{}'
          : undefined
        : JSON.stringify(input.extras ?? {}),
    isPublic: flag(settings?.public),
    showNutrition: flag(settings?.showNutrition),
    showAssets: flag(settings?.showAssets),
    landscapeView: flag(settings?.landscapeView),
    disableComments: flag(settings?.disableComments),
    disableAmount: flag(settings?.disableAmount),
    locked: flag(settings?.locked),
  };
}

async function partsOf(
  db: Db,
  groupId: string,
  recipeId: string,
  input: RecipeIn,
  mode: WriteMode,
): Promise<Partial<RecipeParts>> {
  const want = <T>(value: T[] | null | undefined): T[] | undefined =>
    value === undefined ? (mode === 'replace' ? [] : undefined) : (value ?? []);
  const ingredients = want(input.recipeIngredient);
  const instructions = want(input.recipeInstructions);
  const notes = want(input.notes);
  const assets = want(input.assets);
  const currentStepIds = new Set(
    (await loadRecipeParts(db, recipeId)).instructions.map((s) => s.id),
  );
  const parts: Partial<RecipeParts> = {};
  if (ingredients) {
    parts.ingredients = [];
    for (const line of ingredients as IngredientLine[]) {
      parts.ingredients.push({
        id: randomUUID(),
        title: line.title ?? null,
        note: line.note ?? '',
        quantity: line.quantity ?? null,
        unitId: await resolveUnit(db, groupId, line.unit),
        foodId: await resolveFood(db, groupId, line.food),
        originalText: line.originalText ?? null,
        referenceId: line.referenceId ?? randomUUID(),
      });
    }
  }
  if (instructions) {
    parts.instructions = instructions.map((step) => ({
      id: step.id && currentStepIds.has(step.id) ? step.id : randomUUID(),
      title: step.title ?? '',
      text: step.text,
      ingredientReferences: JSON.stringify(
        step.ingredientReferences
          .filter((r) => r.referenceId)
          .map((r) => ({ referenceId: r.referenceId })),
      ),
    }));
  }
  if (notes) parts.notes = notes.map((n) => ({ id: randomUUID(), title: n.title, text: n.text }));
  if (assets) {
    parts.assets = assets.map((a) => ({
      id: randomUUID(),
      name: a.name,
      icon: a.icon,
      fileName: a.fileName ?? null,
    }));
  }
  return parts;
}

/**
 * Writes everything but name and slug from a recipe body: columns, ingredients (resolving or
 * creating foods and units), steps, notes, assets and organizers; then refreshes the search
 * index. Runs inside the caller's transaction.
 */
export async function writeRecipeBody(
  db: Db,
  groupId: string,
  recipeId: string,
  input: RecipeIn,
  mode: WriteMode,
  extra: Updateable<RecipeTable> = {},
): Promise<void> {
  await updateRecipeRow(db, recipeId, { ...rowChanges(input, mode), ...extra });
  await replaceRecipeParts(db, recipeId, await partsOf(db, groupId, recipeId, input, mode));
  const organizers = [
    ['categories', input.recipeCategory],
    ['tags', input.tags],
    ['tools', input.tools],
  ] as const;
  for (const [kind, refs] of organizers) {
    if (refs === undefined && mode === 'merge') continue;
    await replaceOrganizerLinks(
      db,
      kind,
      recipeId,
      await resolveOrganizers(db, kind, groupId, refs ?? []),
    );
  }
  await indexRecipe(db, recipeId);
}
