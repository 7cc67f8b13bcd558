import { randomUUID } from 'node:crypto';

import type { OrganizerRef } from '../../contract/organizers';
import type { Db } from '../../db/database';
import {
  findFoodById,
  findFoodByName,
  findUnitById,
  findUnitByName,
  insertReference,
} from '../../db/repos/foods-units.repo';
import type { OrganizerKind } from '../../contract/organizers';
import { findOrganizer, insertOrganizer } from '../../db/repos/organizers.repo';
import { InvalidError } from '../../domain/errors';
import { slugify } from '../../domain/slug';
import { nowIso } from '../../domain/time';

/**
 * Finds each category, tag or tool of a recipe in the group (by id, else by slug of its name)
 * and creates the ones that do not exist yet, as Mealie does when a recipe names a new tag.
 */
export async function resolveOrganizers(
  db: Db,
  kind: OrganizerKind,
  groupId: string,
  refs: (OrganizerRef & { onHand?: boolean })[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const ref of refs) {
    const slug = ref.slug || slugify(ref.name);
    const found =
      (ref.id ? await findOrganizer(db, kind, groupId, { id: ref.id }) : undefined) ??
      (slug ? await findOrganizer(db, kind, groupId, { slug }) : undefined);
    if (found) {
      ids.push(found.id);
      continue;
    }
    if (!slug) throw new InvalidError('errors.recipes.aNameNeedsALetter', { kind, name: ref.name });
    const now = nowIso();
    const id = randomUUID();
    await insertOrganizer(db, kind, {
      id,
      groupId,
      name: ref.name,
      slug,
      onHand: ref.onHand ? 1 : 0,
      createdAt: now,
      updateAt: now,
    });
    ids.push(id);
  }
  return ids;
}

type Thing = { id?: string | null; name: string } | null | undefined;

/** The id of an ingredient's food: a saved food of the group, one with that name, or a new one. */
export async function resolveFood(db: Db, groupId: string, food: Thing): Promise<string | null> {
  if (!food) return null;
  if (food.id) {
    if (!(await findFoodById(db, groupId, food.id)))
      throw new InvalidError('errors.recipes.unknownFood', { id: food.id });
    return food.id;
  }
  const existing = await findFoodByName(db, groupId, food.name);
  if (existing) return existing.id;
  const now = nowIso();
  const id = randomUUID();
  await insertReference(db, 'foods', {
    id,
    groupId,
    name: food.name,
    pluralName: null,
    description: '',
    extras: '{}',
    onHand: 0,
    labelId: null,
    createdAt: now,
    updateAt: now,
  });
  return id;
}

/** The id of an ingredient's unit: a saved unit of the group, one with that name, or a new one. */
export async function resolveUnit(db: Db, groupId: string, unit: Thing): Promise<string | null> {
  if (!unit) return null;
  if (unit.id) {
    if (!(await findUnitById(db, groupId, unit.id)))
      throw new InvalidError('errors.recipes.unknownUnit', { id: unit.id });
    return unit.id;
  }
  const existing = await findUnitByName(db, groupId, unit.name);
  if (existing) return existing.id;
  const now = nowIso();
  const id = randomUUID();
  await insertReference(db, 'units', {
    id,
    groupId,
    name: unit.name,
    pluralName: null,
    description: '',
    extras: '{}',
    onHand: 0,
    fraction: 1,
    abbreviation: '',
    pluralAbbreviation: '',
    useAbbreviation: 0,
    createdAt: now,
    updateAt: now,
  });
  return id;
}
