import { sql } from 'kysely';

import type { ResolvedFilter } from '../../domain/query-filter';
import type { Db } from '../database';
import { fixedQuery } from '../fixed-query';
import { applyPageWindow, type PageWindow } from '../page-window';
import { compileFilter, type FilterTarget } from '../query-filter-sql';
import type { CommentTable } from '../schema';

/** A comment with what its output shows of the author (Mealie's `UserBase`: id, username, admin). */
export interface CommentWithAuthor extends CommentTable {
  groupId: string;
  username: string | null;
  admin: number;
}

const column = (name: string, type: FilterTarget['type']): FilterTarget => ({
  type,
  column: sql.raw(`c.${name}`),
});

/** What `queryFilter` may name on comments. */
export const commentFilterTargets: Readonly<Record<string, FilterTarget>> = {
  id: column('id', 'uuid'),
  recipe_id: column('recipe_id', 'uuid'),
  user_id: column('user_id', 'uuid'),
  'user.id': column('user_id', 'uuid'),
  text: column('text', 'text'),
  created_at: column('created_at', 'datetime'),
  update_at: column('update_at', 'datetime'),
};

export const commentSortColumns = {
  id: 'c.id',
  recipe_id: 'c.recipeId',
  user_id: 'c.userId',
  text: 'c.text',
  created_at: 'c.createdAt',
  update_at: 'c.updateAt',
} as const;
type CommentSortColumn = (typeof commentSortColumns)[keyof typeof commentSortColumns];

/** Comments on recipes of one group (recipes carry the group; comments do not). */
function commentsOfGroup(db: Db, groupId: string) {
  return db
    .selectFrom('recipeComments as c')
    .innerJoin('recipes as r', 'r.id', 'c.recipeId')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .where('r.groupId', '=', groupId);
}

function selectComments(db: Db, groupId: string) {
  return commentsOfGroup(db, groupId).select([
    'c.id',
    'c.recipeId',
    'c.userId',
    'c.text',
    'c.createdAt',
    'c.updateAt',
    'r.groupId',
    'u.username',
    'u.admin',
  ]);
}

export function findComment(
  db: Db,
  groupId: string,
  id: string,
): Promise<CommentWithAuthor | undefined> {
  return selectComments(db, groupId).where('c.id', '=', id).executeTakeFirst();
}

export function listCommentsOfRecipe(
  db: Db,
  groupId: string,
  recipeId: string,
): Promise<CommentWithAuthor[]> {
  return selectComments(db, groupId)
    .where('c.recipeId', '=', recipeId)
    .orderBy('c.createdAt')
    .orderBy(sql`c.rowid`)
    .execute();
}

/** The comments shown with a recipe (`GET /api/recipes/{slug}`), with their authors. */
export const listRecipeComments = fixedQuery((db, recipeId: string) =>
  db
    .selectFrom('recipeComments as c')
    .innerJoin('users as u', 'u.id', 'c.userId')
    .select([
      'c.id',
      'c.recipeId',
      'c.text',
      'c.createdAt',
      'c.updateAt',
      'c.userId',
      'u.username',
      'u.admin',
    ])
    .where('c.recipeId', '=', recipeId)
    .orderBy('c.createdAt'),
);

export async function countComments(
  db: Db,
  groupId: string,
  filter: ResolvedFilter | null,
): Promise<number> {
  let query = commentsOfGroup(db, groupId).select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter) query = query.where(compileFilter(filter, commentFilterTargets));
  return (await query.executeTakeFirstOrThrow()).n;
}

export function listCommentsPage(
  db: Db,
  groupId: string,
  filter: ResolvedFilter | null,
  window: PageWindow<CommentSortColumn>,
): Promise<CommentWithAuthor[]> {
  let query = selectComments(db, groupId);
  if (filter) query = query.where(compileFilter(filter, commentFilterTargets));
  return applyPageWindow(query, window).execute();
}

export async function insertComment(db: Db, row: CommentTable): Promise<void> {
  await db.insertInto('recipeComments').values(row).execute();
}

export async function updateCommentText(
  db: Db,
  id: string,
  text: string,
  updateAt: string,
): Promise<void> {
  await db.updateTable('recipeComments').set({ text, updateAt }).where('id', '=', id).execute();
}

export async function deleteComment(db: Db, id: string): Promise<void> {
  await db.deleteFrom('recipeComments').where('id', '=', id).execute();
}
