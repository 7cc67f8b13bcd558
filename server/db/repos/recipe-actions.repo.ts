import type { Db } from '../database';
import type {
  NewRecipeActionRow,
  RecipeActionRow,
  RecipeActionUpdate,
} from '../notification-tables';
import { applyPageWindow, type PageWindow } from '../page-window';

export const recipeActionSortColumns = {
  id: 'a.id',
  title: 'a.title',
  action_type: 'a.actionType',
  url: 'a.url',
  created_at: 'a.createdAt',
  update_at: 'a.updateAt',
} as const;
type RecipeActionSortColumn =
  (typeof recipeActionSortColumns)[keyof typeof recipeActionSortColumns];

export async function countRecipeActions(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('groupRecipeActions as a')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('a.groupId', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listRecipeActionsPage(
  db: Db,
  groupId: string,
  window: PageWindow<RecipeActionSortColumn>,
): Promise<RecipeActionRow[]> {
  const query = db
    .selectFrom('groupRecipeActions as a')
    .selectAll('a')
    .where('a.groupId', '=', groupId);
  return applyPageWindow(query, window).execute();
}

export function findRecipeAction(
  db: Db,
  groupId: string,
  id: string,
): Promise<RecipeActionRow | undefined> {
  return db
    .selectFrom('groupRecipeActions')
    .selectAll()
    .where('groupId', '=', groupId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertRecipeAction(db: Db, row: NewRecipeActionRow): Promise<void> {
  await db.insertInto('groupRecipeActions').values(row).execute();
}

export async function updateRecipeActionRow(
  db: Db,
  id: string,
  change: RecipeActionUpdate,
): Promise<void> {
  await db.updateTable('groupRecipeActions').set(change).where('id', '=', id).execute();
}

export async function deleteRecipeActionRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('groupRecipeActions').where('id', '=', id).execute();
}
