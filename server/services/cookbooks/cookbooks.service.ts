import { randomUUID } from 'node:crypto';

import type {
  CreateCookBook,
  ReadCookBook,
  RecipeCookBook,
  UpdateCookBook,
} from '../../contract/cookbooks';
import type { Paginated } from '../../contract/common';
import type { ReferenceListQuery } from '../../contract/organizers';
import type { Db } from '../../db/database';
import {
  countGroupCookbooks,
  deleteCookbookRow,
  insertCookbook,
  isCookbookSlugTaken,
  replaceCookbookLinks,
  updateCookbookRow,
} from '../../db/repos/cookbooks.repo';
import {
  cookbookFilterTargets,
  cookbookSortColumns,
  countCookbooks,
  findCookbook,
  listCookbooksPage,
  type CookbookRow,
} from '../../db/repos/public-cookbooks.repo';
import { ConflictError, NotFoundError } from '../../domain/errors';
import { slugify } from '../../domain/slug';
import { nowIso } from '../../domain/time';
import { recipeFilterTargets } from '../../db/recipe-filter-targets';

import type { Actor, ServiceContext } from '../context';
import { publishEvent } from '../notifications/events';
import { resolveOrganizerIds } from './cookbook-organizers';
import { toReadCookBook, toReadCookBooks, toRecipeCookBook } from './cookbook-views';
import { requireUser } from '../guards';
import { requireGroupPermission } from '../group-permissions';
import { paginate, parseOrderBy } from '../pagination';
import { parseQueryFilter } from '../query-filter';
import { carriedParams, readCriteria } from '../organizers/reference-lists';

/** The group's own pages see private cookbooks too. */
const publicOnly = false;

async function cookbookOf(db: Db, groupId: string, idOrSlug: string): Promise<CookbookRow> {
  const row = await findCookbook(db, groupId, idOrSlug, publicOnly);
  if (!row) throw new NotFoundError();
  return row;
}

/** Writes the fields and links of a cookbook; the slug always follows the name (Mealie). */
async function writeCookbook(
  db: Db,
  groupId: string,
  id: string,
  input: CreateCookBook,
  position: number,
  isNew: boolean,
): Promise<void> {
  // a name of symbols alone has an empty slug; the id keeps it reachable and unique
  const slug = slugify(input.name) || id;
  if (await isCookbookSlugTaken(db, groupId, slug, id)) {
    throw new ConflictError('errors.cookbooks.aCookbookWithThisName');
  }
  parseQueryFilter(input.queryFilterString, recipeFilterTargets);
  const now = nowIso();
  const fields = {
    name: input.name,
    slug,
    description: input.description,
    position,
    public: input.public ? 1 : 0,
    requireAllCategories: input.requireAllCategories ? 1 : 0,
    requireAllTags: input.requireAllTags ? 1 : 0,
    requireAllTools: input.requireAllTools ? 1 : 0,
    queryFilterString: input.queryFilterString.trim(),
    updateAt: now,
  };
  if (isNew) await insertCookbook(db, { ...fields, id, groupId, createdAt: now });
  else await updateCookbookRow(db, id, fields);
  for (const kind of ['categories', 'tags', 'tools'] as const) {
    const ids = await resolveOrganizerIds(db, groupId, kind, input[kind]);
    await replaceCookbookLinks(db, kind, id, ids);
  }
}

/** The group's cookbooks, by default in their position order (the sidebar's). */
export function listCookbooks(
  ctx: ServiceContext,
  actor: Actor,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<ReadCookBook>> {
  const user = requireUser(actor);
  const criteria = readCriteria(user.groupId, query, cookbookFilterTargets);
  const order = query.orderBy
    ? parseOrderBy(query, cookbookSortColumns, { column: 'c.position', direction: 'asc' })
    : [{ column: 'c.position' as const, direction: 'asc' as const }];
  return paginate(
    listPath,
    query,
    order,
    () => countCookbooks(ctx.db, criteria, publicOnly),
    async (window) =>
      toReadCookBooks(ctx.db, await listCookbooksPage(ctx.db, criteria, window, publicOnly)),
    carriedParams(query),
  );
}

export async function getCookbook(
  ctx: ServiceContext,
  actor: Actor,
  idOrSlug: string,
): Promise<RecipeCookBook> {
  const user = requireUser(actor);
  return toRecipeCookBook(ctx, await cookbookOf(ctx.db, user.groupId, idOrSlug), publicOnly);
}

/** A new cookbook goes last unless a position is sent. */
export function createCookbook(
  ctx: ServiceContext,
  actor: Actor,
  input: CreateCookBook,
): Promise<ReadCookBook> {
  const user = requireGroupPermission(actor, 'manage');
  return ctx.db.transaction().execute(async (trx) => {
    const id = randomUUID();
    const position = input.position ?? (await countGroupCookbooks(trx, user.groupId)) + 1;
    await writeCookbook(trx, user.groupId, id, input, position, true);
    const cookbook = await toReadCookBook(trx, await cookbookOf(trx, user.groupId, id));
    publishEvent(ctx, user.groupId, { type: 'cookbookCreated', subject: cookbook.name });
    return cookbook;
  });
}

export function updateCookbook(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: CreateCookBook,
): Promise<ReadCookBook> {
  const user = requireGroupPermission(actor, 'manage');
  return ctx.db.transaction().execute(async (trx) => {
    const row = await cookbookOf(trx, user.groupId, id);
    await writeCookbook(trx, user.groupId, row.id, input, input.position ?? row.position, false);
    const cookbook = await toReadCookBook(trx, await cookbookOf(trx, user.groupId, row.id));
    publishEvent(ctx, user.groupId, { type: 'cookbookUpdated', subject: cookbook.name });
    return cookbook;
  });
}

/** The bulk update the cookbook page sends when reordering: all or nothing. */
export function updateCookbooks(
  ctx: ServiceContext,
  actor: Actor,
  inputs: UpdateCookBook[],
): Promise<ReadCookBook[]> {
  const user = requireGroupPermission(actor, 'manage');
  return ctx.db.transaction().execute(async (trx) => {
    const rows = [];
    for (const input of inputs) {
      const row = await cookbookOf(trx, user.groupId, input.id);
      rows.push(row);
      await writeCookbook(trx, user.groupId, row.id, input, input.position ?? row.position, false);
    }
    const updated = [];
    for (const row of rows) updated.push(await cookbookOf(trx, user.groupId, row.id));
    return toReadCookBooks(trx, updated);
  });
}

export function deleteCookbook(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
): Promise<ReadCookBook> {
  const user = requireGroupPermission(actor, 'manage');
  return ctx.db.transaction().execute(async (trx) => {
    const cookbook = await toReadCookBook(trx, await cookbookOf(trx, user.groupId, id));
    await deleteCookbookRow(trx, cookbook.id);
    publishEvent(ctx, user.groupId, { type: 'cookbookDeleted', subject: cookbook.name });
    return cookbook;
  });
}
