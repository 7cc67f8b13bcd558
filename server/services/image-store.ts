import { InvalidError } from '../domain/errors';
import { toWebpSet, UnreadableImageError, writeWebpSet } from '../files/images';

/**
 * Converts uploaded or downloaded bytes to the three WebP files and writes them into `dir`.
 * All three are made before anything is written, so bytes that are no image leave no trace.
 */
export async function saveImageSet(dir: string, bytes: Uint8Array): Promise<void> {
  let set;
  try {
    set = await toWebpSet(bytes);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw new InvalidError(
      `The file is not an image Larder can read (JPEG, PNG, WebP, GIF, AVIF or HEIC): ${error.message}`,
    );
  }
  await writeWebpSet(dir, set);
}
