import { NotFoundError } from '../../domain/errors';
import { isSafeStoredFileName, profileImageName, type ImageName } from '../../domain/file-names';
import {
  existingFile,
  profileImagePath,
  recipeAssetDir,
  recipeImageDir,
  timelineImageDir,
  within,
} from '../../files/media-paths';

import type { ServiceContext } from '../context';

/** A file to send: where it is, what it is, and how clients may keep it. */
export interface MediaFile {
  path: string;
  contentType: string;
  /** A file name to download as (`Content-Disposition: attachment`), or null to show inline. */
  downloadAs: string | null;
  maxAgeSeconds: number;
  /** Shared caches may keep it (media URLs); otherwise only the caller's browser may. */
  isPublic: boolean;
}

/** Images change URL (`?version=<recipe.image>`) when they change; a week is safe. */
const imageMaxAge = 7 * 24 * 3600;
/** Assets keep their URL when re-uploaded, so clients look again sooner. */
const assetMaxAge = 3600;

/** Types browsers show inline. SVG is left out on purpose: it can carry scripts. */
const inlineTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** Downloads get a truthful type where one is known; the rest are plain bytes. */
const downloadTypes: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  json: 'application/json',
  zip: 'application/zip',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  heic: 'image/heic',
};

async function found(path: string, file: Omit<MediaFile, 'path'>): Promise<MediaFile> {
  const existing = await existingFile(path);
  if (!existing) throw new NotFoundError();
  return { path: existing, ...file };
}

const webp = (path: string) =>
  found(path, {
    contentType: 'image/webp',
    downloadAs: null,
    maxAgeSeconds: imageMaxAge,
    isPublic: true,
  });

export function recipeImageFile(
  ctx: ServiceContext,
  recipeId: string,
  name: ImageName,
): Promise<MediaFile> {
  return webp(within(recipeImageDir(ctx.files, recipeId), name));
}

export function timelineImageFile(
  ctx: ServiceContext,
  recipeId: string,
  eventId: string,
  name: ImageName,
): Promise<MediaFile> {
  return webp(within(timelineImageDir(ctx.files, recipeId, eventId), name));
}

export function recipeAssetFile(
  ctx: ServiceContext,
  recipeId: string,
  fileName: string,
): Promise<MediaFile> {
  if (!isSafeStoredFileName(fileName)) throw new NotFoundError();
  const extension = fileName.includes('.') ? (fileName.split('.').pop() ?? '').toLowerCase() : '';
  const inline = inlineTypes[extension];
  return found(within(recipeAssetDir(ctx.files, recipeId), fileName), {
    contentType: inline ?? downloadTypes[extension] ?? 'application/octet-stream',
    downloadAs: inline ? null : fileName,
    maxAgeSeconds: assetMaxAge,
    isPublic: true,
  });
}

/** Profile pictures: `profile.webp` only. */
export function userImageFile(
  ctx: ServiceContext,
  userId: string,
  fileName: string,
): Promise<MediaFile> {
  if (fileName !== profileImageName) throw new NotFoundError();
  return webp(profileImagePath(ctx.files, userId));
}
