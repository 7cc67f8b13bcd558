import type { Recipe } from '../../server/contract/recipes';
import type { RecipeZipTokenResponse } from '../../server/contract/exports';
import { paths } from '../../server/contract/paths';

import { api } from './client';
import { withQuery } from './query';

/** The recipe menu's calls (spec §4 context menu flows); each yields `{ response, error, data }`. */
export function deleteRecipe(slug: string) {
  return api.delete<unknown>(paths.recipe(slug));
}

export function duplicateRecipe(slug: string, name: string) {
  return api.post<Recipe>(paths.recipeDuplicate(slug), { json: { name } });
}

/** Asks for a 30-minute export token, then fetches the zip as a blob (spec §7). */
export async function downloadRecipeZip(slug: string): Promise<Blob | null> {
  const { data } = await api.post<RecipeZipTokenResponse>(paths.recipeExports(slug));
  if (!data) return null;
  try {
    const response = await fetch(withQuery(paths.recipeExportZip(slug), { token: data.token }), {
      credentials: 'same-origin',
    });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}
