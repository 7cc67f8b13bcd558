import { z } from 'zod';

/** Multipart `extension`: an image type the upload claims (`jpg`, `.PNG`, …). */
export const ImageExtension = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^\./, ''))
  .pipe(z.enum(['jpg', 'jpeg', 'png', 'webp', 'heic', 'avif', 'gif']));

/** Fields of `PUT /api/recipes/{slug}/image` and `PUT /api/recipes/timeline/events/{id}/image`. */
export const ImageUploadFields = z.object({ extension: ImageExtension });

/** `POST /api/recipes/{slug}/image` (Mealie's `ScrapeRecipe`; `includeTags` is ignored). */
export const ScrapeImage = z.object({
  url: z.string().trim().min(1).max(2000),
  includeTags: z.boolean().optional(),
});

/** Fields of `POST /api/recipes/{slug}/assets`; the file name is checked by the service. */
export const AssetUploadFields = z.object({
  name: z.string().max(1000),
  icon: z.string().trim().min(1).max(100),
  extension: z.string().max(100),
});
export type AssetUploadFields = z.infer<typeof AssetUploadFields>;

export const UpdateImageResponse = z.object({ image: z.string() });
export type UpdateImageResponse = z.infer<typeof UpdateImageResponse>;
