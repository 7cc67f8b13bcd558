import { z } from 'zod';

import { textUpTo } from './common';
import { textLimits } from './text-limits';
import { OrganizerRef, OrganizerSummary, ToolRef, ToolSummary } from './organizers';
import { RecipeSummary } from './recipes';

/** One condition of v2's `QueryFilterJSON` (see `services/query-filter-json.ts`). */
export const QueryFilterJsonPart = z.object({
  leftParenthesis: z.string().nullable(),
  rightParenthesis: z.string().nullable(),
  logicalOperator: z.enum(['AND', 'OR']).nullable(),
  attributeName: z.string().nullable(),
  relationalOperator: z.string().nullable(),
  value: z.union([z.string(), z.array(z.string())]).nullable(),
});
export type QueryFilterJsonPart = z.infer<typeof QueryFilterJsonPart>;
export const QueryFilterJson = z.object({ parts: z.array(QueryFilterJsonPart) });
export type QueryFilterJson = z.infer<typeof QueryFilterJson>;

/**
 * Mealie's `ReadCookBook`: a named view gathering recipes by categories, tags and tools (v1) and
 * by a query filter (v2); a recipe must match both.
 */
export const ReadCookBook = z.object({
  id: z.string(),
  groupId: z.string(),
  /** Mealie v2: the group's one household has the group's id. */
  householdId: z.string(),
  name: z.string(),
  description: z.string(),
  slug: z.string(),
  position: z.number().int(),
  public: z.boolean(),
  categories: z.array(OrganizerSummary),
  tags: z.array(OrganizerSummary),
  tools: z.array(ToolSummary),
  requireAllCategories: z.boolean(),
  requireAllTags: z.boolean(),
  requireAllTools: z.boolean(),
  queryFilterString: z.string(),
  queryFilter: QueryFilterJson,
});
export type ReadCookBook = z.infer<typeof ReadCookBook>;

/** `RecipeCookBook`: the cookbook with the recipes it gathers. */
export const RecipeCookBook = ReadCookBook.extend({ recipes: z.array(RecipeSummary) });
export type RecipeCookBook = z.infer<typeof RecipeCookBook>;

const CookBookFields = {
  name: textUpTo(textLimits.name).trim().min(1),
  description: textUpTo(textLimits.description).default(''),
  /** Ignored: the slug always follows the name (Mealie). */
  slug: z.string().max(250).nullish(),
  position: z.number().int().min(0).max(1_000_000).optional(),
  public: z.boolean().default(false),
  categories: z.array(OrganizerRef).max(500).default([]),
  tags: z.array(OrganizerRef).max(500).default([]),
  tools: z.array(ToolRef).max(500).default([]),
  requireAllCategories: z.boolean().default(true),
  requireAllTags: z.boolean().default(true),
  requireAllTools: z.boolean().default(true),
  /** Checked against the recipe filter's attributes when saved. */
  queryFilterString: z.string().max(2000).default(''),
};

/** `CreateCookBook`; also the body of `PUT /api/groups/cookbooks/{id}`. */
export const CreateCookBook = z.object(CookBookFields);
export type CreateCookBook = z.infer<typeof CreateCookBook>;

/** `UpdateCookBook`: one element of the bulk update (reordering) on the collection. */
export const UpdateCookBook = z.object({
  ...CookBookFields,
  id: z.uuid(),
  groupId: z.uuid().optional(),
});
export type UpdateCookBook = z.infer<typeof UpdateCookBook>;

export const UpdateCookBooks = z.array(UpdateCookBook).max(1000);
