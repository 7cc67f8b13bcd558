import { sql } from 'kysely';

import type { Db } from '../database';

export type ReferenceKind = 'foods' | 'units';

/**
 * Every column that points at a food or a unit. Merging re-points all of them. snake_case: used
 * in raw SQL.
 */
const referencingColumns: Record<ReferenceKind, { table: string; column: string }[]> = {
  foods: [
    { table: 'recipes_ingredients', column: 'food_id' },
    { table: 'shopping_list_items', column: 'food_id' },
  ],
  units: [
    { table: 'recipes_ingredients', column: 'unit_id' },
    { table: 'shopping_list_items', column: 'unit_id' },
  ],
};

/** Points every reference to `fromId` at `toId` instead. */
export async function repointReferences(
  db: Db,
  kind: ReferenceKind,
  fromId: string,
  toId: string,
): Promise<void> {
  for (const { table, column } of referencingColumns[kind]) {
    await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${toId} WHERE ${sql.ref(column)} = ${fromId}`.execute(
      db,
    );
  }
}

/** Recipes with an ingredient line using the food or unit. */
export async function listRecipeIdsUsing(
  db: Db,
  kind: ReferenceKind,
  id: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('recipesIngredients')
    .select('recipeId')
    .distinct()
    .where(kind === 'foods' ? 'foodId' : 'unitId', '=', id)
    .execute();
  return rows.map((row) => row.recipeId);
}

/** How many ingredient lines (in how many recipes) and shopping list items use the food or unit. */
export async function countReferences(
  db: Db,
  kind: ReferenceKind,
  id: string,
): Promise<{ recipes: number; recipeIngredients: number; shoppingListItems: number }> {
  const column = kind === 'foods' ? 'foodId' : 'unitId';
  const [ingredients, items] = await Promise.all([
    db
      .selectFrom('recipesIngredients')
      .select((eb) => [
        eb.fn.countAll<number>().as('lines'),
        eb.fn.count<number>('recipeId').distinct().as('recipes'),
      ])
      .where(column, '=', id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('shoppingListItems')
      .select((eb) => eb.fn.countAll<number>().as('items'))
      .where(column, '=', id)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    recipes: ingredients.recipes,
    recipeIngredients: ingredients.lines,
    shoppingListItems: items.items,
  };
}
