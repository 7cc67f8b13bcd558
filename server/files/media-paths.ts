import { cp, rm, stat } from 'node:fs/promises';
import path from 'node:path';

import { profileImageName } from '../domain/file-names';

import type { DataDir } from './data-dir';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `base/…parts`, refusing any part that is not a single plain path segment and any result
 * outside `base`. Ids and names are validated before they get here; this is the last line.
 */
export function within(base: string, ...parts: string[]): string {
  for (const part of parts) {
    if (part === '' || part === '.' || part === '..' || /[/\\\0]/.test(part)) {
      throw new Error(`Unsafe path segment: ${JSON.stringify(part)}`);
    }
  }
  const resolved = path.resolve(base, ...parts);
  const relative = path.relative(base, resolved);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`Path escapes ${base}`);
  }
  return resolved;
}

function uuid(id: string): string {
  if (!uuidPattern.test(id)) throw new Error(`Not a lower-case UUID: ${JSON.stringify(id)}`);
  return id;
}

/** `recipes/<id>/`: everything a recipe keeps on disk (Mealie's layout). */
export const recipeDir = (files: DataDir, recipeId: string) =>
  within(files.recipes, uuid(recipeId));

export const recipeImageDir = (files: DataDir, recipeId: string) =>
  within(files.recipes, uuid(recipeId), 'images');

export const timelineImageDir = (files: DataDir, recipeId: string, eventId: string) =>
  within(files.recipes, uuid(recipeId), 'images', 'timeline', uuid(eventId));

export const recipeAssetDir = (files: DataDir, recipeId: string) =>
  within(files.recipes, uuid(recipeId), 'assets');

const userDir = (files: DataDir, userId: string) => within(files.users, uuid(userId));

export const profileImagePath = (files: DataDir, userId: string) =>
  within(userDir(files, userId), profileImageName);

/** The path of a regular file that exists, or null. */
export async function existingFile(file: string): Promise<string | null> {
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Removes a user's folder (their picture); call once their row is gone. */
export async function removeUserMedia(files: DataDir, userId: string): Promise<void> {
  await rm(userDir(files, userId), { recursive: true, force: true });
}

/** Removes a recipe's folder (images, timeline images, assets); call once its row is gone. */
export async function removeRecipeMedia(files: DataDir, recipeId: string): Promise<void> {
  await rm(recipeDir(files, recipeId), { recursive: true, force: true });
}

export async function removeTimelineMedia(
  files: DataDir,
  recipeId: string,
  eventId: string,
): Promise<void> {
  await rm(timelineImageDir(files, recipeId, eventId), { recursive: true, force: true });
}

/**
 * Copies a recipe's pictures and assets to another recipe (Mealie copies the folder when it
 * duplicates a recipe, so the copy keeps its image key and asset list working). Timeline
 * pictures stay behind: a copy starts with a timeline of its own.
 */
export async function copyRecipeMedia(files: DataDir, fromId: string, toId: string): Promise<void> {
  const from = recipeDir(files, fromId);
  try {
    if (!(await stat(from)).isDirectory()) return;
  } catch {
    return;
  }
  const timeline = path.join(from, 'images', 'timeline');
  await cp(from, recipeDir(files, toId), {
    recursive: true,
    filter: (source) => source !== timeline,
  });
}
