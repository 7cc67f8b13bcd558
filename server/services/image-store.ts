import { InvalidError } from '../domain/errors';
import { writeFileAtomic } from '../files/atomic-write';
import {
  toProfileWebp,
  toWebpSet,
  UnreadableImageError,
  writeWebpSet,
  type WebpSet,
} from '../files/images';

/** Runs a conversion of uploaded or downloaded bytes; bytes that are no image are an `InvalidError`. */
async function readImage<T>(
  convert: (bytes: Uint8Array) => Promise<T>,
  bytes: Uint8Array,
): Promise<T> {
  try {
    return await convert(bytes);
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    // The decoder's own words ("Input buffer contains unsupported image format") help nobody.
    throw new InvalidError('errors.general.theFileIsNotAn');
  }
}

/** The three WebP files of an image, made in memory before anything is written. */
export function readImageSet(bytes: Uint8Array): Promise<WebpSet> {
  return readImage(toWebpSet, bytes);
}

/** Converts bytes to the three WebP files, all made before any is written into `dir`. */
export async function saveImageSet(dir: string, bytes: Uint8Array): Promise<void> {
  await writeWebpSet(dir, await readImageSet(bytes));
}

/** Converts bytes to a profile picture and writes it atomically to `file`. */
export async function saveProfileImage(file: string, bytes: Uint8Array): Promise<void> {
  await writeFileAtomic(file, await readImage(toProfileWebp, bytes));
}
