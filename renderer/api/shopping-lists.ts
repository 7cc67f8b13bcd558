import useSWR, { mutate } from 'swr';

import type { Paginated } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import type { RecipeIngredientOut } from '../../server/contract/recipes';
import type {
  LabelSettingOut,
  ShoppingListOut,
  ShoppingListSummary,
} from '../../server/contract/shopping';

import { api, fetchJson } from './client';
import { withQuery } from './query';

export type { ShoppingListSummary };

const listsKey = withQuery(paths.shoppingLists, { page: 1, perPage: -1 });

export function useShoppingLists(isEnabled: boolean) {
  const {
    data,
    error,
    isLoading,
    mutate: retry,
  } = useSWR<Paginated<ShoppingListSummary>, Error>(isEnabled ? listsKey : null, fetchJson);
  return { lists: data?.items ?? [], error, isLoading, retry: () => void retry() };
}

async function revalidateLists() {
  await mutate(listsKey);
}

export async function createShoppingList(name: string) {
  const result = await api.post<ShoppingListOut>(paths.shoppingLists, { json: { name } });
  if (!result.error) await revalidateLists();
  return result;
}

export async function renameShoppingList(id: string, name: string) {
  const result = await api.put<ShoppingListOut>(paths.shoppingList(id), { json: { id, name } });
  if (!result.error) await Promise.all([revalidateLists(), mutate(paths.shoppingList(id))]);
  return result;
}

export async function deleteShoppingList(id: string) {
  const result = await api.delete<unknown>(paths.shoppingList(id), { quiet: true });
  if (!result.error) await revalidateLists();
  return result;
}

/** One list with its items, recipes and label order; `refresh` re-reads it (live sync). */
export function useShoppingList(id: string) {
  const {
    data,
    error,
    isLoading,
    mutate: refresh,
  } = useSWR<ShoppingListOut, Error>(paths.shoppingList(id), fetchJson, {
    revalidateOnFocus: true,
  });
  return { list: data ?? null, error, isLoading, refresh };
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

/** Removes a recipe's lines from the list, `recipeQuantity` times (Mealie's exact undo). */
export async function removeRecipeFromList(listId: string, recipeId: string, times: number) {
  const result = await api.post<ShoppingListOut>(paths.shoppingListRecipeDelete(listId, recipeId), {
    json: { recipeDecrementQuantity: times },
  });
  if (!result.error) await mutate(paths.shoppingList(listId));
  return result;
}

/** Saves the list's label order (the sections of "view by label"). */
export async function saveLabelOrder(listId: string, settings: readonly LabelSettingOut[]) {
  const result = await api.put<ShoppingListOut>(paths.shoppingListLabelSettings(listId), {
    json: settings.map(({ id, labelId }, position) => ({ id, labelId, position })),
  });
  if (!result.error) await mutate(paths.shoppingList(listId));
  return result;
}

/** Adds all of a recipe's ingredients, `times` over (the meal planner's week). */
export function addWholeRecipeToList(listId: string, recipeId: string, times: number) {
  return api.post<unknown>(paths.shoppingListRecipe(listId, recipeId), {
    json: { recipeIncrementQuantity: times },
    quiet: true,
  });
}
