import { randomInt } from 'node:crypto';

import type { UpdateImageResponse } from '../../contract/media';
import type { RecipeIn } from '../../contract/recipes';
import { findRecipeRow, updateRecipeRow } from '../../db/repos/recipes.repo';
import type { UserWithGroup } from '../../db/repos/users.repo';
import type { RecipeRow } from '../../db/schema';
import { nowIso } from '../../domain/time';
import { writeWebpSet, type WebpSet } from '../../files/images';
import { recipeImageDir, removeRecipeMedia } from '../../files/media-paths';

import type { Actor, ServiceContext } from '../context';
import { saveImageSet } from '../image-store';
import { editableRecipeOfActor } from './recipe-access';
import { insertRecipe, type NewRecipeOptions } from './recipes.service';
import { downloadImage } from '../import/remote-image';

/** Uploads and downloads of recipe images larger than this are refused. */
export const maxImageBytes = 20 * 1024 * 1024;

/**
 * A new cache key for `recipes.image`: Mealie's random 0–255 after an upload, but never the
 * current one, so a client's `?version=` always changes with the picture.
 */
function nextUploadKey(current: string | null): string {
  for (;;) {
    const key = String(randomInt(0, 256));
    if (key !== current) return key;
  }
}

/** Mealie's key after fetching from a URL: four random characters. */
function nextUrlKey(current: string | null): string {
  for (;;) {
    const key = randomInt(36 ** 3, 36 ** 4).toString(36);
    if (key !== current) return key;
  }
}

async function storeRecipeImage(
  ctx: ServiceContext,
  recipe: RecipeRow,
  bytes: Uint8Array,
  key: string,
): Promise<UpdateImageResponse> {
  await saveImageSet(recipeImageDir(ctx.files, recipe.id), bytes);
  await updateRecipeRow(ctx.db, recipe.id, { image: key, updateAt: nowIso() });
  return { image: key };
}

/**
 * Creates a recipe (as `insertRecipe`) with a WebP set made beforehand by `readImageSet`, in one
 * transaction: a failure leaves neither the row nor the files.
 */
export async function insertRecipeWithImage(
  ctx: ServiceContext,
  user: UserWithGroup,
  input: RecipeIn,
  image: WebpSet | null,
  options: NewRecipeOptions = {},
): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const slug = await insertRecipe(trx, user, input, options);
    if (!image) return slug;
    const row = await findRecipeRow(trx, user.groupId, slug);
    if (!row) throw new Error(`recipe ${slug} vanished while being created`);
    try {
      await writeWebpSet(recipeImageDir(ctx.files, row.id), image);
    } catch (error) {
      await removeRecipeMedia(ctx.files, row.id);
      throw error;
    }
    await updateRecipeRow(trx, row.id, { image: nextUploadKey(null) });
    return slug;
  });
}

/** `PUT /api/recipes/{slug}/image`: an uploaded picture becomes the recipe's three WebP files. */
export async function uploadRecipeImage(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
  bytes: Uint8Array,
): Promise<UpdateImageResponse> {
  const { recipe } = await editableRecipeOfActor(ctx, actor, slugOrId);
  return storeRecipeImage(ctx, recipe, bytes, nextUploadKey(recipe.image));
}

/**
 * `POST /api/recipes/{slug}/image {url}`: downloads a picture (public addresses only, unless the
 * site settings allow private ones; 15 s; 20 MB; an image content type) and stores it like an
 * upload.
 */
export async function fetchRecipeImage(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
  url: string,
): Promise<UpdateImageResponse> {
  const { recipe } = await editableRecipeOfActor(ctx, actor, slugOrId);
  const body = await downloadImage(ctx, url, { maxBytes: maxImageBytes, timeoutMs: 15_000 });
  return storeRecipeImage(ctx, recipe, body, nextUrlKey(recipe.image));
}
