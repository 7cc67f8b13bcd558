import { sql, type Updateable } from 'kysely';

import type { Db } from '../database';
import type { FoodTable, UnitTable } from '../schema';

import { referenceTables } from './foods-units.repo';
import type { ReferenceKind } from './ingredient-references.repo';

/** Another food or unit of the group with this name, ignoring case (unique per group). */
export function findReferenceNamed(
  db: Db,
  kind: ReferenceKind,
  groupId: string,
  name: string,
): Promise<{ id: string } | undefined> {
  return db
    .selectFrom(referenceTables[kind])
    .select('id')
    .where('groupId', '=', groupId)
    .where(sql<string>`lower(name)`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function updateReferenceRow(
  db: Db,
  kind: ReferenceKind,
  id: string,
  change: Updateable<FoodTable> | Updateable<UnitTable>,
): Promise<void> {
  await db.updateTable(referenceTables[kind]).set(change).where('id', '=', id).execute();
}

/** Deletes the food or unit; ingredient lines keep their text, the link goes (ON DELETE SET NULL). */
export async function deleteReferenceRow(db: Db, kind: ReferenceKind, id: string): Promise<void> {
  await db.deleteFrom(referenceTables[kind]).where('id', '=', id).execute();
}
