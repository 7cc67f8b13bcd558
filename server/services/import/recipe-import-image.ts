import { errorText } from '../../i18n/localized-error';

import type { Actor, ServiceContext } from '../context';
import { fetchRecipeImage } from '../recipes/recipe-images.service';

/**
 * Downloads a scraped recipe's picture through the media pipeline (same address policy,
 * WebP set, new cache key). Returns the failure message (in `locale`) instead of throwing: a recipe without
 * its picture is still imported.
 */
export async function attachScrapedImage(
  ctx: ServiceContext,
  actor: Actor,
  slug: string,
  imageUrl: string | null,
  locale: string,
): Promise<string | null> {
  if (!imageUrl) return null;
  try {
    await fetchRecipeImage(ctx, actor, slug, imageUrl);
    return null;
  } catch (error) {
    const message = errorText(error, locale);
    ctx.logger.warn({ slug, imageUrl, error: message }, 'scraped recipe image not stored');
    return message;
  }
}
