import useSWR, { mutate } from 'swr';

import type { SuccessResponse } from '../../server/contract/common';
import type { FileTokenResponse, GroupDataExport } from '../../server/contract/exports';
import type { OrganizerOut } from '../../server/contract/organizers';
import { paths } from '../../server/contract/paths';
import type { RecipeSettings, RecipeSummary } from '../../server/contract/recipes';

import { api, fetchJson } from './client';
import { withQuery } from './query';
import { recipeFeedPageKeys, type RecipeFeedQuery } from './recipe-list';

/** Every cached recipe list and recipe (SWR infinite keys carry a `$inf$` prefix). */
function revalidateRecipes() {
  return mutate((key) => typeof key === 'string' && key.includes('/api/recipes'));
}

/** Every recipe matching the home page's search: "select all matching". */
export async function fetchAllMatching(query: RecipeFeedQuery): Promise<RecipeSummary[] | null> {
  const firstPage = recipeFeedPageKeys(query)(0, null);
  if (!firstPage) return [];
  const url = new URL(firstPage, window.location.origin);
  url.searchParams.set('perPage', '-1');
  const { data } = await api.get<{ items: RecipeSummary[] }>(`${url.pathname}${url.search}`);
  return data?.items ?? null;
}

export type OrganizerField = 'tags' | 'recipeCategory';

const assignPath = { tags: paths.bulkTag, recipeCategory: paths.bulkCategorize } as const;
const assignKey = { tags: 'tags', recipeCategory: 'categories' } as const;

/** Adds the tags or categories to every recipe (they keep the ones they had). */
export async function assignOrganizers(
  field: OrganizerField,
  slugs: string[],
  organizers: OrganizerOut[],
) {
  const refs = organizers.map(({ id, name, slug }) => ({ id, name, slug }));
  const result = await api.post<null>(assignPath[field], {
    json: { recipes: slugs, [assignKey[field]]: refs },
  });
  if (!result.error) await revalidateRecipes();
  return result;
}

/**
 * Undoes an assignment: each recipe the assignment changed gets back the tags or categories it
 * had before, one PATCH per recipe (the bulk API only adds).
 */
export async function restoreOrganizers(field: OrganizerField, before: RecipeSummary[]) {
  let failed = 0;
  for (const recipe of before) {
    const { error } = await api.patch<unknown>(paths.recipe(recipe.slug), {
      json: { [field]: recipe[field] },
      quiet: true,
    });
    if (error) failed += 1;
  }
  await revalidateRecipes();
  return failed;
}

/** Replaces the settings of every recipe; each keeps its own `locked`. */
export async function assignSettings(slugs: string[], settings: RecipeSettings) {
  const result = await api.post<null>(paths.bulkSettings, {
    json: { recipes: slugs, settings },
  });
  if (!result.error) await revalidateRecipes();
  return result;
}

export async function deleteRecipes(slugs: string[]) {
  const result = await api.post<null>(paths.bulkDelete, { json: { recipes: slugs } });
  if (!result.error) await revalidateRecipes();
  return result;
}

/** Writes a zip of the recipes to the group's exports (the data exports page lists it). */
export async function exportRecipes(slugs: string[]) {
  const result = await api.post<null>(paths.bulkExport, {
    json: { recipes: slugs, exportType: 'json' },
  });
  if (!result.error) await mutate(paths.bulkExport);
  return result;
}

export function useDataExports() {
  const {
    data,
    error,
    isLoading,
    mutate: retry,
  } = useSWR<GroupDataExport[], Error>(paths.bulkExport, fetchJson);
  return { exports: data ?? [], error, isLoading, retry: () => void retry() };
}

/** The browser's download of an export, through a file token. */
export async function downloadExport(item: GroupDataExport): Promise<boolean> {
  const { data } = await api.get<FileTokenResponse>(
    withQuery(paths.bulkExportDownload, { path: item.path }),
  );
  if (!data) return false;
  const link = document.createElement('a');
  link.href = withQuery(paths.utilsDownload, { token: data.fileToken });
  link.download = item.filename;
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}

export async function purgeExports() {
  const result = await api.delete<SuccessResponse>(paths.bulkExportPurge);
  if (!result.error) await mutate(paths.bulkExport);
  return result;
}
