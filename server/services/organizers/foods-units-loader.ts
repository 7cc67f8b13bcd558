import type { FoodOut, UnitOut } from '../../contract/organizers';
import type { Db } from '../../db/database';
import { loadAliases, loadFoods, loadLabels, loadUnits } from '../../db/repos/foods-units.repo';
import type { ReferenceKind } from '../../db/repos/ingredient-references.repo';

import { toFoodOut, toUnitOut } from './reference-views';

/** Foods and units by id, with aliases and labels, in a few queries for any number of ids. */
export async function loadFoodsAndUnits(
  db: Db,
  foodIds: string[],
  unitIds: string[],
): Promise<{ foods: Map<string, FoodOut>; units: Map<string, UnitOut> }> {
  const [foodRows, unitRows] = await Promise.all([
    loadFoods(db, [...new Set(foodIds)]),
    loadUnits(db, [...new Set(unitIds)]),
  ]);
  const [foodAliases, unitAliases, labels] = await Promise.all([
    loadAliases(
      db,
      'foods',
      foodRows.map((f) => f.id),
    ),
    loadAliases(
      db,
      'units',
      unitRows.map((u) => u.id),
    ),
    loadLabels(
      db,
      foodRows.flatMap((f) => (f.labelId ? [f.labelId] : [])),
    ),
  ]);
  const labelById = new Map(labels.map((l) => [l.id, l]));
  return {
    foods: new Map(
      foodRows.map((f) => [
        f.id,
        toFoodOut(
          f,
          foodAliases.get(f.id) ?? [],
          f.labelId ? (labelById.get(f.labelId) ?? null) : null,
        ),
      ]),
    ),
    units: new Map(unitRows.map((u) => [u.id, toUnitOut(u, unitAliases.get(u.id) ?? [])])),
  };
}

export interface ReferencesOut {
  foods: FoodOut;
  units: UnitOut;
}

/** Foods as `IngredientFood` or units as `IngredientUnit`, in the order of `ids`. */
export async function loadReferencesOut<Kind extends ReferenceKind>(
  db: Db,
  kind: Kind,
  ids: string[],
): Promise<ReferencesOut[Kind][]> {
  const loaded = await loadFoodsAndUnits(
    db,
    kind === 'foods' ? ids : [],
    kind === 'units' ? ids : [],
  );
  const byId: Map<string, FoodOut | UnitOut> = kind === 'foods' ? loaded.foods : loaded.units;
  // `kind` picked the map, which TypeScript cannot connect to the item type by itself.
  return ids.flatMap((id) => byId.get(id) ?? []) as ReferencesOut[Kind][];
}
