import type { Message } from '../i18n/translate';

import { slugify } from './slug';

/** The three WebP files every recipe or timeline image is stored as (Mealie's `ImageType`). */
export const imageNames = ['original.webp', 'min-original.webp', 'tiny-original.webp'] as const;
export type ImageName = (typeof imageNames)[number];

export function isImageName(name: string): name is ImageName {
  return (imageNames as readonly string[]).includes(name);
}

/** A user's picture, `users/<id>/profile.webp` (Mealie's name). */
export const profileImageName = 'profile.webp';

const maxAssetNameLength = 200;
const maxAssetSlugLength = 100;

/** `pdf`, `.PDF` → `pdf`; anything but 1–10 letters and digits → null. */
export function normalizeExtension(extension: string): string | null {
  const bare = extension.trim().replace(/^\./, '').toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(bare) ? bare : null;
}

/**
 * Why an asset's display name is refused, or null when it is fine. Its file name is a slug and
 * so cannot escape its folder anyway; names that look like paths, carry control characters or
 * are absurdly long are refused so nobody mistakes them for accepted paths.
 */
export function assetNameProblem(name: string): Message | null {
  if (name.trim() === '') return { key: 'errors.recipes.theAssetNameIsEmpty' };
  if (name.length > maxAssetNameLength) {
    return { key: 'errors.recipes.theAssetNameIsLonger', params: { maxAssetNameLength } };
  }
  if (/[/\\]/.test(name)) return { key: 'errors.recipes.theAssetNameMayNotSlashes' };
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(name))
    return { key: 'errors.recipes.theAssetNameMayNotControl' };
  if (slugify(name) === '') return { key: 'errors.recipes.theAssetNameNeedsALetter' };
  return null;
}

/** Mealie's `<slug of name>.<extension>`, the slug cut to a sane length; null when refused. */
export function assetFileName(name: string, extension: string): string | null {
  const ext = normalizeExtension(extension);
  if (!ext || assetNameProblem(name) !== null) return null;
  const slug = slugify(name).slice(0, maxAssetSlugLength).replace(/-+$/, '');
  return `${slug}.${ext}`;
}

/**
 * A stored file name served from a recipe's assets folder: one path segment of letters, digits,
 * dots, dashes and underscores, not starting with a dot. Names from Mealie backups (slug plus the
 * extension its client sent) fit; `..`, slashes and hidden files do not.
 */
export function isSafeStoredFileName(name: string): boolean {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,254}$/.test(name) && !name.includes('..');
}
