import { readFile } from 'node:fs/promises';

import {
  guessOcrLineRoles,
  ocrDraftRecipe,
  ocrLines,
  type OcrAssetReq,
  type OcrTsvResponse,
} from '../../contract/ocr';
import { loadRecipeParts } from '../../db/repos/recipes.repo';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { recipeAssetDir, within } from '../../files/media-paths';
import type { OcrLanguage } from '../../ocr/languages';
import { prepareForOcr, UnreadablePhotoError } from '../../ocr/prepare';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { readImageSet } from '../image-store';
import { recipeOfActor } from '../recipes/recipe-access';
import { insertRecipeWithImage } from '../recipes/recipe-images.service';

/** Photos larger than this are refused (413) by the OCR calls. */
export const maxOcrPhotoBytes = 20 * 1024 * 1024;

async function recognize(
  ctx: ServiceContext,
  bytes: Uint8Array,
  language: OcrLanguage,
): Promise<OcrTsvResponse[]> {
  let png: Buffer;
  try {
    png = await prepareForOcr(bytes);
  } catch (error) {
    if (!(error instanceof UnreadablePhotoError)) throw error;
    throw new InvalidError('errors.import.theFileIsNotA', { message: error.message });
  }
  try {
    return await ctx.ocr.recognize(png, language);
  } catch (error) {
    ctx.logger.warn({ error: String(error) }, 'text recognition failed');
    throw new InvalidError('errors.import.theTextInThePhoto');
  }
}

/** `POST /api/ocr/file-to-tsv`: the words of an uploaded photo with their boxes. */
export function fileToTsv(
  ctx: ServiceContext,
  actor: Actor,
  bytes: Uint8Array,
  language: OcrLanguage,
): Promise<OcrTsvResponse[]> {
  requireUser(actor);
  return recognize(ctx, bytes, language);
}

/** `POST /api/ocr/asset-to-tsv`: the same for an image asset of a recipe of the caller's group. */
export async function assetToTsv(
  ctx: ServiceContext,
  actor: Actor,
  request: OcrAssetReq,
  language: OcrLanguage,
): Promise<OcrTsvResponse[]> {
  const { recipe } = await recipeOfActor(ctx, actor, request.recipeSlug);
  const { assets } = await loadRecipeParts(ctx.db, recipe.id);
  const asset = assets.find(
    (a) =>
      a.fileName !== null && (a.fileName === request.assetName || a.name === request.assetName),
  );
  if (!asset?.fileName) throw new NotFoundError('errors.import.assetNotFound');
  let bytes: Buffer;
  try {
    bytes = await readFile(within(recipeAssetDir(ctx.files, recipe.id), asset.fileName));
  } catch {
    throw new NotFoundError('errors.import.assetFileNotFound');
  }
  return recognize(ctx, bytes, language);
}

/**
 * `POST /api/recipes/create-ocr`: a recipe drafted from a photo's text (first line the name,
 * then ingredients and steps as `guessOcrLineRoles` sees them), with the photo as its picture
 * when `makefilerecipeimage`. Returns the slug; the person then corrects the draft.
 */
export async function createRecipeFromOcr(
  ctx: ServiceContext,
  actor: Actor,
  bytes: Uint8Array,
  options: { makeRecipeImage: boolean },
  language: OcrLanguage,
): Promise<string> {
  const user = requireUser(actor);
  const lines = ocrLines(await recognize(ctx, bytes, language));
  const recipe = ocrDraftRecipe(lines, guessOcrLineRoles(lines));
  if (!recipe.name) throw new InvalidError('errors.import.noTextWasFoundIn');
  const image = options.makeRecipeImage ? await readImageSet(bytes) : null;
  return insertRecipeWithImage(ctx, user, recipe, image);
}
