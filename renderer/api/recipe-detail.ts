import { useCallback } from 'react';
import useSWR, { mutate, useSWRConfig } from 'swr';

import type { ValidationResponse } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import type { Recipe, RecipeIn } from '../../server/contract/recipes';
import type { RecipeShareToken } from '../../server/contract/sharing';
import type { RecipeTimelineEventOut } from '../../server/contract/timeline';

import { api, fetchJson } from './client';
import { uploadTimelineImage } from './recipe-media';
import { withQuery } from './query';

const readOptions = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** One recipe for its page or a flow that needs it whole; `error.status` 404 is not found. */
export function useRecipe(slug: string | null | undefined) {
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
    await cacheRecipe(result.data);
  }
  return result;
}

/** Keeps a recipe just read or saved as what its address shows, without asking again. */
export function cacheRecipe(recipe: Recipe) {
  return mutate(paths.recipe(recipe.slug), recipe, { revalidate: false });
}

/**
 * Drops what an address showed before a rename, quietly (the page still there must not redraw
 * while it is being left): Back or an old link then asks the server, which answers the renamed
 * recipe, instead of showing the old name from the cache.
 */
export function useForgetRecipeAddress() {
  const { cache } = useSWRConfig();
  return useCallback((slug: string) => cache.delete(paths.recipe(slug)), [cache]);
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

/** What "I made this" logs: when, a note and an optional photo. */
interface MadeEntry {
  /** ISO date-time. */
  timestamp: string;
  message: string;
  photo: File | null;
}

/**
 * "I made this": a timeline event with the note, then its photo, and the recipe's last-made
 * date (moved only forward: logging an older meal keeps a later date).
 */
export async function markRecipeMade(recipe: Recipe, subject: string, entry: MadeEntry) {
  const { timestamp, message, photo } = entry;
  if (!recipe.lastMade || Date.parse(recipe.lastMade) < Date.parse(timestamp)) {
    const made = await api.patch<unknown>(paths.recipeLastMade(recipe.slug), {
      json: { timestamp },
    });
    if (made.error) return made;
  }
  const event = await api.post<RecipeTimelineEventOut>(paths.timelineEvents, {
    json: {
      recipeId: recipe.id,
      subject,
      eventType: 'info',
      eventMessage: message.trim() || null,
      timestamp,
    },
  });
  await mutate(paths.recipe(recipe.slug));
  if (!event.data || !photo) return event;
  return uploadTimelineImage(event.data.id, photo);
}

export type { RecipeShareToken };
