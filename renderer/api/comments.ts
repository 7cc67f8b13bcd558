import useSWR, { mutate } from 'swr';

import { paths } from '../../server/contract/paths';
import type { RecipeCommentOut } from '../../server/contract/recipes';

import { api, fetchJson } from './client';

export function useRecipeComments(slug: string | undefined) {
  return useSWR<RecipeCommentOut[], Error>(slug ? paths.recipeComments(slug) : null, fetchJson, {
    revalidateOnFocus: false,
  });
}

export async function addComment(slug: string, text: string) {
  const result = await api.post<RecipeCommentOut>(paths.recipeComments(slug), { json: { text } });
  await mutate(paths.recipeComments(slug));
  return result;
}

export async function editComment(slug: string, id: string, text: string) {
  const result = await api.put<RecipeCommentOut>(paths.comment(id), { json: { id, text } });
  await mutate(paths.recipeComments(slug));
  return result;
}

export async function deleteComment(slug: string, id: string) {
  const result = await api.delete<unknown>(paths.comment(id));
  await mutate(paths.recipeComments(slug));
  return result;
}
