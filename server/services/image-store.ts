import { InvalidError } from '../domain/errors';
import { toWebpSet, UnreadableImageError, writeWebpSet, type WebpSet } from '../files/images';

/**
 * The three WebP files of uploaded or downloaded bytes, made in memory: bytes that are no image
 * are an `InvalidError` before anything is written.
 */
export async function readImageSet(bytes: Uint8Array): Promise<WebpSet> {
  try {
    return await toWebpSet(bytes);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    throw new InvalidError(
      `The file is not an image Larder can read (JPEG, PNG, WebP, GIF, AVIF or HEIC): ${error.message}`,
    );
  }
}

/** Converts bytes to the three WebP files, all made before any is written into `dir`. */
export async function saveImageSet(dir: string, bytes: Uint8Array): Promise<void> {
  await writeWebpSet(dir, await readImageSet(bytes));
}
