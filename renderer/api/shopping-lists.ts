import useSWR from 'swr';

import type { Paginated } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import type { RecipeIngredientOut } from '../../server/contract/recipes';

import { api, fetchJson } from './client';
import { withQuery } from './query';

/** Mealie v1 `ShoppingListSummary`, the fields the picker reads. */
export interface ShoppingListSummary {
  id: string;
  name: string | null;
}

export function useShoppingLists(isEnabled: boolean) {
  const { data, error, isLoading } = useSWR<Paginated<ShoppingListSummary>, Error>(
    isEnabled ? withQuery(paths.shoppingLists, { page: 1, perPage: -1 }) : null,
    fetchJson,
  );
  return { lists: data?.items ?? [], error, isLoading };
}

/** Mealie v1 `ShoppingListAddRecipeParams`. */
export function addRecipeToList(
  listId: string,
  recipeId: string,
  recipeIngredients: RecipeIngredientOut[],
) {
  return api.post<unknown>(paths.shoppingListRecipe(listId, recipeId), {
    json: { recipeIncrementQuantity: 1, recipeIngredients },
  });
}
