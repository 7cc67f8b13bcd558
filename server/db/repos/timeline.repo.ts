import { sql, type Updateable } from 'kysely';

import type { ResolvedFilter } from '../../domain/query-filter';
import type { Db } from '../database';
import { applyPageWindow, type PageWindow } from '../page-window';
import { compileFilter, type FilterTarget } from '../query-filter-sql';
import type { TimelineEventTable } from '../schema';

export type TimelineEventRow = TimelineEventTable;

const column = (name: string, type: FilterTarget['type']): FilterTarget => ({
  type,
  column: sql.raw(`e.${name}`),
});

/** What `queryFilter` may name on timeline events (clients send `recipe_id="<uuid>"`). */
export const timelineFilterTargets: Readonly<Record<string, FilterTarget>> = {
  id: column('id', 'uuid'),
  recipe_id: column('recipe_id', 'uuid'),
  'recipe.id': column('recipe_id', 'uuid'),
  user_id: column('user_id', 'uuid'),
  'user.id': column('user_id', 'uuid'),
  subject: column('subject', 'text'),
  event_type: column('event_type', 'text'),
  event_message: column('message', 'text'),
  image: column('image', 'text'),
  timestamp: column('timestamp', 'datetime'),
  created_at: column('created_at', 'datetime'),
  update_at: column('update_at', 'datetime'),
};

export const timelineSortColumns = {
  id: 'e.id',
  recipe_id: 'e.recipeId',
  user_id: 'e.userId',
  subject: 'e.subject',
  event_type: 'e.eventType',
  timestamp: 'e.timestamp',
  created_at: 'e.createdAt',
  update_at: 'e.updateAt',
} as const;
type TimelineSortColumn = (typeof timelineSortColumns)[keyof typeof timelineSortColumns];

/** Events on recipes of one group (recipes carry the group; events do not). */
function eventsOfGroup(db: Db, groupId: string) {
  return db
    .selectFrom('recipeTimelineEvents as e')
    .innerJoin('recipes as r', 'r.id', 'e.recipeId')
    .where('r.groupId', '=', groupId);
}

export function findTimelineEvent(
  db: Db,
  groupId: string,
  id: string,
): Promise<TimelineEventRow | undefined> {
  return eventsOfGroup(db, groupId).selectAll('e').where('e.id', '=', id).executeTakeFirst();
}

export async function countTimelineEvents(
  db: Db,
  groupId: string,
  filter: ResolvedFilter | null,
): Promise<number> {
  let query = eventsOfGroup(db, groupId).select((eb) => eb.fn.countAll<number>().as('n'));
  if (filter) query = query.where(compileFilter(filter, timelineFilterTargets));
  return (await query.executeTakeFirstOrThrow()).n;
}

export function listTimelineEventsPage(
  db: Db,
  groupId: string,
  filter: ResolvedFilter | null,
  window: PageWindow<TimelineSortColumn>,
): Promise<TimelineEventRow[]> {
  let query = eventsOfGroup(db, groupId).selectAll('e');
  if (filter) query = query.where(compileFilter(filter, timelineFilterTargets));
  return applyPageWindow(query, window).execute();
}

export async function insertTimelineEvent(db: Db, row: TimelineEventRow): Promise<void> {
  await db.insertInto('recipeTimelineEvents').values(row).execute();
}

export async function updateTimelineEvent(
  db: Db,
  id: string,
  change: Updateable<TimelineEventTable>,
): Promise<void> {
  await db.updateTable('recipeTimelineEvents').set(change).where('id', '=', id).execute();
}

export async function deleteTimelineEvent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('recipeTimelineEvents').where('id', '=', id).execute();
}
