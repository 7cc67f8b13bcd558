import { z } from 'zod';

import { PaginationQuery, textUpTo } from './common';
import { textLimits } from './text-limits';
import { OrganizerSummary } from './organizers';
import { RecipeSummary } from './recipes';

export const PlanEntryType = z.enum(['breakfast', 'lunch', 'dinner', 'side']);
export type PlanEntryType = z.infer<typeof PlanEntryType>;
export const PlanRulesDay = z.enum([
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'unset',
]);
export type PlanRulesDay = z.infer<typeof PlanRulesDay>;
export const PlanRulesType = z.enum([...PlanEntryType.options, 'unset']);
export type PlanRulesType = z.infer<typeof PlanRulesType>;

/** A calendar date, yyyy-MM-dd, that exists. */
export const PlanDate = z.iso.date();

/**
 * `CreatePlanEntry`. The entry type defaults to dinner as the spec asks (Mealie's schema says
 * breakfast; its web client always sends one).
 */
export const CreatePlanEntry = z.object({
  date: PlanDate,
  entryType: PlanEntryType.default('dinner'),
  title: textUpTo(textLimits.name).default(''),
  text: textUpTo(textLimits.longText).default(''),
  recipeId: z.uuid().nullish(),
});
export type CreatePlanEntry = z.infer<typeof CreatePlanEntry>;

/** `UpdatePlanEntry`: the client sends back the whole entry; `id` and `groupId` are ignored. */
export const UpdatePlanEntry = CreatePlanEntry.extend({
  id: z.number().int().optional(),
  groupId: z.string().optional(),
  userId: z.string().nullish(),
});

export const CreateRandomEntry = z.object({
  date: PlanDate,
  entryType: PlanEntryType.default('dinner'),
});
export type CreateRandomEntry = z.infer<typeof CreateRandomEntry>;

export const MealPlanListQuery = PaginationQuery.extend({
  start_date: PlanDate.optional(),
  end_date: PlanDate.optional(),
});
export type MealPlanListQuery = z.infer<typeof MealPlanListQuery>;

export const PlanEntryIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53),
});

/** `ReadPlanEntry`. */
export const ReadPlanEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  entryType: PlanEntryType,
  title: z.string(),
  text: z.string(),
  recipeId: z.string().nullable(),
  recipe: RecipeSummary.nullable(),
  groupId: z.string(),
  /** Mealie v2: the group's one household has the group's id. */
  householdId: z.string(),
  userId: z.string().nullable(),
});
export type ReadPlanEntry = z.infer<typeof ReadPlanEntry>;

const RuleOrganizer = z.object({
  id: z.uuid().nullish(),
  name: z.string().trim().min(1).max(200),
  slug: z.string().max(250).nullish(),
});

/** `PlanRulesCreate`: also the body of the rule update. */
export const PlanRulesCreate = z.object({
  day: PlanRulesDay.default('unset'),
  entryType: PlanRulesType.default('unset'),
  categories: z.array(RuleOrganizer).max(500).default([]),
  tags: z.array(RuleOrganizer).max(500).default([]),
});
export type PlanRulesCreate = z.infer<typeof PlanRulesCreate>;

/** `PlanRulesOut`: Mealie's `Category`/`Tag` there are `{ id, name, slug }`. */
export const PlanRulesOut = z.object({
  id: z.string(),
  groupId: z.string(),
  /** Mealie v2: the group's one household has the group's id. */
  householdId: z.string(),
  day: PlanRulesDay,
  entryType: PlanRulesType,
  categories: z.array(OrganizerSummary),
  tags: z.array(OrganizerSummary),
});
export type PlanRulesOut = z.infer<typeof PlanRulesOut>;
