import type { OrganizerRef } from '../../contract/organizers';
import type { Db } from '../../db/database';
import type { OrganizerKind } from '../../contract/organizers';
import { findOrganizer } from '../../db/repos/organizers.repo';
import { InvalidError } from '../../domain/errors';
import { slugify } from '../../domain/slug';

const singular: Record<OrganizerKind, string> = {
  categories: 'category',
  tags: 'tag',
  tools: 'tool',
};

/**
 * The ids of the group's organizers a cookbook or plan rule names: by id, else by slug (sent or
 * made from the name). One from another group, or unknown, is a 400: cookbooks and rules only
 * point at organizers, they never create them.
 */
export async function resolveOrganizerIds(
  db: Db,
  groupId: string,
  kind: OrganizerKind,
  refs: Pick<OrganizerRef, 'id' | 'name' | 'slug'>[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const ref of refs) {
    const found = ref.id
      ? await findOrganizer(db, kind, groupId, { id: ref.id })
      : await findOrganizer(db, kind, groupId, { slug: ref.slug || slugify(ref.name) });
    if (!found)
      throw new InvalidError('errors.cookbooks.unknown', { value: singular[kind], name: ref.name });
    ids.push(found.id);
  }
  return ids;
}
