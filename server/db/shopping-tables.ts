import type { Insertable, Selectable } from 'kysely';

/**
 * The tables of the shopping-lists migration, part of `Database` (schema.ts)
 * (camelCase here, snake_case in SQL).
 */
export type ShoppingTables = {
  shoppingLists: ShoppingListTable;
  shoppingListItems: ShoppingItemTable;
  shoppingListItemRecipeReference: ItemRecipeRefTable;
  shoppingListRecipeReference: ListRecipeRefTable;
  shoppingListsMultiPurposeLabels: ListLabelTable;
};

export type ShoppingListTable = {
  id: string;
  groupId: string;
  userId: string;
  name: string;
  /** JSON object. */
  extras: string;
  createdAt: string;
  updateAt: string;
};
export type ShoppingListRow = Selectable<ShoppingListTable>;

export type ShoppingItemTable = {
  id: string;
  shoppingListId: string;
  /** 0 or 1. */
  checked: number;
  position: number;
  quantity: number;
  unitId: string | null;
  foodId: string | null;
  note: string;
  /** 0 or 1. */
  isFood: number;
  /** 0, 1 or null. */
  disableAmount: number | null;
  labelId: string | null;
  /** JSON object. */
  extras: string;
  createdAt: string;
  updateAt: string;
};
export type ShoppingItemRow = Selectable<ShoppingItemTable>;

export type ItemRecipeRefTable = {
  id: string;
  shoppingListItemId: string;
  recipeId: string;
  recipeQuantity: number;
  recipeScale: number;
  recipeNote: string | null;
};
export type ItemRecipeRefRow = Selectable<ItemRecipeRefTable>;

export type ListRecipeRefTable = {
  id: string;
  shoppingListId: string;
  recipeId: string;
  recipeQuantity: number;
};
export type ListRecipeRefRow = Selectable<ListRecipeRefTable>;

export type ListLabelTable = {
  id: string;
  shoppingListId: string;
  labelId: string;
  position: number;
};
export type ListLabelRow = Selectable<ListLabelTable>;
export type NewListLabelRow = Insertable<ListLabelTable>;
