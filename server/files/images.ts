import type { Sharp } from 'sharp';

import { imageNames, type ImageName } from '../domain/file-names';

import { writeFileAtomic } from './atomic-write';
import { loadSharp } from './load-sharp';
import { within } from './media-paths';

/** What sharp must find in the bytes; the extension a client sends is only a claim. */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** Larger pictures are scaled down: 100 MP phones exist, a recipe page needs far less. */
const maxOriginalEdge = 4096;
/** `min-original.webp` (cards and lists). Mealie v1.12 stores it full size; we bound it. */
const minOriginalEdge = 1024;
/** `tiny-original.webp`: Mealie's 300×300 centre crop. */
const tinySize = 300;
/** Refuse decompression bombs before decoding them. */
const maxInputPixels = 100_000_000;
const quality = 70;

export class UnreadableImageError extends Error {}

export type WebpSet = Record<ImageName, Buffer>;

/** `users/<id>/profile.webp`: a centred square, plenty for an avatar on any screen. */
const profileSize = 512;

/**
 * Decodes `input` (one of the accepted formats, else `UnreadableImageError`), turns it upright by
 * its EXIF orientation and hands it to `make`. What `make` writes carries no metadata (sharp
 * writes none unless asked), so camera positions never leave the house; the first frame of an
 * animation is used.
 */
async function convertImage<T>(
  input: Uint8Array,
  make: (upright: Sharp) => Promise<T>,
): Promise<T> {
  try {
    const sharp = await loadSharp();
    const source = sharp(input, { limitInputPixels: maxInputPixels });
    const { format } = await source.metadata();
    if (!acceptedFormats.has(format)) {
      throw new UnreadableImageError(`Unsupported image format: ${format}`);
    }
    return await make(source.rotate());
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

const centredSquare = (upright: Sharp, size: number) =>
  upright
    .clone()
    .resize(size, size, { fit: 'cover', position: 'centre' })
    .webp({ quality })
    .toBuffer();

/** The three WebP files of a recipe or timeline image (quality 70, as Mealie). */
export function toWebpSet(input: Uint8Array): Promise<WebpSet> {
  return convertImage(input, async (upright) => {
    const bounded = (edge: number) =>
      upright
        .clone()
        .resize(edge, edge, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
    const [original, min, tiny] = await Promise.all([
      bounded(maxOriginalEdge),
      bounded(minOriginalEdge),
      centredSquare(upright, tinySize),
    ]);
    return { 'original.webp': original, 'min-original.webp': min, 'tiny-original.webp': tiny };
  });
}

/** The import preview's picture: one WebP at most `previewEdge` wide or high. */
const previewEdge = 800;

export function toPreviewWebp(input: Uint8Array): Promise<Buffer> {
  return convertImage(input, (upright) =>
    upright
      .resize(previewEdge, previewEdge, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer(),
  );
}

/** A profile picture: one WebP, the centred `profileSize` square. */
export function toProfileWebp(input: Uint8Array): Promise<Buffer> {
  return convertImage(input, (upright) => centredSquare(upright, profileSize));
}

/** Writes the set into `dir`, each file atomically (readers never see a half-written image). */
export async function writeWebpSet(dir: string, set: WebpSet): Promise<void> {
  for (const name of imageNames) await writeFileAtomic(within(dir, name), set[name]);
}
