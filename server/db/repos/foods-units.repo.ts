import { sql } from 'kysely';

import type { Db } from '../database';
import { fixedQuery } from '../fixed-query';
import { inJsonList } from '../id-list';
import type { FoodRow, UnitRow } from '../schema';

export function findFoodById(db: Db, groupId: string, id: string): Promise<FoodRow | undefined> {
  return db
    .selectFrom('ingredientFoods')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

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

export function findUnitById(db: Db, groupId: string, id: string): Promise<UnitRow | undefined> {
  return db
    .selectFrom('ingredientUnits')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
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

export async function insertFood(db: Db, row: FoodRow, aliases: string[] = []): Promise<void> {
  await db.insertInto('ingredientFoods').values(row).execute();
  await replaceFoodAliases(db, row.id, aliases);
}

export async function insertUnit(db: Db, row: UnitRow, aliases: string[] = []): Promise<void> {
  await db.insertInto('ingredientUnits').values(row).execute();
  await replaceUnitAliases(db, row.id, aliases);
}

export async function replaceFoodAliases(db: Db, foodId: string, names: string[]): Promise<void> {
  await db.deleteFrom('ingredientFoodsAliases').where('foodId', '=', foodId).execute();
  if (names.length === 0) return;
  await db
    .insertInto('ingredientFoodsAliases')
    .values(names.map((name) => ({ id: crypto.randomUUID(), foodId, name })))
    .execute();
}

export async function replaceUnitAliases(db: Db, unitId: string, names: string[]): Promise<void> {
  await db.deleteFrom('ingredientUnitsAliases').where('unitId', '=', unitId).execute();
  if (names.length === 0) return;
  await db
    .insertInto('ingredientUnitsAliases')
    .values(names.map((name) => ({ id: crypto.randomUUID(), unitId, name })))
    .execute();
}

/** Aliases of many foods or units at once: owner id → alias names. */
export async function loadAliases(
  db: Db,
  kind: 'foods' | 'units',
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
