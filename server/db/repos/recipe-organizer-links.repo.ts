import { sql } from 'kysely';

import type { Db } from '../database';

import type { OrganizerKind } from '../../contract/organizers';

import { organizerLinks } from './organizers.repo';

/** Links the organizers to the recipe, keeping the links it already has. */
export async function addOrganizerLinks(
  db: Db,
  kind: OrganizerKind,
  recipeId: string,
  organizerIds: string[],
): Promise<void> {
  const link = organizerLinks[kind];
  for (const id of new Set(organizerIds)) {
    await sql`INSERT OR IGNORE INTO ${sql.table(link.table)} (recipe_id, ${sql.ref(link.column)}) VALUES (${recipeId}, ${id})`.execute(
      db,
    );
  }
}
