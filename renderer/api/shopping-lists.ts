import useSWR from 'swr';

import type { Paginated } from '../../server/contract/common';
import type { RecipeIngredientOut } from '../../server/contract/recipes';

import { api, fetchJson } from './client';
import { withQuery } from './query';

/** Mealie v1 `ShoppingListSummary`, the fields the picker reads. */
export interface ShoppingListSummary {
  id: string;
  name: string | null;
}

// Shopping lists arrive with their own issue; until `contract/paths.ts` names them, paths live here.
const listsPath = '/api/groups/shopping/lists';

export function useShoppingLists(isEnabled: boolean) {
  const { data, error, isLoading } = useSWR<Paginated<ShoppingListSummary>, Error>(
    isEnabled ? withQuery(listsPath, { page: 1, perPage: -1 }) : null,
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
  return api.post<unknown>(`${listsPath}/${listId}/recipe/${recipeId}`, {
    json: { recipeIncrementQuantity: 1, recipeIngredients },
  });
}
