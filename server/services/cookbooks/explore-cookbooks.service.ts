import type { ReadCookBook, RecipeCookBook } from '../../contract/cookbooks';
import type { Paginated } from '../../contract/common';
import type { ReferenceListQuery } from '../../contract/organizers';
import {
  cookbookFilterTargets,
  cookbookSortColumns,
  countCookbooks,
  findCookbook,
  listCookbooksPage,
} from '../../db/repos/public-cookbooks.repo';
import { PlainNotFoundError } from '../../domain/errors';

import type { ServiceContext } from '../context';
import { toReadCookBooks, toRecipeCookBook } from './cookbook-views';
import { explorableGroupId } from './explore.service';
import { paginate } from '../pagination';
import { carriedParams, readCriteria, readOrder } from '../organizers/reference-lists';

/** The public cookbooks of an explorable group (private ones never appear). */
export async function exploreCookbooks(
  ctx: ServiceContext,
  groupSlug: string,
  query: ReferenceListQuery,
  listPath: string,
): Promise<Paginated<ReadCookBook>> {
  const groupId = await explorableGroupId(ctx, groupSlug);
  const criteria = readCriteria(groupId, query, cookbookFilterTargets);
  return paginate(
    listPath,
    query,
    readOrder(query, cookbookSortColumns, 'c.createdAt'),
    () => countCookbooks(ctx.db, criteria, true),
    async (window) =>
      toReadCookBooks(ctx.db, await listCookbooksPage(ctx.db, criteria, window, true)),
    carriedParams(query),
  );
}

/**
 * A public cookbook by id or slug with its recipes: those its categories, tags and tools gather
 * (honouring its require-all flags), public ones only.
 */
export async function exploreCookbook(
  ctx: ServiceContext,
  groupSlug: string,
  idOrSlug: string,
): Promise<RecipeCookBook> {
  const groupId = await explorableGroupId(ctx, groupSlug);
  const row = await findCookbook(ctx.db, groupId, idOrSlug, true);
  if (!row) throw new PlainNotFoundError('errors.cookbooks.cookbookNotFound');
  return toRecipeCookBook(ctx, row, true);
}
