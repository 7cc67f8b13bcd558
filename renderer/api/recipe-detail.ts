import useSWR, { mutate } from 'swr';

import type { ValidationResponse } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import type { Recipe, RecipeIn } from '../../server/contract/recipes';
import type { RecipeShareToken } from '../../server/contract/sharing';

import { api, fetchJson } from './client';
import { withQuery } from './query';

const readOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** One recipe for its page; `error.status` 404 is the not-found state. */
export function useRecipe(slug: string | undefined) {
  return useSWR<Recipe, Error>(slug ? paths.recipe(slug) : null, fetchJson, readOptions);
}

/** A recipe behind a share token (visitors). */
export function useSharedRecipe(token: string | undefined) {
  return useSWR<Recipe, Error>(
    token ? paths.recipeByShareToken(token) : null,
    fetchJson,
    readOptions,
  );
}

/** A public recipe of a group's explore area (visitors). */
export function useExploreRecipe(groupSlug: string | undefined, slug: string | undefined) {
  return useSWR<Recipe, Error>(
    groupSlug && slug ? paths.exploreRecipe(groupSlug, slug) : null,
    fetchJson,
    readOptions,
  );
}

export async function saveRecipe(slug: string, body: RecipeIn) {
  const result = await api.put<Recipe>(paths.recipe(slug), { json: body });
  if (result.data) {
    await mutate(paths.recipe(result.data.slug), result.data, { revalidate: false });
  }
  return result;
}

/** `POST /api/recipes {name}` answers the new slug. */
export function createRecipe(name: string) {
  return api.post<string>(paths.recipes, { json: { name } });
}

/** The live "name already used in your group" hint; quiet, as it runs while typing. */
export async function isRecipeNameFree(groupId: string, name: string): Promise<boolean> {
  const { data } = await api.get<ValidationResponse>(
    withQuery(paths.validateRecipeName, { group_id: groupId, name }),
    { quiet: true },
  );
  return data?.valid ?? true;
}

/** "I made this": the last-made date and a timeline event. */
export async function markRecipeMade(recipe: Recipe, subject: string) {
  const timestamp = new Date().toISOString();
  const made = await api.patch<unknown>(paths.recipeLastMade(recipe.slug), {
    json: { timestamp },
  });
  if (made.error) return made;
  const event = await api.post<unknown>(paths.timelineEvents, {
    json: { recipeId: recipe.id, subject, eventType: 'info', timestamp },
  });
  await mutate(paths.recipe(recipe.slug));
  return event;
}

export type { RecipeShareToken };
