import type { Db } from '../database';

const tablesByKind = {
  foods: 'ingredientFoods',
  units: 'ingredientUnits',
  labels: 'multiPurposeLabels',
} as const;

/** The lower-cased names of the group's foods, units or labels (to seed only what is missing). */
export async function listLowerNames(
  db: Db,
  kind: keyof typeof tablesByKind,
  groupId: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom(tablesByKind[kind])
    .select('name')
    .where('groupId', '=', groupId)
    .execute();
  return new Set(rows.map((row) => row.name.toLowerCase()));
}
