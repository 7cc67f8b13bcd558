import type { Db } from '../database';
import type { GroupRow } from '../schema';

/**
 * A group visitors may explore, by slug or id: only while its preferences say it is not private
 * and its recipes are public. Any other group is as absent as one that does not exist.
 */
export function findExplorableGroup(db: Db, slugOrId: string): Promise<GroupRow | undefined> {
  return db
    .selectFrom('groups as g')
    .innerJoin('groupPreferences as p', 'p.groupId', 'g.id')
    .selectAll('g')
    .where((eb) => eb.or([eb('g.slug', '=', slugOrId), eb('g.id', '=', slugOrId)]))
    .where('p.privateGroup', '=', 0)
    .where('p.recipePublic', '=', 1)
    .executeTakeFirst();
}
