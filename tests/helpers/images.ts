import sharp from 'sharp';

/** A solid-colour PNG of the given size, made on the spot. */
export function pngBytes(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
}

/** A JPEG carrying an EXIF orientation (6: the camera was turned a quarter clockwise). */
export function jpegBytes(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#27ae60' } })
    .jpeg()
    .withMetadata({ orientation })
    .toBuffer();
}

/** Multipart body with a file field and text fields, as Mealie's web page sends uploads. */
export function fileForm(
  field: string,
  bytes: Uint8Array,
  fileName: string,
  fields: Record<string, string>,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  return form;
}

export const imageForm = (bytes: Uint8Array, extension: string) =>
  fileForm('image', bytes, `photo.${extension}`, { extension });

/** Width, height, format and whether EXIF survived, of an image file or buffer. */
export async function imageFacts(input: string | Buffer) {
  const { width, height, format, exif } = await sharp(input).metadata();
  return { width, height, format, hasExif: exif !== undefined };
}
