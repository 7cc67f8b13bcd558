import type { SupportedMigration } from '../contract/migrations';

import { chowdownReader } from './chowdown';
import { copyMeThatReader } from './copymethat';
import { mealieAlphaReader } from './mealie-alpha';
import { myRecipeBoxReader } from './myrecipebox';
import { nextcloudReader } from './nextcloud';
import { paprikaReader } from './paprika';
import { planToEatReader } from './plantoeat';
import { recipeKeeperReader } from './recipekeeper';
import { tandoorReader } from './tandoor';
import type { MigrationReader } from './types';

export { openExport } from './open-export';

/** The reader of each app's exports. This module is loaded on the first migration only. */
export const migrationReaders: Record<SupportedMigration, MigrationReader> = {
  mealie_alpha: mealieAlphaReader,
  nextcloud: nextcloudReader,
  paprika: paprikaReader,
  tandoor: tandoorReader,
  chowdown: chowdownReader,
  copymethat: copyMeThatReader,
  recipekeeper: recipeKeeperReader,
  plantoeat: planToEatReader,
  myrecipebox: myRecipeBoxReader,
};
