import { loadSharp } from '../files/load-sharp';

/** Formats sharp must find in an uploaded photo (the extension a client sends is a claim). */
const photoFormats = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'tiff']);
/** Phone photos are read at this size at most: enough for text, far quicker than 12 MP. */
const maxEdge = 3000;
const maxInputPixels = 100_000_000;

export class UnreadablePhotoError extends Error {}

/**
 * A photo as Tesseract reads it best and safely: decoded by sharp (so the OCR worker never sees
 * bytes it cannot read), turned upright by its EXIF orientation, bounded, grey, PNG.
 */
export async function prepareForOcr(bytes: Uint8Array): Promise<Buffer> {
  try {
    const sharp = await loadSharp();
    const image = sharp(bytes, { limitInputPixels: maxInputPixels });
    const { format } = await image.metadata();
    if (!photoFormats.has(format)) {
      throw new UnreadablePhotoError(`Unsupported image format: ${format}`);
    }
    return await image
      .rotate()
      .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .png()
      .toBuffer();
  } catch (error) {
    if (error instanceof UnreadablePhotoError) throw error;
    throw new UnreadablePhotoError(error instanceof Error ? error.message : String(error));
  }
}
