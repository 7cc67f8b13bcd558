import { stat } from 'node:fs/promises';
import path from 'node:path';

import type {
  MaintenanceStorageDetails,
  MaintenanceSummary,
  StorageKind,
} from '../../contract/maintenance';
import { listAllRecipeIds, listAllTimelineEventIds } from '../../db/repos/maintenance.repo';
import { prettySize } from '../../domain/pretty-size';
import { directorySize } from '../../files/dir-size';

import { backupFolderPath } from '../backups/backup-files';
import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';
import { cleanableImageCount, scanRecipeFiles } from './recipe-files';

/** The recipes and timeline events that own folders, with the folders judged against them. */
export async function scanRecipesFolder(ctx: ServiceContext) {
  const recipeIds = await listAllRecipeIds(ctx.db);
  const eventIds = await listAllTimelineEventIds(ctx.db);
  return scanRecipeFiles(ctx.files, recipeIds, eventIds);
}

/** `GET /api/admin/maintenance`. */
export async function getMaintenanceSummary(
  ctx: ServiceContext,
  actor: Actor,
): Promise<MaintenanceSummary> {
  requireAdmin(actor);
  const scan = await scanRecipesFolder(ctx);
  return {
    dataDirSize: prettySize(await directorySize(ctx.files.root)),
    cleanableImages: cleanableImageCount(scan),
    cleanableDirs: scan.orphanDirs.length,
  };
}

const fileSize = async (file: string) => (await stat(file).catch(() => null))?.size ?? 0;

/** Bytes of each recipe's `images/` and `assets/` folders. */
async function recipeFolderBytes(ctx: ServiceContext, recipeIds: Iterable<string>) {
  let images = 0;
  let assets = 0;
  for (const id of recipeIds) {
    images += await directorySize(path.join(ctx.files.recipes, id, 'images'));
    assets += await directorySize(path.join(ctx.files.recipes, id, 'assets'));
  }
  return { images, assets };
}

/** `GET /api/admin/maintenance/storage`: Mealie's folder sizes, and bytes by kind of file. */
export async function getMaintenanceStorage(
  ctx: ServiceContext,
  actor: Actor,
): Promise<MaintenanceStorageDetails> {
  requireAdmin(actor);
  const { files } = ctx;
  const backupsBytes = await directorySize(await backupFolderPath(ctx));
  const tempBytes = await directorySize(files.temp);
  const recipes = await recipeFolderBytes(ctx, await listAllRecipeIds(ctx.db));
  let database = 0;
  for (const suffix of ['', '-wal', '-shm']) database += await fileSize(files.database + suffix);
  const bytes: Record<StorageKind, number> = {
    recipeImages: recipes.images,
    recipeAssets: recipes.assets,
    backups: backupsBytes,
    temp: tempBytes,
    logs: await directorySize(files.logs),
    database,
  };
  return {
    tempDirSize: prettySize(tempBytes),
    backupsDirSize: prettySize(backupsBytes),
    groupsDirSize: prettySize(await directorySize(files.groups)),
    recipesDirSize: prettySize(await directorySize(files.recipes)),
    userDirSize: prettySize(await directorySize(files.users)),
    kinds: (Object.keys(bytes) as StorageKind[]).map((kind) => ({ kind, bytes: bytes[kind] })),
  };
}
