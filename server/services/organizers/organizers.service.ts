import { randomUUID } from 'node:crypto';

import type { Paginated } from '../../contract/common';
import type {
  OrganizerOut,
  OrganizerSummary,
  OrganizerWithRecipes,
  ReferenceListQuery,
  ToolSummary,
} from '../../contract/organizers';
import type { Db } from '../../db/database';
import {
  countOrganizers,
  deleteOrganizerRow,
  listEmptyOrganizers,
  listOrganizerSlugsLike,
  listOrganizersPage,
  listRecipeIdsOf,
  organizerFilterTargets,
  organizerSortColumns,
  updateOrganizerRow,
} from '../../db/repos/organizer-crud.repo';
import type { OrganizerKind } from '../../contract/organizers';
import { findOrganizer, insertOrganizer } from '../../db/repos/organizers.repo';
import type { ToolRow } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { firstFreeName, slugify } from '../../domain/slug';
import { nowIso } from '../../domain/time';

import type { Actor, ServiceContext } from '../context';
import { publishOrganizerEvent } from '../notifications/events';
import { requireUser } from '../guards';
import { requireGroupPermission } from '../group-permissions';
import {
  toOrganizerDetail,
  toOrganizerItem,
  toOrganizerRecord,
  toOrganizerWithRecipes,
} from './organizer-views';
import { paginate } from '../pagination';
import { carriedParams, readCriteria, readOrder } from './reference-lists';
import { reindexRecipes } from '../recipes/search-reindex';

interface OrganizerInput {
  name: string;
  onHand?: boolean;
}

const singular = { categories: 'Category', tags: 'Tag', tools: 'Tool' } as const;

export function listOrganizers(
  ctx: ServiceContext,
  actor: Actor,
  kind: OrganizerKind,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<OrganizerSummary | ToolSummary>> {
  const user = requireUser(actor);
  const criteria = readCriteria(user.groupId, query, organizerFilterTargets(kind));
  const order = readOrder(query, organizerSortColumns(kind), 'o.createdAt');
  return paginate(
    listPath,
    query,
    order,
    () => countOrganizers(ctx.db, kind, criteria),
    async (window) =>
      (await listOrganizersPage(ctx.db, kind, criteria, window)).map((row) =>
        toOrganizerItem(kind, row),
      ),
    carriedParams(query),
  );
}

async function organizerOf(db: Db, kind: OrganizerKind, groupId: string, id: string) {
  const row = await findOrganizer(db, kind, groupId, { id });
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * The slug for a new or renamed organizer. Categories and tags are unique by slug in a group.
 * Tools' names need not be (Mealie since bcfdad6b), but a slug must find one tool: a taken one
 * gets Mealie's " (n)" suffix, as recipes' do ("Oven" → `oven-1`); the name stays as given.
 */
async function chooseSlug(
  db: Db,
  kind: OrganizerKind,
  groupId: string,
  name: string,
  selfId: string | null,
): Promise<string> {
  const base = slugify(name);
  if (!base) throw new InvalidError('errors.organizers.aNameNeedsAtLeast', { kind });
  const others = await listOrganizerSlugsLike(db, kind, groupId, base);
  const taken = new Set(others.filter((row) => row.id !== selfId).map((row) => row.slug));
  if (kind !== 'tools') {
    if (taken.has(base))
      throw new ConflictError('errors.organizers.alreadyExists', { value: singular[kind] });
    return base;
  }
  const choice = firstFreeName(name, (slug) => taken.has(slug), 100);
  if (!choice)
    throw new ConflictError('errors.organizers.alreadyExists', { value: singular[kind] });
  return choice.slug;
}

export function createOrganizer(
  ctx: ServiceContext,
  actor: Actor,
  kind: OrganizerKind,
  input: OrganizerInput,
): Promise<OrganizerOut | ToolSummary> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row: ToolRow = {
      id: randomUUID(),
      groupId: user.groupId,
      name: input.name,
      slug: await chooseSlug(trx, kind, user.groupId, input.name, null),
      onHand: input.onHand ? 1 : 0,
      createdAt: now,
      updateAt: now,
    };
    await insertOrganizer(trx, kind, row);
    publishOrganizerEvent(ctx, user.groupId, kind, 'Created', row.name);
    return toOrganizerRecord(kind, row);
  });
}

export async function getOrganizer(
  ctx: ServiceContext,
  actor: Actor,
  kind: OrganizerKind,
  id: string,
): Promise<OrganizerSummary | ToolSummary | OrganizerWithRecipes> {
  const user = requireUser(actor);
  return toOrganizerDetail(ctx.db, kind, await organizerOf(ctx.db, kind, user.groupId, id));
}

export async function getOrganizerBySlug(
  ctx: ServiceContext,
  actor: Actor,
  kind: OrganizerKind,
  slug: string,
): Promise<OrganizerWithRecipes> {
  const user = requireUser(actor);
  const row = await findOrganizer(ctx.db, kind, user.groupId, { slug });
  if (!row) throw new NotFoundError();
  return toOrganizerWithRecipes(ctx.db, kind, row);
}

/** Renames (the slug follows the name) and re-indexes the recipes whose search text shows it. */
export function updateOrganizer(
  ctx: ServiceContext,
  actor: Actor,
  kind: OrganizerKind,
  id: string,
  input: OrganizerInput,
): Promise<OrganizerSummary | ToolSummary | OrganizerWithRecipes> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const row = await organizerOf(trx, kind, user.groupId, id);
    const change = {
      name: input.name,
      slug: await chooseSlug(trx, kind, user.groupId, input.name, row.id),
      onHand: input.onHand ?? false,
      updateAt: nowIso(),
    };
    await updateOrganizerRow(trx, kind, id, change);
    if (kind !== 'tools') await reindexRecipes(trx, await listRecipeIdsOf(trx, kind, id));
    publishOrganizerEvent(ctx, user.groupId, kind, 'Updated', change.name);
    return toOrganizerDetail(trx, kind, { ...row, ...change, onHand: change.onHand ? 1 : 0 });
  });
}

/** Deletes the organizer; recipes keep everything else (Mealie), and lose it from their index. */
export function deleteOrganizer(
  ctx: ServiceContext,
  actor: Actor,
  kind: OrganizerKind,
  id: string,
): Promise<OrganizerOut | ToolSummary> {
  const user = requireGroupPermission(actor, 'organize');
  return ctx.db.transaction().execute(async (trx) => {
    const row = await organizerOf(trx, kind, user.groupId, id);
    const recipeIds = await listRecipeIdsOf(trx, kind, id);
    await deleteOrganizerRow(trx, kind, id);
    if (kind !== 'tools') await reindexRecipes(trx, recipeIds);
    publishOrganizerEvent(ctx, user.groupId, kind, 'Deleted', row.name);
    return toOrganizerRecord(kind, row);
  });
}

/** `GET /api/organizers/{categories|tags}/empty`: the group's organizers no recipe carries. */
export async function listEmpty(
  ctx: ServiceContext,
  actor: Actor,
  kind: OrganizerKind,
): Promise<(OrganizerSummary | ToolSummary)[]> {
  const user = requireUser(actor);
  const rows = await listEmptyOrganizers(ctx.db, kind, user.groupId);
  return rows.map((row) => toOrganizerItem(kind, row));
}
