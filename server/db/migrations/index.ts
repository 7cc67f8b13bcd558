import type { Migration } from 'kysely';

import * as initial from './0001-initial';
import * as recipes from './0002-recipes';
import * as reportsTasks from './0003-reports-tasks';
import * as shoppingLists from './0005-shopping-lists';
import * as mealPlans from './0006-meal-plans';
import * as siteSettings from './0007-site-settings';
import * as groupSettings from './0008-group-settings';
import * as accounts from './0009-accounts';
import * as allowSignup from './0010-allow-signup';
import * as signedOutSessions from './0011-signed-out-sessions';
import * as recipeSlugHistory from './0012-recipe-slug-history';
import * as backupSchedule from './0014-backup-schedule';
import * as cookbookQueryFilter from './0015-cookbook-query-filter';
import * as notifications from './0016-notifications';
import * as userLocale from './0017-user-locale';
import * as recipeNamesIndex from './0018-recipe-names-index';

/** Every migration in order. Listed by hand so bundles need no directory scanning. */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-recipes': recipes,
  '0003-reports-tasks': reportsTasks,
  '0005-shopping-lists': shoppingLists,
  '0006-meal-plans': mealPlans,
  '0007-site-settings': siteSettings,
  '0008-group-settings': groupSettings,
  '0009-accounts': accounts,
  '0010-allow-signup': allowSignup,
  '0011-signed-out-sessions': signedOutSessions,
  '0012-recipe-slug-history': recipeSlugHistory,
  '0014-backup-schedule': backupSchedule,
  '0015-cookbook-query-filter': cookbookQueryFilter,
  '0016-notifications': notifications,
  '0017-user-locale': userLocale,
  '0018-recipe-names-index': recipeNamesIndex,
};
