import { sql } from 'kysely';

import type { Db } from '../database';

/** What recipes can be narrowed by: organizers through their join tables, foods through ingredients. */
export type LinkKind = 'categories' | 'tags' | 'tools' | 'foods';

/**
 * A narrowing by linked rows. `idSets` holds, per requested value, the ids it stands for (a slug
 * may name several tools; an unknown one none). With `requireAll` a recipe needs a link into
 * every set, else into any. No sets at all means no narrowing.
 */
export interface LinkCriterion {
  kind: LinkKind;
  idSets: string[][];
  requireAll: boolean;
}

/** Ids of the group's rows each value names: organizers by id or slug, foods by id or name. */
export async function resolveLinkIds(
  db: Db,
  kind: LinkKind,
  groupId: string,
  values: string[],
): Promise<string[][]> {
  const matchOn = kind === 'foods' ? sql.raw('name COLLATE NOCASE') : sql.raw('slug');
  const found = await sql<{ id: string; key: string }>`
    SELECT id, ${matchOn} AS key FROM ${sql.table(kind === 'foods' ? 'ingredient_foods' : kind)}
    WHERE group_id = ${groupId}
      AND (id IN (${sql.join(values)}) OR ${matchOn} IN (${sql.join(values)}))`.execute(db);
  const rows = found.rows;
  const sameKey = (a: string, b: string) =>
    kind === 'foods' ? a.toLowerCase() === b.toLowerCase() : a === b;
  return values.map((value) =>
    rows.filter((row) => row.id === value || sameKey(row.key, value)).map((row) => row.id),
  );
}

interface CookbookLinks {
  id: string;
  isPublic: boolean;
  categories: LinkCriterion;
  tags: LinkCriterion;
  tools: LinkCriterion;
  queryFilterString: string;
}

/** A cookbook of the group by id or slug, with the organizers it gathers recipes by. */
export async function findCookbookLinks(
  db: Db,
  groupId: string,
  idOrSlug: string,
): Promise<CookbookLinks | undefined> {
  const cookbook = await db
    .selectFrom('cookbooks')
    .selectAll()
    .where('groupId', '=', groupId)
    .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug)]))
    .executeTakeFirst();
  if (!cookbook) return undefined;
  const [categories, tags, tools] = await Promise.all([
    db
      .selectFrom('cookbooksToCategories')
      .select('categoryId as id')
      .where('cookbookId', '=', cookbook.id)
      .execute(),
    db
      .selectFrom('cookbooksToTags')
      .select('tagId as id')
      .where('cookbookId', '=', cookbook.id)
      .execute(),
    db
      .selectFrom('cookbooksToTools')
      .select('toolId as id')
      .where('cookbookId', '=', cookbook.id)
      .execute(),
  ]);
  const criterion = (kind: LinkKind, rows: { id: string }[], requireAll: number): LinkCriterion => {
    const ids = rows.map((row) => row.id);
    const idSets = ids.length === 0 ? [] : requireAll ? ids.map((id) => [id]) : [ids];
    return { kind, requireAll: requireAll === 1, idSets };
  };
  return {
    id: cookbook.id,
    isPublic: cookbook.public === 1,
    categories: criterion('categories', categories, cookbook.requireAllCategories),
    tags: criterion('tags', tags, cookbook.requireAllTags),
    tools: criterion('tools', tools, cookbook.requireAllTools),
    queryFilterString: cookbook.queryFilterString,
  };
}
