import { randomUUID } from 'node:crypto';

import { LocaleCode } from '../../contract/locales';
import type {
  GroupInDB,
  GroupSummary,
  ReadGroupPreferences,
  UpdateGroupPreferences,
} from '../../contract/groups';
import type { Db } from '../../db/database';
import {
  findGroupById,
  findGroupByName,
  findPreferences,
  insertGroup,
  insertPreferences,
  listGroupMembers,
  listSlugsLike,
  updatePreferences,
} from '../../db/repos/groups.repo';
import { listGroupCategories } from '../../db/repos/group-settings.repo';
import { listGroupWebhooks } from '../../db/repos/webhooks.repo';
import type { GroupPreferencesRow, GroupRow } from '../../db/schema';
import { ConflictError, InvalidError, NotFoundError } from '../../domain/errors';
import { firstFreeName, slugify } from '../../domain/slug';
import { nowIso } from '../../domain/time';

import { toReadWebhook } from '../meal-plans/webhooks.service';

/** Picks the group's display name and slug: names are unique, slugs get Mealie's " (n)" suffix. */
export async function chooseGroupName(
  db: Db,
  name: string,
  exceptId?: string,
): Promise<{ name: string; slug: string }> {
  const sameName = await findGroupByName(db, name);
  if (sameName && sameName.id !== exceptId)
    throw new ConflictError('errors.accounts.groupNameAlreadyTaken');
  const base = slugify(name);
  if (!base) throw new InvalidError('errors.accounts.groupNameNeedsAtLeast');
  const taken = await listSlugsLike(db, base);
  if (exceptId) {
    const current = await findGroupById(db, exceptId);
    if (current) taken.delete(current.slug);
  }
  const choice = firstFreeName(name, (slug) => taken.has(slug));
  if (!choice) throw new ConflictError('errors.accounts.groupNameAlreadyTaken');
  return choice;
}

/**
 * Creates a group with default preferences (private unless `isPrivate` is false); call inside the
 * caller's transaction.
 */
export async function createGroupRecord(
  db: Db,
  requestedName: string,
  { isPrivate = true } = {},
): Promise<GroupRow> {
  const { name, slug } = await chooseGroupName(db, requestedName);
  const now = nowIso();
  const group: GroupRow = { id: randomUUID(), name, slug, createdAt: now, updateAt: now };
  await insertGroup(db, group);
  await insertPreferences(db, {
    id: randomUUID(),
    groupId: group.id,
    privateGroup: isPrivate ? 1 : 0,
    firstDayOfWeek: 0,
    recipePublic: 1,
    recipeShowNutrition: 0,
    recipeShowAssets: 0,
    recipeLandscapeView: 0,
    recipeDisableComments: 0,
    recipeDisableAmount: 1,
    defaultLocale: null,
    weekStartFromLocale: 1,
    createdAt: now,
    updateAt: now,
  });
  return group;
}

/** Whether the week follows the language after a write (a Mealie client picking a day ends it). */
async function weekStartAfter(
  db: Db,
  groupId: string,
  p: UpdateGroupPreferences,
): Promise<boolean | undefined> {
  if (p.weekStartFromLocale !== undefined) return p.weekStartFromLocale;
  const current = await findPreferences(db, groupId);
  return current && current.firstDayOfWeek !== p.firstDayOfWeek ? false : undefined;
}

export /** Writes a group's preferences (its own managers and site admins). */
async function savePreferences(db: Db, groupId: string, p: UpdateGroupPreferences): Promise<void> {
  const weekStartFromLocale = await weekStartAfter(db, groupId, p);
  await updatePreferences(db, groupId, {
    privateGroup: p.privateGroup ? 1 : 0,
    firstDayOfWeek: p.firstDayOfWeek,
    recipePublic: p.recipePublic ? 1 : 0,
    recipeShowNutrition: p.recipeShowNutrition ? 1 : 0,
    recipeShowAssets: p.recipeShowAssets ? 1 : 0,
    recipeLandscapeView: p.recipeLandscapeView ? 1 : 0,
    recipeDisableComments: p.recipeDisableComments ? 1 : 0,
    recipeDisableAmount: p.recipeDisableAmount ? 1 : 0,
    ...(p.defaultLocale !== undefined && { defaultLocale: p.defaultLocale }),
    ...(weekStartFromLocale !== undefined && { weekStartFromLocale: weekStartFromLocale ? 1 : 0 }),
    updateAt: nowIso(),
  });
}

export function toPreferences(row: GroupPreferencesRow): ReadGroupPreferences {
  return {
    id: row.id,
    groupId: row.groupId,
    privateGroup: row.privateGroup === 1,
    firstDayOfWeek: row.firstDayOfWeek,
    recipePublic: row.recipePublic === 1,
    recipeShowNutrition: row.recipeShowNutrition === 1,
    recipeShowAssets: row.recipeShowAssets === 1,
    recipeLandscapeView: row.recipeLandscapeView === 1,
    recipeDisableComments: row.recipeDisableComments === 1,
    recipeDisableAmount: row.recipeDisableAmount === 1,
    defaultLocale: LocaleCode.safeParse(row.defaultLocale).data ?? null,
    weekStartFromLocale: row.weekStartFromLocale === 1,
  };
}

export async function getGroupSummary(db: Db, groupId: string): Promise<GroupSummary> {
  const group = await findGroupById(db, groupId);
  if (!group) throw new NotFoundError();
  const preferences = await findPreferences(db, groupId);
  return {
    id: group.id,
    name: group.name,
    slug: group.slug,
    preferences: preferences ? toPreferences(preferences) : null,
  };
}

export async function getGroupInDb(db: Db, groupId: string): Promise<GroupInDB> {
  const summary = await getGroupSummary(db, groupId);
  const [users, categories, webhooks] = await Promise.all([
    listGroupMembers(db, groupId),
    listGroupCategories(db, groupId),
    listGroupWebhooks(db, groupId),
  ]);
  return { ...summary, categories, webhooks: webhooks.map(toReadWebhook), users };
}
