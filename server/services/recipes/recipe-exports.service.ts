import path from 'node:path';

import type { FormatResponse, RecipeZipTokenResponse } from '../../contract/exports';
import type { RecipeRow } from '../../db/schema';
import { NotFoundError, UnauthorizedError } from '../../domain/errors';
import { PlainInvalidError } from '../../domain/plain-errors';
import { toSnakeCaseRecipe } from '../../domain/snake-case';
import { existingFile, recipeImageDir } from '../../files/media-paths';
import { buildRecipeZip } from '../../files/recipe-zip';

import type { Actor, ServiceContext } from '../context';
import { readRecipeZipToken, signRecipeZipToken } from '../file-tokens';
import { requireUser } from '../guards';
import { recipeOfActor } from './recipe-access';
import { loadRecipe } from './recipe-views';

/** A rendered file for the route to send as an attachment. */
export interface FileDownload {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Larder ships no Jinja templates: `raw` JSON and the zip are the formats it renders. */
const formats: FormatResponse = { json: ['raw'], zip: ['zip'], jinja2: [] };

export function listRecipeFormats(actor: Actor): FormatResponse {
  requireUser(actor);
  return formats;
}

/** `POST /api/recipes/{slug}/exports`: a 30-minute token for that recipe's zip. */
export async function createRecipeZipToken(
  ctx: ServiceContext,
  actor: Actor,
  slug: string,
): Promise<RecipeZipTokenResponse> {
  const { recipe } = await recipeOfActor(ctx, actor, slug);
  return { token: await signRecipeZipToken(ctx.secret, recipe.id) };
}

async function renderZip(ctx: ServiceContext, row: RecipeRow): Promise<FileDownload> {
  const recipe = await loadRecipe(ctx.db, row);
  const image = await existingFile(path.join(recipeImageDir(ctx.files, row.id), 'original.webp'));
  return {
    filename: `${row.slug}.zip`,
    contentType: 'application/zip',
    content: buildRecipeZip(row.slug, toSnakeCaseRecipe(recipe), image),
  };
}

/**
 * The zip behind a token from `createRecipeZipToken`. The caller must also be signed in and see
 * the recipe; a token made for another recipe is Mealie's 400 "Invalid Slug".
 */
export async function recipeZip(
  ctx: ServiceContext,
  actor: Actor,
  slug: string,
  token: string,
): Promise<FileDownload> {
  requireUser(actor);
  const tokenRecipeId = await readRecipeZipToken(ctx.secret, token);
  if (!tokenRecipeId) throw new UnauthorizedError('errors.recipes.couldNotValidateFileToken');
  const { recipe } = await recipeOfActor(ctx, actor, slug);
  if (recipe.id !== tokenRecipeId) throw new PlainInvalidError('errors.recipes.invalidSlug');
  return renderZip(ctx, recipe);
}

/** `GET /api/recipes/{slug}/exports?template_name=`: `raw` (the recipe's JSON) or `zip`. */
export async function renderRecipeTemplate(
  ctx: ServiceContext,
  actor: Actor,
  slug: string,
  templateName: string,
): Promise<FileDownload> {
  const { recipe } = await recipeOfActor(ctx, actor, slug);
  if (templateName === 'zip') return renderZip(ctx, recipe);
  if (templateName !== 'raw')
    throw new NotFoundError('errors.recipes.templateNotFound', { templateName });
  return {
    filename: `${recipe.slug}.json`,
    contentType: 'application/json',
    content: Buffer.from(JSON.stringify(await loadRecipe(ctx.db, recipe), null, 2), 'utf8'),
  };
}
