import type { Db } from '../database';
import { fixedQuery, fixedQueryFirst } from '../fixed-query';
import type {
  IngredientRow,
  InstructionRow,
  NewRecipeRow,
  RecipeRow,
  RecipeTable,
} from '../schema';

import type { Updateable } from 'kysely';

import { findRecipeIdByOldSlug } from './recipe-slug-history.repo';

const findCurrentRecipeRow = fixedQueryFirst((db, groupId: string, slugOrId: string) =>
  db
    .selectFrom('recipes')
    .selectAll()
    .where('groupId', '=', groupId)
    .where((eb) => eb.or([eb('slug', '=', slugOrId), eb('id', '=', slugOrId)])),
);

/**
 * A recipe of a group by slug or id (Mealie's `GET /api/recipes/{slug}` accepts both), or by a
 * slug it had before a rename. A recipe's current slug always wins over another's old one.
 */
export async function findRecipeRow(
  db: Db,
  groupId: string,
  slugOrId: string,
): Promise<RecipeRow | undefined> {
  const current = await findCurrentRecipeRow(db, groupId, slugOrId);
  if (current) return current;
  const renamedId = await findRecipeIdByOldSlug(db, groupId, slugOrId);
  return renamedId ? findCurrentRecipeRow(db, groupId, renamedId) : undefined;
}

export function findRecipeRowById(db: Db, id: string): Promise<RecipeRow | undefined> {
  return db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The group's recipes among `ids`; ids of other groups' recipes find nothing. */
export async function listGroupRecipeRows(
  db: Db,
  groupId: string,
  ids: string[],
): Promise<RecipeRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('recipes')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', 'in', ids)
    .execute();
}

export async function isRecipeSlugTaken(
  db: Db,
  groupId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('recipes')
    .select('id')
    .where('groupId', '=', groupId)
    .where('slug', '=', slug);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function listRecipeSlugsLike(
  db: Db,
  groupId: string,
  base: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('recipes')
    .select('slug')
    .where('groupId', '=', groupId)
    .where('slug', 'like', `${base}%`)
    .execute();
  return new Set(rows.map((r) => r.slug));
}

export async function nextSearchKey(db: Db): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.max('searchKey').as('max'))
    .executeTakeFirst();
  return (row?.max ?? 0) + 1;
}

export async function insertRecipeRow(db: Db, row: NewRecipeRow): Promise<void> {
  await db.insertInto('recipes').values(row).execute();
}

export async function updateRecipeRow(
  db: Db,
  id: string,
  change: Updateable<RecipeTable>,
): Promise<void> {
  await db.updateTable('recipes').set(change).where('id', '=', id).execute();
}

export async function deleteRecipeRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('recipes').where('id', '=', id).execute();
}

export async function countRecipes(db: Db): Promise<number> {
  const row = await db
    .selectFrom('recipes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface RecipeParts {
  ingredients: Omit<IngredientRow, 'recipeId' | 'position'>[];
  instructions: Omit<InstructionRow, 'recipeId' | 'position'>[];
  notes: { id: string; title: string; text: string }[];
  assets: { id: string; name: string; icon: string; fileName: string | null }[];
}

/** Replaces the ordered child rows of a recipe with the given ones, keeping list order. */
export async function replaceRecipeParts(
  db: Db,
  recipeId: string,
  parts: Partial<RecipeParts>,
): Promise<void> {
  if (parts.ingredients) {
    await db.deleteFrom('recipesIngredients').where('recipeId', '=', recipeId).execute();
    if (parts.ingredients.length > 0) {
      await db
        .insertInto('recipesIngredients')
        .values(parts.ingredients.map((row, position) => ({ ...row, recipeId, position })))
        .execute();
    }
  }
  if (parts.instructions) {
    await db.deleteFrom('recipeInstructions').where('recipeId', '=', recipeId).execute();
    if (parts.instructions.length > 0) {
      await db
        .insertInto('recipeInstructions')
        .values(parts.instructions.map((row, position) => ({ ...row, recipeId, position })))
        .execute();
    }
  }
  if (parts.notes) {
    await db.deleteFrom('notes').where('recipeId', '=', recipeId).execute();
    if (parts.notes.length > 0) {
      await db
        .insertInto('notes')
        .values(parts.notes.map((row, position) => ({ ...row, recipeId, position })))
        .execute();
    }
  }
  if (parts.assets) {
    await db.deleteFrom('recipeAssets').where('recipeId', '=', recipeId).execute();
    if (parts.assets.length > 0) {
      await db
        .insertInto('recipeAssets')
        .values(parts.assets.map((row, position) => ({ ...row, recipeId, position })))
        .execute();
    }
  }
}

const ingredientsOf = fixedQuery((db, recipeId: string) =>
  db
    .selectFrom('recipesIngredients')
    .selectAll()
    .where('recipeId', '=', recipeId)
    .orderBy('position'),
);
const instructionsOf = fixedQuery((db, recipeId: string) =>
  db
    .selectFrom('recipeInstructions')
    .selectAll()
    .where('recipeId', '=', recipeId)
    .orderBy('position'),
);
const notesOf = fixedQuery((db, recipeId: string) =>
  db
    .selectFrom('notes')
    .select(['id', 'title', 'text'])
    .where('recipeId', '=', recipeId)
    .orderBy('position'),
);
const assetsOf = fixedQuery((db, recipeId: string) =>
  db
    .selectFrom('recipeAssets')
    .select(['id', 'name', 'icon', 'fileName'])
    .where('recipeId', '=', recipeId)
    .orderBy('position'),
);

export async function loadRecipeParts(db: Db, recipeId: string): Promise<RecipeParts> {
  const [ingredients, instructions, notes, assets] = await Promise.all([
    ingredientsOf(db, recipeId),
    instructionsOf(db, recipeId),
    notesOf(db, recipeId),
    assetsOf(db, recipeId),
  ]);
  return { ingredients, instructions, notes, assets };
}
