import { sql } from 'kysely';

import type { Db } from '../database';
import { fixedQuery } from '../fixed-query';
import { inJsonList } from '../id-list';
import type { FoodRow, UnitRow } from '../schema';

import type { ReferenceKind } from './ingredient-references.repo';

/** The table of each kind of reference data. */
export const referenceTables = { foods: 'ingredientFoods', units: 'ingredientUnits' } as const;

interface ReferenceRows {
  foods: FoodRow;
  units: UnitRow;
}

export function findReferenceById<Kind extends ReferenceKind>(
  db: Db,
  kind: Kind,
  groupId: string,
  id: string,
): Promise<ReferenceRows[Kind] | undefined> {
  const table: (typeof referenceTables)[ReferenceKind] = referenceTables[kind];
  return db
    .selectFrom(table)
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export const findFoodById = (db: Db, groupId: string, id: string) =>
  findReferenceById(db, 'foods', groupId, id);
export const findUnitById = (db: Db, groupId: string, id: string) =>
  findReferenceById(db, 'units', groupId, id);

/** A food by its name, plural name or alias, ignoring case. */
export async function findFoodByName(
  db: Db,
  groupId: string,
  name: string,
): Promise<FoodRow | undefined> {
  const lower = name.toLowerCase();
  return db
    .selectFrom('ingredientFoods as f')
    .selectAll('f')
    .where('f.groupId', '=', groupId)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['f.name']), '=', lower),
        eb(eb.fn('lower', ['f.pluralName']), '=', lower),
        eb.exists(
          eb
            .selectFrom('ingredientFoodsAliases as a')
            .select('a.id')
            .whereRef('a.foodId', '=', 'f.id')
            .where(sql<string>`lower(${sql.ref('a.name')})`, '=', lower),
        ),
      ]),
    )
    .executeTakeFirst();
}

/** A unit by its name, plural, abbreviation or alias, ignoring case. */
export async function findUnitByName(
  db: Db,
  groupId: string,
  name: string,
): Promise<UnitRow | undefined> {
  const lower = name.toLowerCase();
  return db
    .selectFrom('ingredientUnits as u')
    .selectAll('u')
    .where('u.groupId', '=', groupId)
    .where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.name']), '=', lower),
        eb(eb.fn('lower', ['u.pluralName']), '=', lower),
        eb(eb.fn('lower', ['u.abbreviation']), '=', lower),
        eb.exists(
          eb
            .selectFrom('ingredientUnitsAliases as a')
            .select('a.id')
            .whereRef('a.unitId', '=', 'u.id')
            .where(sql<string>`lower(${sql.ref('a.name')})`, '=', lower),
        ),
      ]),
    )
    .executeTakeFirst();
}

export async function insertReference(
  db: Db,
  kind: ReferenceKind,
  row: FoodRow | UnitRow,
  aliases: string[] = [],
): Promise<void> {
  await db.insertInto(referenceTables[kind]).values(row).execute();
  await replaceAliases(db, kind, row.id, aliases);
}

/** Replaces a food's or unit's aliases with `names`. */
export async function replaceAliases(
  db: Db,
  kind: ReferenceKind,
  ownerId: string,
  names: string[],
): Promise<void> {
  const rows = names.map((name) => ({ id: crypto.randomUUID(), name }));
  if (kind === 'foods') {
    await db.deleteFrom('ingredientFoodsAliases').where('foodId', '=', ownerId).execute();
    if (rows.length > 0) {
      const values = rows.map((row) => ({ ...row, foodId: ownerId }));
      await db.insertInto('ingredientFoodsAliases').values(values).execute();
    }
  } else {
    await db.deleteFrom('ingredientUnitsAliases').where('unitId', '=', ownerId).execute();
    if (rows.length > 0) {
      const values = rows.map((row) => ({ ...row, unitId: ownerId }));
      await db.insertInto('ingredientUnitsAliases').values(values).execute();
    }
  }
}

/** Aliases of many foods or units at once: owner id → alias names. */
export async function loadAliases(
  db: Db,
  kind: ReferenceKind,
  ids: string[],
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  if (ids.length === 0) return result;
  const rows = await (kind === 'foods' ? foodAliasesOf : unitAliasesOf)(db, JSON.stringify(ids));
  for (const row of rows) result.set(row.ownerId, [...(result.get(row.ownerId) ?? []), row.name]);
  return result;
}

// Every recipe page reads its foods and units with these: compiled once, for any number of ids.
const foodAliasesOf = fixedQuery((db, idsJson: string) =>
  db
    .selectFrom('ingredientFoodsAliases')
    .select(['foodId as ownerId', 'name'])
    .where('foodId', 'in', inJsonList(idsJson)),
);
const unitAliasesOf = fixedQuery((db, idsJson: string) =>
  db
    .selectFrom('ingredientUnitsAliases')
    .select(['unitId as ownerId', 'name'])
    .where('unitId', 'in', inJsonList(idsJson)),
);
const foodsOf = fixedQuery((db, idsJson: string) =>
  db.selectFrom('ingredientFoods').selectAll().where('id', 'in', inJsonList(idsJson)),
);
const unitsOf = fixedQuery((db, idsJson: string) =>
  db.selectFrom('ingredientUnits').selectAll().where('id', 'in', inJsonList(idsJson)),
);
const labelsOf = fixedQuery((db, idsJson: string) =>
  db.selectFrom('multiPurposeLabels').selectAll().where('id', 'in', inJsonList(idsJson)),
);

export function loadFoods(db: Db, ids: string[]): Promise<FoodRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return foodsOf(db, JSON.stringify(ids));
}

export function loadUnits(db: Db, ids: string[]): Promise<UnitRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return unitsOf(db, JSON.stringify(ids));
}

export function loadLabels(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return labelsOf(db, JSON.stringify(ids));
}
