import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

import { imageNames, isImageName, type ImageName } from '../../domain/file-names';
import type { DataDir } from '../../files/data-dir';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Files younger than this may belong to work in progress (an atomic write's hidden temp file). */
export const settleMs = 60 * 60 * 1000;

/** What a clean of the recipes folder would change; every path is absolute. */
export interface RecipeFileScan {
  /** `recipes/<id>/` of recipes that no longer exist. */
  orphanDirs: string[];
  /** Files in a live recipe's image folder that are none of the three WebP sizes. */
  strayImages: string[];
  /** `images/timeline/<event id>/` of events that no longer exist. */
  orphanTimelineDirs: string[];
  /** Image folders holding a picture that lacks one of its sizes, and the sizes missing. */
  missingSizes: { dir: string; missing: ImageName[] }[];
}

async function entries(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function isSettled(file: string, now: number): Promise<boolean> {
  const stats = await stat(file).catch(() => null);
  return stats !== null && now - stats.mtimeMs >= settleMs;
}

/** Stray files and missing sizes of one image folder (its sub-folders are not looked into). */
async function scanImageDir(dir: string, scan: RecipeFileScan, now: number): Promise<void> {
  const present = new Set<string>();
  for (const entry of await entries(dir)) {
    if (!entry.isFile()) continue;
    const file = path.join(dir, entry.name);
    if (isImageName(entry.name)) present.add(entry.name);
    else if (!entry.name.startsWith('.') || (await isSettled(file, now))) {
      scan.strayImages.push(file);
    }
  }
  if (present.size === 0) return;
  const missing = imageNames.filter((name) => !present.has(name));
  if (missing.length > 0) scan.missingSizes.push({ dir, missing });
}

/**
 * Looks through `recipes/` against the recipes and timeline events that exist. Only folders
 * named by a UUID are judged; anything else there is left alone, as are assets. A folder without
 * its row counts only once it has not changed for `settleMs`: some imports write the pictures
 * just before the recipe row.
 */
export async function scanRecipeFiles(
  files: DataDir,
  recipeIds: ReadonlySet<string>,
  eventIds: ReadonlySet<string>,
): Promise<RecipeFileScan> {
  const scan: RecipeFileScan = {
    orphanDirs: [],
    strayImages: [],
    orphanTimelineDirs: [],
    missingSizes: [],
  };
  const now = Date.now();
  for (const folder of await entries(files.recipes)) {
    if (!folder.isDirectory() || !uuidPattern.test(folder.name)) continue;
    const dir = path.join(files.recipes, folder.name);
    if (!recipeIds.has(folder.name)) {
      if (await isSettled(dir, now)) scan.orphanDirs.push(dir);
      continue;
    }
    const images = path.join(dir, 'images');
    await scanImageDir(images, scan, now);
    const timeline = path.join(images, 'timeline');
    for (const event of await entries(timeline)) {
      if (!event.isDirectory() || !uuidPattern.test(event.name)) continue;
      const eventDir = path.join(timeline, event.name);
      if (eventIds.has(event.name)) await scanImageDir(eventDir, scan, now);
      else if (await isSettled(eventDir, now)) scan.orphanTimelineDirs.push(eventDir);
    }
  }
  return scan;
}

/** How many image files a clean would remove or write. */
export const cleanableImageCount = (scan: RecipeFileScan) =>
  scan.strayImages.length +
  scan.orphanTimelineDirs.length +
  scan.missingSizes.reduce((sum, item) => sum + item.missing.length, 0);
