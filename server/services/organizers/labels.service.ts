import { randomUUID } from 'node:crypto';

import type { Paginated } from '../../contract/common';
import type { LabelIn, LabelOut, ReferenceListQuery } from '../../contract/organizers';
import type { Db } from '../../db/database';
import {
  countLabels,
  deleteLabelRow,
  findLabel,
  findLabelNamed,
  insertLabel,
  labelFilterTargets,
  labelSortColumns,
  listLabelsPage,
  updateLabelRow,
} from '../../db/repos/labels.repo';
import type { LabelRow } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { requireGroupPermission } from '../group-permissions';
import { paginate } from '../pagination';
import { carriedParams, readCriteria, readOrder } from './reference-lists';
import { toLabelOut } from './reference-views';

async function labelOf(db: Db, groupId: string, id: string): Promise<LabelRow> {
  const label = await findLabel(db, groupId, id);
  if (!label) throw new NotFoundError();
  return label;
}

async function assertNameFree(db: Db, groupId: string, name: string, selfId: string | null) {
  const clash = await findLabelNamed(db, groupId, name);
  if (clash && clash.id !== selfId) throw new ConflictError('errors.organizers.labelAlreadyExists');
}

export function listLabels(
  ctx: ServiceContext,
  actor: Actor,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<LabelOut>> {
  const user = requireUser(actor);
  const criteria = readCriteria(user.groupId, query, labelFilterTargets);
  return paginate(
    listPath,
    query,
    readOrder(query, labelSortColumns, 'l.createdAt'),
    () => countLabels(ctx.db, criteria),
    async (window) => (await listLabelsPage(ctx.db, criteria, window)).map(toLabelOut),
    carriedParams(query),
  );
}

export function createLabel(ctx: ServiceContext, actor: Actor, input: LabelIn): Promise<LabelOut> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    await assertNameFree(trx, user.groupId, input.name, null);
    const now = nowIso();
    const row: LabelRow = {
      id: randomUUID(),
      groupId: user.groupId,
      name: input.name,
      color: input.color,
      createdAt: now,
      updateAt: now,
    };
    await insertLabel(trx, row);
    return toLabelOut(row);
  });
}

export async function getLabel(ctx: ServiceContext, actor: Actor, id: string): Promise<LabelOut> {
  const user = requireUser(actor);
  return toLabelOut(await labelOf(ctx.db, user.groupId, id));
}

/** Renames and recolours; the label always stays in the caller's group. */
export function updateLabel(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: LabelIn,
): Promise<LabelOut> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const label = await labelOf(trx, user.groupId, id);
    await assertNameFree(trx, user.groupId, input.name, id);
    const change = { name: input.name, color: input.color, updateAt: nowIso() };
    await updateLabelRow(trx, id, change);
    return toLabelOut({ ...label, ...change });
  });
}

/** Deletes the label; foods carrying it keep going without one. */
export function deleteLabel(ctx: ServiceContext, actor: Actor, id: string): Promise<LabelOut> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const label = await labelOf(trx, user.groupId, id);
    await deleteLabelRow(trx, id);
    return toLabelOut(label);
  });
}
