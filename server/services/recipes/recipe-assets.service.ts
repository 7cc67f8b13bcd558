import type { AssetUploadFields } from '../../contract/media';
import type { RecipeAsset } from '../../contract/recipes';
import { saveAssetRow } from '../../db/repos/recipe-assets.repo';
import { updateRecipeRow } from '../../db/repos/recipes.repo';
import { InvalidError } from '../../domain/errors';
import { assetFileName, assetNameProblem, normalizeExtension } from '../../domain/file-names';
import { nowIso } from '../../domain/time';
import { moveFileAtomic } from '../../files/atomic-write';
import { recipeAssetDir, within } from '../../files/media-paths';

import type { Actor, ServiceContext } from '../context';
import { editableRecipeOfActor } from './recipe-access';

/** Assets (PDFs, scans, videos of a technique) larger than this are refused. */
export const maxAssetBytes = 50 * 1024 * 1024;

/**
 * Stores a file with a recipe as Mealie does: `<slug of name>.<extension>` in the recipe's
 * assets folder, listed in the recipe's assets. Uploading the same file name again replaces the
 * file and updates the existing entry instead of listing it twice. `upload` is the path of the
 * received file in the data directory's uploads folder; it is moved into place.
 */
export async function uploadRecipeAsset(
  ctx: ServiceContext,
  actor: Actor,
  slugOrId: string,
  fields: AssetUploadFields,
  upload: string,
): Promise<RecipeAsset> {
  const { recipe } = await editableRecipeOfActor(ctx, actor, slugOrId);
  const problem = assetNameProblem(fields.name);
  if (problem) throw new InvalidError(problem.key, problem.params);
  if (!normalizeExtension(fields.extension)) {
    throw new InvalidError('errors.recipes.theExtensionMustBe1');
  }
  const fileName = assetFileName(fields.name, fields.extension);
  if (!fileName) throw new InvalidError('errors.recipes.theAssetNameOrExtension');
  const asset = { name: fields.name.trim(), icon: fields.icon, fileName };
  await moveFileAtomic(upload, within(recipeAssetDir(ctx.files, recipe.id), fileName));
  await ctx.db.transaction().execute(async (trx) => {
    await saveAssetRow(trx, recipe.id, asset);
    await updateRecipeRow(trx, recipe.id, { updateAt: nowIso() });
  });
  return asset;
}
