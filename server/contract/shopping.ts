import { z } from 'zod';

import { PaginationQuery } from './common';
import { FoodOut, LabelOut, UnitOut } from './organizers';
import { RecipeIngredientIn, RecipeSummary } from './recipes';
import { validationText } from './validation-text';

const Id = z.uuid();
const Extras = z
  .record(z.string(), z.unknown())
  .nullish()
  .refine(
    (extras) => !extras || JSON.stringify(extras).length <= 20_000,
    validationText('extrasTooLarge'),
  );
const Quantity = z.number().min(0).max(1_000_000);
const Scale = z.number().positive().max(1000);
/** A food or unit as clients send it on an item: only its id matters. */
const Ref = z.looseObject({ id: Id.nullish() }).nullish();

export const ShoppingListCreate = z.object({
  name: z.string().trim().max(200).nullish(),
  extras: Extras,
});
export type ShoppingListCreate = z.infer<typeof ShoppingListCreate>;

/** `ShoppingListUpdate`: name and extras; `listItems` are changed through the items calls. */
export const ShoppingListUpdate = ShoppingListCreate.extend({ id: Id.nullish() });
export type ShoppingListUpdate = z.infer<typeof ShoppingListUpdate>;

export const LabelSettingsUpdate = z
  .array(z.object({ id: Id, labelId: Id.nullish(), position: z.number().int().min(0) }))
  .max(1000);
export type LabelSettingsUpdate = z.infer<typeof LabelSettingsUpdate>;

export const AddRecipeParams = z.object({
  recipeIncrementQuantity: Scale.default(1),
  recipeIngredients: z.array(RecipeIngredientIn).max(500).nullish(),
});
export type AddRecipeParams = z.infer<typeof AddRecipeParams>;

export const RemoveRecipeParams = z.object({ recipeDecrementQuantity: Scale.default(1) });
export type RemoveRecipeParams = z.infer<typeof RemoveRecipeParams>;

const ItemRecipeRefIn = z.object({
  recipeId: Id,
  recipeQuantity: Quantity.default(0),
  recipeScale: Scale.nullish(),
  recipeNote: z.string().max(2000).nullish(),
});

/** Fields of `ShoppingListItemUpdate`; absent ones keep their value. */
const ItemFields = z.object({
  quantity: Quantity.optional(),
  unit: Ref,
  food: Ref,
  unitId: Id.nullish(),
  foodId: Id.nullish(),
  labelId: Id.nullish(),
  note: z.string().max(2000).nullish(),
  isFood: z.boolean().optional(),
  disableAmount: z.boolean().nullish(),
  checked: z.boolean().optional(),
  position: z.number().int().min(0).max(1_000_000).optional(),
  extras: Extras,
  recipeReferences: z.array(ItemRecipeRefIn).max(100).optional(),
});

export const ShoppingListItemCreate = ItemFields.extend({ shoppingListId: Id, id: Id.nullish() });
export type ShoppingListItemCreate = z.infer<typeof ShoppingListItemCreate>;
export const ShoppingListItemCreateBulk = z.array(ShoppingListItemCreate).min(1).max(500);

export const ShoppingListItemUpdate = ItemFields.extend({ shoppingListId: Id.optional() });
export type ShoppingListItemUpdate = z.infer<typeof ShoppingListItemUpdate>;
export const ShoppingListItemUpdateBulk = z
  .array(ShoppingListItemUpdate.extend({ id: Id }))
  .min(1)
  .max(500);
export type ShoppingListItemUpdateBulk = z.infer<typeof ShoppingListItemUpdateBulk>;

export const ShoppingItemIds = z.object({
  ids: z
    .union([Id, z.array(Id)])
    .transform((ids) => [ids].flat())
    .pipe(z.array(Id).min(1).max(500)),
});

export const ShoppingListQuery = PaginationQuery;
export type ShoppingListQuery = z.infer<typeof ShoppingListQuery>;

export const ItemRecipeRefOut = z.object({
  id: z.string(),
  shoppingListItemId: z.string(),
  recipeId: z.string(),
  recipeQuantity: z.number(),
  recipeScale: z.number(),
  recipeNote: z.string().nullable(),
});
export type ItemRecipeRefOut = z.infer<typeof ItemRecipeRefOut>;

/** `ShoppingListItemOut-Output`. */
export const ShoppingListItemOut = z.object({
  id: z.string(),
  shoppingListId: z.string(),
  checked: z.boolean(),
  position: z.number().int(),
  quantity: z.number(),
  unit: UnitOut.nullable(),
  unitId: z.string().nullable(),
  food: FoodOut.nullable(),
  foodId: z.string().nullable(),
  note: z.string(),
  isFood: z.boolean(),
  disableAmount: z.boolean().nullable(),
  display: z.string(),
  labelId: z.string().nullable(),
  label: LabelOut.nullable(),
  extras: z.record(z.string(), z.unknown()),
  recipeReferences: z.array(ItemRecipeRefOut),
  createdAt: z.string(),
  updateAt: z.string(),
});
export type ShoppingListItemOut = z.infer<typeof ShoppingListItemOut>;

export const ShoppingListItemsCollectionOut = z.object({
  createdItems: z.array(ShoppingListItemOut),
  updatedItems: z.array(ShoppingListItemOut),
  deletedItems: z.array(ShoppingListItemOut),
});
export type ShoppingListItemsCollectionOut = z.infer<typeof ShoppingListItemsCollectionOut>;

export const ListRecipeRefOut = z.object({
  id: z.string(),
  shoppingListId: z.string(),
  recipeId: z.string(),
  recipeQuantity: z.number(),
  recipe: RecipeSummary,
});
export type ListRecipeRefOut = z.infer<typeof ListRecipeRefOut>;

export const LabelSettingOut = z.object({
  id: z.string(),
  shoppingListId: z.string(),
  labelId: z.string(),
  position: z.number().int(),
  label: LabelOut,
});
export type LabelSettingOut = z.infer<typeof LabelSettingOut>;

export const ShoppingListSummary = z.object({
  id: z.string(),
  groupId: z.string(),
  /** Mealie v2: the group's one household has the group's id. */
  householdId: z.string(),
  userId: z.string(),
  name: z.string(),
  extras: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  updateAt: z.string(),
  recipeReferences: z.array(ListRecipeRefOut),
  labelSettings: z.array(LabelSettingOut),
});
export type ShoppingListSummary = z.infer<typeof ShoppingListSummary>;

export const ShoppingListOut = ShoppingListSummary.extend({
  listItems: z.array(ShoppingListItemOut),
});
export type ShoppingListOut = z.infer<typeof ShoppingListOut>;

/** What the events stream of a list sends; clients re-fetch the list on any of them. */
export interface ShoppingListEvent {
  type: 'items-changed' | 'list-changed' | 'list-deleted' | 'resync';
  listId: string;
  at: string;
}
