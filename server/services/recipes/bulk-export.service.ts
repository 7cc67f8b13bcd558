import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

import type { FileTokenResponse, GroupDataExport } from '../../contract/exports';
import type { SuccessResponse } from '../../contract/common';
import {
  deleteDataExports,
  findDataExportByPath,
  insertDataExport,
  listDataExports,
  type DataExportRow,
} from '../../db/repos/data-exports.repo';
import { NotFoundError } from '../../domain/errors';
import { prettySize } from '../../domain/pretty-size';
import { toSnakeCaseRecipe } from '../../domain/snake-case';
import { nowIso } from '../../domain/time';
import { writeFileAtomic } from '../../files/atomic-write';
import { recipeAssetDir, recipeImageDir, within } from '../../files/media-paths';
import { buildRecipesExportZip, type RecipeFolder } from '../../files/recipe-zip';
import { translate } from '../../i18n/translate';

import { findGroupRecipes } from './bulk-recipes';
import type { Actor, ServiceContext } from '../context';
import { signFileToken } from '../file-tokens';
import { requireUser } from '../guards';
import { loadRecipe } from './recipe-views';

/** Exports are kept one day (Mealie). */
const keepMs = 24 * 3_600_000;

const exportDir = (ctx: ServiceContext, groupId: string) =>
  within(ctx.files.groups, groupId, 'exports');
/** Rows keep paths relative to the data directory, with forward slashes on every platform. */
const onDisk = (ctx: ServiceContext, row: DataExportRow) =>
  within(ctx.files.root, ...row.path.split('/'));

const toExport = (row: DataExportRow): GroupDataExport => ({
  id: row.id,
  groupId: row.groupId,
  name: row.name,
  filename: row.filename,
  path: row.path,
  size: row.size,
  expires: row.expires,
});

async function removeExports(ctx: ServiceContext, rows: DataExportRow[]): Promise<void> {
  for (const row of rows) await rm(onDisk(ctx, row), { force: true });
  await deleteDataExports(
    ctx.db,
    rows.map((row) => row.id),
  );
}

/** The group's unexpired exports; expired ones are deleted on the way. */
async function liveExports(ctx: ServiceContext, groupId: string): Promise<DataExportRow[]> {
  const now = nowIso();
  const rows = await listDataExports(ctx.db, groupId);
  await removeExports(
    ctx,
    rows.filter((row) => row.expires <= now),
  );
  return rows.filter((row) => row.expires > now);
}

/**
 * `POST /api/recipes/bulk-actions/export`: one zip of the named recipes of the caller's group
 * (unknown slugs are skipped, as Mealie does) into `groups/<id>/exports/`, listed for a day.
 */
export async function exportRecipes(
  ctx: ServiceContext,
  actor: Actor,
  slugs: string[],
): Promise<void> {
  const user = requireUser(actor);
  const { found } = await findGroupRecipes(ctx.db, user.groupId, slugs);
  const folders: RecipeFolder[] = [];
  for (const row of found) {
    folders.push({
      slug: row.slug,
      recipe: toSnakeCaseRecipe(await loadRecipe(ctx.db, row)),
      imageDir: recipeImageDir(ctx.files, row.id),
      assetDir: recipeAssetDir(ctx.files, row.id),
    });
  }
  const content = buildRecipesExportZip(folders);
  const id = randomUUID();
  const filename = `${id}.zip`;
  const file = path.join(exportDir(ctx, user.groupId), filename);
  await writeFileAtomic(file, content);
  const now = new Date();
  await insertDataExport(ctx.db, {
    id,
    groupId: user.groupId,
    name: 'Data Export',
    filename,
    path: path.relative(ctx.files.root, file).split(path.sep).join('/'),
    size: prettySize(content.length),
    expires: new Date(now.getTime() + keepMs).toISOString(),
    createdAt: now.toISOString(),
    updateAt: now.toISOString(),
  });
}

export async function listExports(ctx: ServiceContext, actor: Actor): Promise<GroupDataExport[]> {
  const user = requireUser(actor);
  return (await liveExports(ctx, user.groupId)).map(toExport);
}

/** A download token for one of the group's live exports, named by its `path`. */
export async function exportDownloadToken(
  ctx: ServiceContext,
  actor: Actor,
  exportPath: string,
): Promise<FileTokenResponse> {
  const user = requireUser(actor);
  const row = await findDataExportByPath(ctx.db, user.groupId, exportPath);
  if (!row || row.expires <= nowIso()) throw new NotFoundError();
  return { fileToken: await signFileToken(ctx.secret, row.path) };
}

/** Deletes every export of the group, and zips left in its export folder without a row. */
export async function purgeExports(
  ctx: ServiceContext,
  actor: Actor,
  locale: string,
): Promise<SuccessResponse> {
  const user = requireUser(actor);
  const rows = await listDataExports(ctx.db, user.groupId);
  await removeExports(ctx, rows);
  let strays = 0;
  const dir = exportDir(ctx, user.groupId);
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.zip'))) {
    await rm(path.join(dir, name), { force: true });
    strays += 1;
  }
  return {
    message: translate(locale, 'success.exports.deleted', { number: rows.length + strays }),
    error: false,
  };
}
