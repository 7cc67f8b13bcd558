/** Spec §2/§4: the recipe page's modes and the edit sub-modes. */
export type RecipeMode = 'view' | 'edit' | 'cook';
export type EditSubMode = 'form' | 'json';
