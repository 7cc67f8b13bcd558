import { randomUUID } from 'node:crypto';

import type { Db } from '../database';

interface AssetEntry {
  name: string;
  icon: string;
  fileName: string;
}

/** Lists an asset on its recipe, or updates the entry that already has its file name. */
export async function saveAssetRow(db: Db, recipeId: string, asset: AssetEntry): Promise<void> {
  const existing = await db
    .selectFrom('recipeAssets')
    .select('id')
    .where('recipeId', '=', recipeId)
    .where('fileName', '=', asset.fileName)
    .executeTakeFirst();
  if (existing) {
    await db
      .updateTable('recipeAssets')
      .set({ name: asset.name, icon: asset.icon })
      .where('id', '=', existing.id)
      .execute();
    return;
  }
  const last = await db
    .selectFrom('recipeAssets')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('recipeId', '=', recipeId)
    .executeTakeFirst();
  await db
    .insertInto('recipeAssets')
    .values({
      id: randomUUID(),
      recipeId,
      position: (last?.position ?? -1) + 1,
      name: asset.name,
      icon: asset.icon,
      fileName: asset.fileName,
    })
    .execute();
}
