import { randomUUID } from 'node:crypto';

import type { Paginated } from '../../contract/common';
import type { ReferenceListQuery, UnitIn, UnitOut } from '../../contract/organizers';
import type { Db } from '../../db/database';
import { deleteUnitRow, findUnitNamed, updateUnitRow } from '../../db/repos/food-unit-edits.repo';
import {
  countUnits,
  listUnitsPage,
  unitFilterTargets,
  unitSortColumns,
} from '../../db/repos/food-unit-lists.repo';
import { findUnitById, insertUnit, replaceUnitAliases } from '../../db/repos/foods-units.repo';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { loadFoodsAndUnits } from './foods-units-loader';
import { requireUser } from '../guards';
import { requireGroupPermission } from '../group-permissions';
import { paginate } from '../pagination';
import { carriedParams, readCriteria, readOrder } from './reference-lists';

/** Units as `IngredientUnit`, in the order of `ids`. */
export async function loadUnitsOut(db: Db, ids: string[]): Promise<UnitOut[]> {
  const { units } = await loadFoodsAndUnits(db, [], ids);
  return ids.flatMap((id) => units.get(id) ?? []);
}

async function assertUnitOf(db: Db, groupId: string, id: string): Promise<void> {
  if (!(await findUnitById(db, groupId, id))) throw new NotFoundError();
}

async function checkedColumns(db: Db, groupId: string, input: UnitIn, selfId: string | null) {
  const clash = await findUnitNamed(db, groupId, input.name);
  if (clash && clash.id !== selfId) throw new ConflictError('Unit already exists');
  return {
    name: input.name,
    pluralName: input.pluralName || null,
    description: input.description,
    extras: JSON.stringify(input.extras ?? {}),
    onHand: input.onHand ? 1 : 0,
    fraction: input.fraction ? 1 : 0,
    abbreviation: input.abbreviation,
    pluralAbbreviation: input.pluralAbbreviation ?? '',
    useAbbreviation: input.useAbbreviation ? 1 : 0,
  };
}

const aliasNames = (input: UnitIn) => [...new Set(input.aliases.map((alias) => alias.name))];

export function listUnits(
  ctx: ServiceContext,
  actor: Actor,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<UnitOut>> {
  const user = requireUser(actor);
  const criteria = readCriteria(user.groupId, query, unitFilterTargets);
  return paginate(
    listPath,
    query,
    readOrder(query, unitSortColumns, 'u.createdAt'),
    () => countUnits(ctx.db, criteria),
    async (window) =>
      loadUnitsOut(
        ctx.db,
        (await listUnitsPage(ctx.db, criteria, window)).map((unit) => unit.id),
      ),
    carriedParams(query),
  );
}

/** Creates a unit; a client-sent `id` is ignored (ids are the server's, unique across groups). */
export function createUnit(ctx: ServiceContext, actor: Actor, input: UnitIn): Promise<UnitOut> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = randomUUID();
    const columns = await checkedColumns(trx, user.groupId, input, null);
    await insertUnit(
      trx,
      { id, groupId: user.groupId, ...columns, createdAt: now, updateAt: now },
      aliasNames(input),
    );
    return (await loadUnitsOut(trx, [id]))[0] as UnitOut;
  });
}

export async function getUnit(ctx: ServiceContext, actor: Actor, id: string): Promise<UnitOut> {
  const user = requireUser(actor);
  await assertUnitOf(ctx.db, user.groupId, id);
  return (await loadUnitsOut(ctx.db, [id]))[0] as UnitOut;
}

/** Replaces the unit's fields and aliases (units are not part of the search index). */
export function updateUnit(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: UnitIn,
): Promise<UnitOut> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    await assertUnitOf(trx, user.groupId, id);
    const columns = await checkedColumns(trx, user.groupId, input, id);
    await updateUnitRow(trx, id, { ...columns, updateAt: nowIso() });
    await replaceUnitAliases(trx, id, aliasNames(input));
    return (await loadUnitsOut(trx, [id]))[0] as UnitOut;
  });
}

/** Deletes the unit; ingredient lines using it keep everything else (Mealie does the same). */
export function deleteUnit(ctx: ServiceContext, actor: Actor, id: string): Promise<UnitOut> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    await assertUnitOf(trx, user.groupId, id);
    const deleted = (await loadUnitsOut(trx, [id]))[0] as UnitOut;
    await deleteUnitRow(trx, id);
    return deleted;
  });
}
