import { mutate } from 'swr';

import type { UpdateImageResponse } from '../../server/contract/media';
import { paths } from '../../server/contract/paths';
import type { RecipeAsset } from '../../server/contract/recipes';

import { api, upload } from './client';

function extensionOf(file: File): string {
  return file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
}

/** A picture's type from its name, else from its MIME type (a phone camera's "image"). */
function imageExtensionOf(file: File): string {
  return extensionOf(file) || file.type.replace(/^image\//, '');
}

export async function uploadRecipeImage(slug: string, file: File) {
  const body = new FormData();
  body.append('image', file);
  body.append('extension', extensionOf(file));
  const result = await upload<UpdateImageResponse>('PUT', paths.recipeImage(slug), body);
  await mutate(paths.recipe(slug));
  return result;
}

/** A timeline event's photo ("I made this"). */
export function uploadTimelineImage(eventId: string, file: File) {
  const body = new FormData();
  body.append('image', file);
  body.append('extension', imageExtensionOf(file));
  return upload<UpdateImageResponse>('PUT', paths.timelineEventImage(eventId), body);
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

/** A recipe picture's address; `image` (its cache key) changes with each new picture. */
export function recipeImageSrc(
  recipe: { id: string; image: string | null },
  size: 'original' | 'min-original' | 'tiny-original' = 'original',
) {
  const version = encodeURIComponent(recipe.image ?? '');
  return `${paths.mediaRecipeImage(recipe.id, `${size}.webp`)}?version=${version}`;
}

export function recipeAssetHref(recipeId: string, fileName: string) {
  return paths.mediaRecipeAsset(recipeId, fileName);
}
