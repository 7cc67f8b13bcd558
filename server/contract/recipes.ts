import { z } from 'zod';

import { PaginationQuery, QueryBool, textUpTo } from './common';
import { textLimits } from './text-limits';
import {
  FoodOut,
  OrganizerRef,
  OrganizerSummary,
  ToolRef,
  ToolSummary,
  UnitOut,
  type LabelOut,
} from './organizers';

const Id = z.uuid();
const LongText = textUpTo(textLimits.longText);
const Title = textUpTo(textLimits.name);
const RecipeName = textUpTo(textLimits.name).trim();
/** Times and yields are free text; numbers from other apps are stringified (Mealie does too). */
const FreeText = z
  .union([z.string().max(500), z.number()])
  .transform((value) => (typeof value === 'number' ? String(value) : value))
  .nullish();
const DateTime = z.iso.datetime({ offset: true, local: true }).or(z.iso.date());

/** A unit or food on an ingredient: a saved one (by id), a new one (by name), or a bare name. */
const IngredientThing = z.union([
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .transform((name) => ({ id: null as string | null, name })),
  z.looseObject({ id: Id.nullish(), name: z.string().trim().min(1).max(200) }),
]);

export const RecipeIngredientIn = z.union([
  textUpTo(textLimits.line).transform((note) => ({ note, quantity: null as number | null })),
  z.object({
    quantity: z.coerce.number().min(0).max(1_000_000).nullish(),
    unit: IngredientThing.nullish(),
    food: IngredientThing.nullish(),
    note: textUpTo(textLimits.line).nullish(),
    isFood: z.boolean().nullish(),
    disableAmount: z.boolean().nullish(),
    display: z.string().max(4000).nullish(),
    title: Title.nullish(),
    originalText: z.string().max(4000).nullish(),
    referenceId: Id.nullish(),
  }),
]);
export type RecipeIngredientIn = z.infer<typeof RecipeIngredientIn>;

export const RecipeStepIn = z.object({
  id: Id.nullish(),
  title: Title.nullish(),
  text: LongText.default(''),
  ingredientReferences: z
    .array(z.object({ referenceId: Id.nullish() }))
    .max(200)
    .default([]),
});

export const RecipeNote = z.object({
  title: Title.default(''),
  text: LongText.default(''),
});

export const Nutrition = z.object({
  calories: z.string().max(100).nullish(),
  fatContent: z.string().max(100).nullish(),
  proteinContent: z.string().max(100).nullish(),
  carbohydrateContent: z.string().max(100).nullish(),
  fiberContent: z.string().max(100).nullish(),
  sodiumContent: z.string().max(100).nullish(),
  sugarContent: z.string().max(100).nullish(),
});
export type Nutrition = z.infer<typeof Nutrition>;

export const RecipeSettings = z.object({
  public: z.boolean().default(false),
  showNutrition: z.boolean().default(false),
  showAssets: z.boolean().default(false),
  landscapeView: z.boolean().default(false),
  disableComments: z.boolean().default(true),
  disableAmount: z.boolean().default(true),
  locked: z.boolean().default(false),
});
export type RecipeSettings = z.infer<typeof RecipeSettings>;

export const RecipeAsset = z.object({
  name: z.string().trim().min(1).max(200),
  icon: z.string().max(100),
  fileName: z.string().max(250).nullish(),
});
export type RecipeAsset = z.infer<typeof RecipeAsset>;

/**
 * The body of PUT/PATCH `/api/recipes/{slug}` and `POST /api/recipes/create` (Mealie's
 * `Recipe-Input`). Ids, owner, group, rating and timestamps the server decides; they are read
 * and ignored. Every field is optional here: PUT fills defaults, PATCH keeps what is absent.
 */
export const RecipeIn = z.object({
  name: RecipeName.nullish(),
  description: textUpTo(textLimits.description).nullish(),
  image: z.unknown().optional(),
  recipeYield: FreeText,
  totalTime: FreeText,
  prepTime: FreeText,
  cookTime: FreeText,
  performTime: FreeText,
  recipeCategory: z.array(OrganizerRef).max(200).nullish(),
  tags: z.array(OrganizerRef).max(200).nullish(),
  tools: z.array(ToolRef).max(200).nullish(),
  /** Mealie spells it `orgURL`; snake_case `org_url` arrives as `orgUrl`. */
  orgURL: z.string().max(2000).nullish(),
  orgUrl: z.string().max(2000).nullish(),
  dateAdded: DateTime.nullish(),
  lastMade: DateTime.nullish(),
  recipeIngredient: z.array(RecipeIngredientIn).max(500).nullish(),
  recipeInstructions: z.array(RecipeStepIn).max(500).nullish(),
  nutrition: Nutrition.nullish(),
  settings: RecipeSettings.partial().nullish(),
  assets: z.array(RecipeAsset).max(200).nullish(),
  notes: z.array(RecipeNote).max(200).nullish(),
  extras: z.record(z.string(), z.unknown()).nullish(),
});
export type RecipeIn = z.infer<typeof RecipeIn>;

/** `PUT`/`PATCH /api/recipes` (Mealie v2): several recipes, each found by its slug or id. */
export const RecipesUpdate = z
  .array(RecipeIn.extend({ slug: z.string().min(1).max(300).nullish(), id: z.uuid().nullish() }))
  .min(1)
  .max(500);

export const CreateRecipe = z.object({ name: RecipeName.min(1) });
export const RecipeDuplicate = z.object({ name: RecipeName.min(1).nullish() });
export const RecipeLastMade = z.object({ timestamp: DateTime });

export const RecipeCategoryOut = OrganizerSummary;
export type RecipeCategoryOut = OrganizerSummary;
export const RecipeToolOut = ToolSummary;
export type RecipeToolOut = ToolSummary;

export const RecipeIngredientOut = z.object({
  quantity: z.number().nullable(),
  unit: UnitOut.nullable(),
  food: FoodOut.nullable(),
  note: z.string(),
  isFood: z.boolean(),
  disableAmount: z.boolean(),
  display: z.string(),
  title: z.string().nullable(),
  originalText: z.string().nullable(),
  referenceId: z.string(),
});
export type RecipeIngredientOut = z.infer<typeof RecipeIngredientOut>;

export const RecipeStepOut = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  ingredientReferences: z.array(z.object({ referenceId: z.string() })),
});
export type RecipeStepOut = z.infer<typeof RecipeStepOut>;

export const RecipeSummary = z.object({
  id: z.string(),
  userId: z.string(),
  groupId: z.string(),
  /** Mealie v2: the group's one household has the group's id. */
  householdId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  recipeYield: z.string().nullable(),
  totalTime: z.string().nullable(),
  prepTime: z.string().nullable(),
  cookTime: z.string().nullable(),
  performTime: z.string().nullable(),
  description: z.string(),
  recipeCategory: z.array(RecipeCategoryOut),
  tags: z.array(RecipeCategoryOut),
  tools: z.array(RecipeToolOut),
  rating: z.number().nullable(),
  orgURL: z.string().nullable(),
  dateAdded: z.string().nullable(),
  dateUpdated: z.string().nullable(),
  createdAt: z.string(),
  updateAt: z.string(),
  lastMade: z.string().nullable(),
});
export type RecipeSummary = z.infer<typeof RecipeSummary>;

/** `RecipeCategoryResponse`, `RecipeTagResponse`: an organizer with its recipes. */
export const OrganizerWithRecipes = OrganizerSummary.extend({ recipes: z.array(RecipeSummary) });
/** `RecipeToolResponse`. */
export const ToolWithRecipes = ToolSummary.extend({ recipes: z.array(RecipeSummary) });
export type OrganizerWithRecipes =
  z.infer<typeof OrganizerWithRecipes> | z.infer<typeof ToolWithRecipes>;

export const RecipeCommentOut = z.object({
  id: z.string(),
  recipeId: z.string(),
  text: z.string(),
  createdAt: z.string(),
  updateAt: z.string(),
  userId: z.string(),
  user: z.object({ id: z.string(), username: z.string().nullable(), admin: z.boolean() }),
});
export type RecipeCommentOut = z.infer<typeof RecipeCommentOut>;

/** `Recipe-Output`. */
export const Recipe = RecipeSummary.extend({
  recipeIngredient: z.array(RecipeIngredientOut),
  recipeInstructions: z.array(RecipeStepOut),
  nutrition: Nutrition.nullable(),
  settings: RecipeSettings,
  assets: z.array(RecipeAsset),
  notes: z.array(z.object({ title: z.string(), text: z.string() })),
  extras: z.record(z.string(), z.unknown()),
  comments: z.array(RecipeCommentOut),
});
export type Recipe = z.infer<typeof Recipe>;

export type { FoodOut, LabelOut, UnitOut };

/** Repeatable query parameters (`?tags=a&tags=b`) arrive as a string or a list. */
const Many = z
  .union([z.string().max(200), z.array(z.string().max(200)).max(100)])
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .optional();

/** `GET /api/recipes` and `/api/explore/recipes/{groupSlug}`: the spec's recipe list query. */
export const RecipeListQuery = PaginationQuery.extend({
  search: z.string().max(500).optional(),
  searchSeed: z.string().max(100).optional(),
  cookbook: z.string().max(250).optional(),
  categories: Many,
  tags: Many,
  tools: Many,
  foods: Many,
  requireAllCategories: QueryBool.default(false),
  requireAllTags: QueryBool.default(false),
  requireAllTools: QueryBool.default(false),
  requireAllFoods: QueryBool.default(false),
  loadFood: QueryBool.default(false),
});
export type RecipeListQuery = z.infer<typeof RecipeListQuery>;
