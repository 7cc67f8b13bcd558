/** The table of migration 0012, part of `Database` (schema.ts). */
export type RecipeSlugHistoryTables = {
  recipeSlugHistory: RecipeSlugHistoryTable;
};

export type RecipeSlugHistoryTable = {
  groupId: string;
  /** A slug the recipe had before a rename; unique within the group. */
  slug: string;
  recipeId: string;
  createdAt: string;
};
