import { RecipeIn } from '../../contract/recipes';
import { InvalidError } from '../../domain/errors';
import { jsonDepthExceeds, maxJsonDepth } from '../../domain/json-depth';
import { camelizeKeys } from '../../domain/snake-case';
import type { WebpSet } from '../../files/images';
import { openSafeZip, UnsafeArchiveError, type SafeZip } from '../../files/safe-zip';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { readImageSet } from '../image-store';
import { insertRecipeWithImage, maxImageBytes } from '../recipes/recipe-images.service';

/** Uploads to `POST /api/recipes/create-from-zip` larger than this are refused (413). */
export const maxArchiveBytes = 25 * 1024 * 1024;

/** A single-recipe export holds two entries; room for a few more, never thousands. */
const zipLimits = { maxEntries: 100, maxTotalBytes: 64 * 1024 * 1024, maxRatio: 100 };
const maxJsonBytes = 5 * 1024 * 1024;

/** macOS adds `__MACOSX/._<name>` resource forks whose names end like the real files. */
const isResourceFork = (name: string) =>
  name.startsWith('__MACOSX/') || (name.split('/').pop() ?? '').startsWith('._');

/** Mealie's reader: the last `*.json` entry is the recipe, the last `*.webp` its picture. */
function lastEntry(zip: SafeZip, extension: string): string | undefined {
  return zip.names
    .filter((name) => name.toLowerCase().endsWith(extension) && !isResourceFork(name))
    .at(-1);
}

type Thing = { id?: unknown; name?: unknown } | null | undefined;
const withoutId = (thing: Thing) =>
  thing && typeof thing === 'object' ? { ...thing, id: null } : thing;

/**
 * The archive's recipe as `insertRecipe` takes it. Keys may be snake_case (exports) or camelCase;
 * foods and units are matched by name in the caller's group (their ids belong to the exporting
 * server), and assets are dropped because a single-recipe zip carries no asset files.
 */
function recipeFromJson(text: string): RecipeIn {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new InvalidError('errors.import.theRecipeFileInThe');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new InvalidError('errors.import.theRecipeFileInThe2');
  }
  if (jsonDepthExceeds(raw)) {
    throw new InvalidError('errors.import.theRecipeFileInThe3', { maxJsonDepth });
  }
  const body = camelizeKeys(raw) as Record<string, unknown>;
  const ingredients = Array.isArray(body.recipeIngredient)
    ? (body.recipeIngredient as unknown[]).map((line) =>
        line && typeof line === 'object'
          ? {
              ...line,
              unit: withoutId((line as { unit?: Thing }).unit),
              food: withoutId((line as { food?: Thing }).food),
            }
          : line,
      )
    : body.recipeIngredient;
  const parsed = RecipeIn.safeParse({ ...body, recipeIngredient: ingredients, assets: [] });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'recipe';
    throw new InvalidError('errors.import.theRecipeInTheArchive', {
      where,
      value: issue?.message ?? 'invalid',
    });
  }
  if (!parsed.data.name) throw new InvalidError('errors.import.theRecipeInTheArchive2');
  return parsed.data;
}

function readArchive(bytes: Buffer): { recipe: RecipeIn; image: Buffer | null } {
  try {
    const zip = openSafeZip(bytes, zipLimits);
    const jsonName = lastEntry(zip, '.json');
    if (!jsonName) throw new InvalidError('errors.import.theArchiveHoldsNoRecipe');
    const recipe = recipeFromJson(zip.read(jsonName, maxJsonBytes).toString('utf8'));
    const imageName = lastEntry(zip, '.webp');
    return { recipe, image: imageName ? zip.read(imageName, maxImageBytes) : null };
  } catch (error) {
    if (error instanceof UnsafeArchiveError) throw new InvalidError(error.key, error.params);
    throw error;
  }
}

/**
 * `POST /api/recipes/create-from-zip`: a single-recipe export zip (Larder's or Mealie's) becomes a
 * recipe of the caller's group, with its picture. Everything is read and checked before the
 * one transaction that writes the row and the image files.
 */
export async function createRecipeFromZip(
  ctx: ServiceContext,
  actor: Actor,
  bytes: Buffer,
): Promise<string> {
  const user = requireUser(actor);
  const { recipe, image } = readArchive(bytes);
  let set: WebpSet | null = null;
  if (image) {
    try {
      set = await readImageSet(image);
    } catch (error) {
      if (!(error instanceof InvalidError)) throw error;
      throw new InvalidError('errors.import.thePictureInTheArchive', { message: error.message });
    }
  }
  return insertRecipeWithImage(ctx, user, recipe, set);
}
