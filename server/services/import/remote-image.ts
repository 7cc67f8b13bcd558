import { InvalidError } from '../../domain/errors';
import { fetchRemote, RemoteFetchError } from '../../net/fetch-remote';

import type { ServiceContext } from '../context';
import { fetchableAddress } from '../site/site-settings.service';

/**
 * Downloads a picture from a web address for the server's own use: only the addresses the site
 * settings allow (public ones unless private fetches are on), an image content type other than
 * SVG, within a size and time budget. A failure is the caller's 400, in words.
 */
export async function downloadImage(
  ctx: ServiceContext,
  url: string,
  budget: { maxBytes: number; timeoutMs: number },
): Promise<Buffer> {
  try {
    const { body } = await fetchRemote(url, {
      ...budget,
      allowPrivate: false,
      isAllowedAddress: await fetchableAddress(ctx),
      acceptContentType: (type) => type.startsWith('image/') && type !== 'image/svg+xml',
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8' },
    });
    return body;
  } catch (error) {
    if (error instanceof RemoteFetchError) {
      throw new InvalidError('errors.import.couldNotDownloadTheImage', { message: error.message });
    }
    throw error;
  }
}
