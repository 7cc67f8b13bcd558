import { z } from 'zod';

import { PaginationQuery, textUpTo } from './common';
import { textLimits } from './text-limits';
import { validationText } from './validation-text';

const Id = z.uuid();
const Name = textUpTo(textLimits.name).trim().min(1);
const Extras = z
  .record(z.string(), z.unknown())
  .nullish()
  .refine(
    (extras) => !extras || JSON.stringify(extras).length <= 20_000,
    validationText('extrasTooLarge'),
  );
const Alias = z.object({ name: Name });

/** `{ id?, name, slug }` as recipes carry their categories and tags; a bare name also works. */
/** The three organizer kinds, as their paths name them (`/api/organizers/{kind}`). */
export type OrganizerKind = 'categories' | 'tags' | 'tools';

export const OrganizerRef = z.union([
  Name.transform((name) => ({ id: null as string | null, name, slug: null as string | null })),
  z.object({ id: Id.nullish(), name: Name, slug: z.string().max(250).nullish() }),
]);
export type OrganizerRef = z.infer<typeof OrganizerRef>;

export const ToolRef = z.union([
  Name.transform((name) => ({
    id: null as string | null,
    name,
    slug: null as string | null,
    onHand: false,
  })),
  z.object({
    id: Id.nullish(),
    name: Name,
    slug: z.string().max(250).nullish(),
    onHand: z.boolean().default(false),
  }),
]);

export const CategoryIn = z.object({ name: Name });
export type CategoryIn = z.infer<typeof CategoryIn>;
export const TagIn = CategoryIn;
export const ToolIn = z.object({ name: Name, onHand: z.boolean().default(false) });
export type ToolIn = z.infer<typeof ToolIn>;

/** Lists of organizers, foods, units and labels: pagination plus Mealie's `search`. */
export const ReferenceListQuery = PaginationQuery.extend({
  search: z.string().max(200).optional(),
});
export type ReferenceListQuery = z.infer<typeof ReferenceListQuery>;

/** `CategoryBase`, `CategorySummary`, `RecipeCategory`, `RecipeTag`: no group, no recipes. */
export const OrganizerSummary = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export type OrganizerSummary = z.infer<typeof OrganizerSummary>;
/** `RecipeTool`. */
export const ToolSummary = OrganizerSummary.extend({ onHand: z.boolean() });
export type ToolSummary = z.infer<typeof ToolSummary>;
export type { OrganizerWithRecipes } from './recipes';

export const OrganizerOut = OrganizerSummary.extend({ groupId: z.string() });
export type OrganizerOut = z.infer<typeof OrganizerOut>;

export const LabelIn = z.object({
  name: Name,
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/)
    .default('#E0E0E0'),
});
export type LabelIn = z.infer<typeof LabelIn>;
/** `MultiPurposeLabelUpdate`: `id` and `groupId` are accepted and ignored (the path and the caller decide). */
export const LabelUpdate = LabelIn.extend({ id: Id.optional(), groupId: Id.optional() });
export const LabelOut = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  color: z.string(),
});
export type LabelOut = z.infer<typeof LabelOut>;

export const FoodIn = z.object({
  id: Id.nullish(),
  name: Name,
  pluralName: z.string().trim().max(200).nullish(),
  description: z.string().max(2000).default(''),
  extras: Extras,
  onHand: z.boolean().default(false),
  labelId: Id.nullish(),
  aliases: z.array(Alias).max(50).default([]),
});
export type FoodIn = z.infer<typeof FoodIn>;

export const UnitIn = z.object({
  id: Id.nullish(),
  name: Name,
  pluralName: z.string().trim().max(200).nullish(),
  description: z.string().max(2000).default(''),
  extras: Extras,
  onHand: z.boolean().default(false),
  fraction: z.boolean().default(true),
  abbreviation: z.string().trim().max(50).default(''),
  pluralAbbreviation: z.string().trim().max(50).nullish(),
  useAbbreviation: z.boolean().default(false),
  aliases: z.array(Alias).max(50).default([]),
});
export type UnitIn = z.infer<typeof UnitIn>;

const AliasOut = z.object({ name: z.string() });
const ExtrasOut = z.record(z.string(), z.unknown());

/** `IngredientFood`. */
export const FoodOut = z.object({
  id: z.string(),
  name: z.string(),
  pluralName: z.string().nullable(),
  description: z.string(),
  extras: ExtrasOut,
  onHand: z.boolean(),
  labelId: z.string().nullable(),
  aliases: z.array(AliasOut),
  label: LabelOut.nullable(),
  createdAt: z.string(),
  updateAt: z.string(),
});
export type FoodOut = z.infer<typeof FoodOut>;

/** `IngredientUnit`. */
export const UnitOut = z.object({
  id: z.string(),
  name: z.string(),
  pluralName: z.string().nullable(),
  description: z.string(),
  extras: ExtrasOut,
  onHand: z.boolean(),
  fraction: z.boolean(),
  abbreviation: z.string(),
  pluralAbbreviation: z.string().nullable(),
  useAbbreviation: z.boolean(),
  aliases: z.array(AliasOut),
  createdAt: z.string(),
  updateAt: z.string(),
});
export type UnitOut = z.infer<typeof UnitOut>;

export const MergeFood = z.object({ fromFood: Id, toFood: Id });
export type MergeFood = z.infer<typeof MergeFood>;
export const MergeUnit = z.object({ fromUnit: Id, toUnit: Id });
export type MergeUnit = z.infer<typeof MergeUnit>;

/** Larder's own `GET /api/foods|units/{id}/usage`: what a merge of it would move. */
export const ReferenceUsage = z.object({
  recipes: z.number().int(),
  recipeIngredients: z.number().int(),
  shoppingListItems: z.number().int(),
});
export type ReferenceUsage = z.infer<typeof ReferenceUsage>;
