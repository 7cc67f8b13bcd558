import type {
  OrganizerOut,
  OrganizerSummary,
  OrganizerWithRecipes,
  ToolSummary,
} from '../../contract/organizers';
import type { Db } from '../../db/database';
import { listRecipesOf } from '../../db/repos/organizer-crud.repo';
import type { OrganizerKind } from '../../contract/organizers';
import type { ToolRow } from '../../db/schema';

import { toRecipeSummaries } from '../recipes/recipe-views';

/**
 * Mealie answers with a different model per kind and endpoint; these pick it. Lists show
 * `RecipeCategory` / `RecipeTag` / `RecipeTool`.
 */
export function toOrganizerItem(kind: OrganizerKind, row: ToolRow): OrganizerSummary | ToolSummary {
  const summary = { id: row.id, name: row.name, slug: row.slug };
  return kind === 'tools' ? { ...summary, onHand: row.onHand === 1 } : summary;
}

/** Create and delete: `CategoryOut` / `TagOut` (with the group) or `RecipeTool`. */
export function toOrganizerRecord(kind: OrganizerKind, row: ToolRow): OrganizerOut | ToolSummary {
  const summary = { id: row.id, name: row.name, slug: row.slug };
  return kind === 'tools'
    ? { ...summary, onHand: row.onHand === 1 }
    : { ...summary, groupId: row.groupId };
}

/** `RecipeCategoryResponse` / `RecipeTagResponse` / `RecipeToolResponse`: with the group's recipes. */
export async function toOrganizerWithRecipes(
  db: Db,
  kind: OrganizerKind,
  row: ToolRow,
): Promise<OrganizerWithRecipes> {
  const recipes = await listRecipesOf(db, kind, row.groupId, row.id);
  return { ...toOrganizerItem(kind, row), recipes: await toRecipeSummaries(db, recipes) };
}

/** Get and update by id: `CategorySummary`, `RecipeTagResponse` (with recipes) or `RecipeTool`. */
export function toOrganizerDetail(
  db: Db,
  kind: OrganizerKind,
  row: ToolRow,
): Promise<OrganizerSummary | ToolSummary | OrganizerWithRecipes> {
  return kind === 'tags'
    ? toOrganizerWithRecipes(db, kind, row)
    : Promise.resolve(toOrganizerItem(kind, row));
}
