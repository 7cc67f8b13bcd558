import { mutate } from 'swr';

import type { UpdateImageResponse } from '../../server/contract/media';
import { paths } from '../../server/contract/paths';
import type { RecipeAsset } from '../../server/contract/recipes';

import { api, type ApiResult } from './client';
import { ApiError, getErrorMessage } from './errors';
import { publishApiMessage } from './events';

/** Multipart uploads: the shared client speaks JSON and forms, so files go through here. */
async function upload<T>(
  method: 'PUT' | 'POST',
  url: string,
  body: FormData,
): Promise<ApiResult<T>> {
  try {
    const response = await fetch(url, { method, body, credentials: 'same-origin' });
    const text = await response.text();
    const parsed: unknown = text ? (JSON.parse(text) as unknown) : null;
    if (!response.ok) {
      const error = new ApiError(response.status, getErrorMessage(parsed, response.status), parsed);
      publishApiMessage({ intent: 'error', text: error.message });
      return { response, error, data: null };
    }
    return { response, error: null, data: parsed as T };
  } catch (cause) {
    const error = new ApiError(0, getErrorMessage(null, 0), cause);
    publishApiMessage({ intent: 'error', text: error.message });
    return { response: null, error, data: null };
  }
}

function extensionOf(file: File): string {
  return file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
}

export async function uploadRecipeImage(slug: string, file: File) {
  const body = new FormData();
  body.append('image', file);
  body.append('extension', extensionOf(file));
  const result = await upload<UpdateImageResponse>('PUT', paths.recipeImage(slug), body);
  await mutate(paths.recipe(slug));
  return result;
}

export async function recipeImageFromUrl(slug: string, url: string) {
  const result = await api.post<UpdateImageResponse>(paths.recipeImage(slug), { json: { url } });
  await mutate(paths.recipe(slug));
  return result;
}

export async function uploadRecipeAsset(slug: string, name: string, icon: string, file: File) {
  const body = new FormData();
  body.append('name', name);
  body.append('icon', icon);
  body.append('extension', extensionOf(file));
  body.append('file', file);
  return upload<RecipeAsset>('POST', paths.recipeAssets(slug), body);
}

export function recipeImageSrc(recipe: { id: string; image: string | null }) {
  return `${paths.mediaRecipeImage(recipe.id, 'original.webp')}?version=${recipe.image ?? ''}`;
}

export function recipeAssetHref(recipeId: string, fileName: string) {
  return paths.mediaRecipeAsset(recipeId, fileName);
}
