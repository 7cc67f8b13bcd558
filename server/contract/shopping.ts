import { z } from 'zod';

import { PaginationQuery } from './common';
import type { FoodOut, LabelOut, UnitOut } from './organizers';
import type { RecipeSummary } from './recipes';
import { RecipeIngredientIn } from './recipes';

const Id = z.uuid();
const Extras = z
  .record(z.string(), z.unknown())
  .nullish()
  .refine((extras) => !extras || JSON.stringify(extras).length <= 20_000, 'extras are too large');
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

export interface ItemRecipeRefOut {
  id: string;
  shoppingListItemId: string;
  recipeId: string;
  recipeQuantity: number;
  recipeScale: number;
  recipeNote: string | null;
}

export interface ShoppingListItemOut {
  id: string;
  shoppingListId: string;
  checked: boolean;
  position: number;
  quantity: number;
  unit: UnitOut | null;
  unitId: string | null;
  food: FoodOut | null;
  foodId: string | null;
  note: string;
  isFood: boolean;
  disableAmount: boolean | null;
  display: string;
  labelId: string | null;
  label: LabelOut | null;
  extras: Record<string, unknown>;
  recipeReferences: ItemRecipeRefOut[];
  createdAt: string;
  updateAt: string;
}

export interface ShoppingListItemsCollectionOut {
  createdItems: ShoppingListItemOut[];
  updatedItems: ShoppingListItemOut[];
  deletedItems: ShoppingListItemOut[];
}

export interface ListRecipeRefOut {
  id: string;
  shoppingListId: string;
  recipeId: string;
  recipeQuantity: number;
  recipe: RecipeSummary;
}

export interface LabelSettingOut {
  id: string;
  shoppingListId: string;
  labelId: string;
  position: number;
  label: LabelOut;
}

export interface ShoppingListSummary {
  id: string;
  groupId: string;
  /** Mealie v2: the group's one household has the group's id. */
  householdId: string;
  userId: string;
  name: string;
  extras: Record<string, unknown>;
  createdAt: string;
  updateAt: string;
  recipeReferences: ListRecipeRefOut[];
  labelSettings: LabelSettingOut[];
}

export interface ShoppingListOut extends ShoppingListSummary {
  listItems: ShoppingListItemOut[];
}

/** What the events stream of a list sends; clients re-fetch the list on any of them. */
export interface ShoppingListEvent {
  type: 'items-changed' | 'list-changed' | 'list-deleted' | 'resync';
  listId: string;
  at: string;
}
