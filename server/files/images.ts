import sharp from 'sharp';

import { imageNames, type ImageName } from '../domain/file-names';

import { writeFileAtomic } from './atomic-write';
import { within } from './media-paths';

/** What sharp must find in the bytes; the extension a client sends is only a claim. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** Larger pictures are scaled down: 100 MP phones exist, a recipe page needs far less. */
export const maxOriginalEdge = 4096;
/** `min-original.webp` (cards and lists). Mealie v1.12 stores it full size; we bound it. */
export const minOriginalEdge = 1024;
/** `tiny-original.webp`: Mealie's 300×300 centre crop. */
export const tinySize = 300;
/** Refuse decompression bombs before decoding them. */
const maxInputPixels = 100_000_000;
const quality = 70;

export class UnreadableImageError extends Error {}

export type WebpSet = Record<ImageName, Buffer>;

/**
 * The three WebP files of an image (quality 70, as Mealie): turned upright by its EXIF
 * orientation, then stripped of metadata (sharp writes none unless asked), so camera
 * positions never leave the house. The first frame of an animation is used.
 */
export async function toWebpSet(input: Uint8Array): Promise<WebpSet> {
  try {
    const source = sharp(input, { limitInputPixels: maxInputPixels });
    const { format } = await source.metadata();
    if (!acceptedFormats.has(format)) {
      throw new UnreadableImageError(`Unsupported image format: ${format}`);
    }
    const upright = source.rotate();
    const bounded = (edge: number) =>
      upright
        .clone()
        .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
    const [original, min, tiny] = await Promise.all([
      bounded(maxOriginalEdge),
      bounded(minOriginalEdge),
      upright
        .clone()
        .resize(tinySize, tinySize, { fit: 'cover', position: 'centre' })
        .webp({ quality })
        .toBuffer(),
    ]);
    return { 'original.webp': original, 'min-original.webp': min, 'tiny-original.webp': tiny };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

/** Writes the set into `dir`, each file atomically (readers never see a half-written image). */
export async function writeWebpSet(dir: string, set: WebpSet): Promise<void> {
  for (const name of imageNames) await writeFileAtomic(within(dir, name), set[name]);
}
