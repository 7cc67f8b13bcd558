import useSWR, { mutate } from 'swr';

import { paths } from '../../server/contract/paths';
import type { RecipeShareTokenSummary } from '../../server/contract/sharing';

import { api, fetchJson } from './client';
import { withQuery } from './query';

function tokensKey(recipeId: string) {
  return withQuery(paths.sharedRecipes, { recipe_id: recipeId });
}

export function useShareTokens(recipeId: string | undefined) {
  return useSWR<RecipeShareTokenSummary[], Error>(
    recipeId ? tokensKey(recipeId) : null,
    fetchJson,
    { revalidateOnFocus: false },
  );
}

/** A share link for the recipe; without `expiresAt` the server's default lifetime applies. */
export async function createShareToken(recipeId: string, expiresAt?: Date) {
  const result = await api.post<RecipeShareTokenSummary>(paths.sharedRecipes, {
    json: { recipeId, expiresAt: expiresAt?.toISOString() },
  });
  await mutate(tokensKey(recipeId));
  return result;
}

export async function revokeShareToken(recipeId: string, id: string) {
  const result = await api.delete<unknown>(paths.sharedRecipe(id));
  await mutate(tokensKey(recipeId));
  return result;
}

/** The address a visitor opens. */
export function shareLink(tokenId: string): string {
  return `${window.location.origin}/shared/recipes/${tokenId}`;
}
