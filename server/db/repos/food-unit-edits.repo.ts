import { sql, type Updateable } from 'kysely';

import type { Db } from '../database';
import type { FoodTable, UnitTable } from '../schema';

/** Another food of the group with this name, ignoring case (names are unique per group). */
export function findFoodNamed(
  db: Db,
  groupId: string,
  name: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('ingredientFoods')
    .select('id')
    .where('groupId', '=', groupId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export function findUnitNamed(
  db: Db,
  groupId: string,
  name: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom('ingredientUnits')
    .select('id')
    .where('groupId', '=', groupId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function updateFoodRow(
  db: Db,
  id: string,
  change: Updateable<FoodTable>,
): Promise<void> {
  await db.updateTable('ingredientFoods').set(change).where('id', '=', id).execute();
}

export async function updateUnitRow(
  db: Db,
  id: string,
  change: Updateable<UnitTable>,
): Promise<void> {
  await db.updateTable('ingredientUnits').set(change).where('id', '=', id).execute();
}

/** Deletes the food; ingredient lines keep their text and lose the link (ON DELETE SET NULL). */
export async function deleteFoodRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('ingredientFoods').where('id', '=', id).execute();
}

/** Deletes the unit; ingredient lines keep their text and lose the link (ON DELETE SET NULL). */
export async function deleteUnitRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('ingredientUnits').where('id', '=', id).execute();
}
