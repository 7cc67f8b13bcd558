import { toPreviewWebp, UnreadableImageError } from '../../files/images';
import { InvalidError } from '../../domain/errors';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { downloadImage } from './remote-image';

/** A preview is looked at, not kept: a smaller budget than an import's picture. */
const previewBudget = { maxBytes: 10 * 1024 * 1024, timeoutMs: 10_000 };

/**
 * `GET /api/recipes/test-scrape-url/image?url=` (Larder's own): the picture of a recipe page
 * being previewed, fetched by the server so the page can show pictures from plain-http sites
 * without loosening its Content-Security-Policy. Signed-in people only, the importer's address
 * policy (no private ranges unless the site settings allow them), and the answer is always a
 * WebP the server made itself, never the remote bytes.
 */
export async function previewRecipeImage(
  ctx: ServiceContext,
  actor: Actor,
  url: string,
): Promise<Buffer> {
  requireUser(actor);
  const bytes = await downloadImage(ctx, url, previewBudget);
  try {
    return await toPreviewWebp(bytes);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw new InvalidError('errors.import.theAddressDoesNotHold');
    }
    throw error;
  }
}
