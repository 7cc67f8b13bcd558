import { randomUUID } from 'node:crypto';

import type { Paginated } from '../../contract/common';
import type { FoodIn, ReferenceListQuery, UnitIn } from '../../contract/organizers';
import type { Db } from '../../db/database';
import {
  deleteReferenceRow,
  findReferenceNamed,
  updateReferenceRow,
} from '../../db/repos/food-unit-edits.repo';
import {
  countReferences,
  listReferenceIdsPage,
  referenceFilterTargets,
  referenceSortColumns,
} from '../../db/repos/food-unit-lists.repo';
import {
  findReferenceById,
  insertReference,
  replaceAliases,
} from '../../db/repos/foods-units.repo';
import { listRecipeIdsUsing, type ReferenceKind } from '../../db/repos/ingredient-references.repo';
import { findLabel } from '../../db/repos/labels.repo';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';
import type { MessageKey } from '../../i18n/translate';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { requireGroupPermission } from '../group-permissions';
import { paginate } from '../pagination';
import { reindexRecipes } from '../recipes/search-reindex';

import { loadReferencesOut, type ReferencesOut } from './foods-units-loader';
import { carriedParams, readCriteria, readOrder } from './reference-lists';

/** `/api/foods` and `/api/units`: the same rules over two tables. */
interface ReferenceInputs {
  foods: FoodIn;
  units: UnitIn;
}

const conflicts: Record<ReferenceKind, MessageKey> = {
  foods: 'errors.organizers.foodAlreadyExists',
  units: 'errors.organizers.unitAlreadyExists',
};

const shared = (input: FoodIn | UnitIn) => ({
  name: input.name,
  pluralName: input.pluralName || null,
  description: input.description,
  extras: JSON.stringify(input.extras ?? {}),
  onHand: input.onHand ? 1 : 0,
});

type OwnColumns =
  | { labelId: string | null }
  | { fraction: number; abbreviation: string; pluralAbbreviation: string; useAbbreviation: number };

/** The columns only one kind has; a food's label must be one of the group's. */
const ownColumns = {
  foods: async (db: Db, groupId: string, input: FoodIn) => {
    if (input.labelId && !(await findLabel(db, groupId, input.labelId))) {
      throw new InvalidError('errors.organizers.unknownLabel', { labelId: input.labelId });
    }
    return { labelId: input.labelId ?? null };
  },
  units: (_db: Db, _groupId: string, input: UnitIn) =>
    Promise.resolve({
      fraction: input.fraction ? 1 : 0,
      abbreviation: input.abbreviation,
      pluralAbbreviation: input.pluralAbbreviation ?? '',
      useAbbreviation: input.useAbbreviation ? 1 : 0,
    }),
};

/** The columns a create or update writes, after checking the name is free in the group. */
async function checkedColumns<Kind extends ReferenceKind>(
  db: Db,
  kind: Kind,
  groupId: string,
  input: ReferenceInputs[Kind],
  selfId: string | null,
) {
  const clash = await findReferenceNamed(db, kind, groupId, input.name);
  if (clash && clash.id !== selfId) throw new ConflictError(conflicts[kind]);
  // `kind` picks the function made for this kind's input.
  const own = await (
    ownColumns[kind] as (db: Db, groupId: string, input: FoodIn | UnitIn) => Promise<OwnColumns>
  )(db, groupId, input);
  return { ...shared(input), ...own };
}

const aliasNames = (input: FoodIn | UnitIn) => [
  ...new Set(input.aliases.map((alias) => alias.name)),
];

async function loadOne<Kind extends ReferenceKind>(db: Db, kind: Kind, id: string) {
  return (await loadReferencesOut(db, kind, [id]))[0] as ReferencesOut[Kind];
}

async function assertInGroup(db: Db, kind: ReferenceKind, groupId: string, id: string) {
  const row = await findReferenceById(db, kind, groupId, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** One page of the group's foods or units (also the explore pages', for a public group). */
export function listReferencesOf<Kind extends ReferenceKind>(
  db: Db,
  kind: Kind,
  groupId: string,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<ReferencesOut[Kind]>> {
  const criteria = readCriteria(groupId, query, referenceFilterTargets[kind]);
  return paginate(
    listPath,
    query,
    readOrder(query, referenceSortColumns[kind], 'createdAt'),
    () => countReferences(db, kind, criteria),
    async (window) =>
      loadReferencesOut(
        db,
        kind,
        (await listReferenceIdsPage(db, kind, criteria, window)).map((row) => row.id),
      ),
    carriedParams(query),
  );
}

export function listReferences<Kind extends ReferenceKind>(
  ctx: ServiceContext,
  actor: Actor,
  kind: Kind,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<ReferencesOut[Kind]>> {
  return listReferencesOf(ctx.db, kind, requireUser(actor).groupId, query, listPath);
}

/** Creates a food or unit; a client-sent `id` is ignored (ids are the server's). */
export function createReference<Kind extends ReferenceKind>(
  ctx: ServiceContext,
  actor: Actor,
  kind: Kind,
  input: ReferenceInputs[Kind],
): Promise<ReferencesOut[Kind]> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const id = randomUUID();
    const columns = await checkedColumns(trx, kind, user.groupId, input, null);
    const row = { id, groupId: user.groupId, ...columns, createdAt: now, updateAt: now };
    await insertReference(trx, kind, row, aliasNames(input));
    return loadOne(trx, kind, id);
  });
}

export async function getReference<Kind extends ReferenceKind>(
  ctx: ServiceContext,
  actor: Actor,
  kind: Kind,
  id: string,
): Promise<ReferencesOut[Kind]> {
  await assertInGroup(ctx.db, kind, requireUser(actor).groupId, id);
  return loadOne(ctx.db, kind, id);
}

/**
 * Replaces the fields and aliases. Foods are part of recipes' search text, so renaming one
 * re-indexes the recipes using it; units are not indexed.
 */
export function updateReference<Kind extends ReferenceKind>(
  ctx: ServiceContext,
  actor: Actor,
  kind: Kind,
  id: string,
  input: ReferenceInputs[Kind],
): Promise<ReferencesOut[Kind]> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const before = await assertInGroup(trx, kind, user.groupId, id);
    const columns = await checkedColumns(trx, kind, user.groupId, input, id);
    await updateReferenceRow(trx, kind, id, { ...columns, updateAt: nowIso() });
    await replaceAliases(trx, kind, id, aliasNames(input));
    if (kind === 'foods' && before.name !== columns.name) {
      await reindexRecipes(trx, await listRecipeIdsUsing(trx, kind, id));
    }
    return loadOne(trx, kind, id);
  });
}

/**
 * Deletes the food or unit. Ingredient lines using it keep their quantity, note and the other
 * reference (Mealie does the same); a food's recipes are re-indexed.
 */
export function deleteReference<Kind extends ReferenceKind>(
  ctx: ServiceContext,
  actor: Actor,
  kind: Kind,
  id: string,
): Promise<ReferencesOut[Kind]> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    await assertInGroup(trx, kind, user.groupId, id);
    const deleted = await loadOne(trx, kind, id);
    const recipeIds = kind === 'foods' ? await listRecipeIdsUsing(trx, kind, id) : [];
    await deleteReferenceRow(trx, kind, id);
    await reindexRecipes(trx, recipeIds);
    return deleted;
  });
}
