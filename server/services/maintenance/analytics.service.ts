import { createHmac } from 'node:crypto';

import type { MealieAnalytics } from '../../contract/maintenance';
import { countRows } from '../../db/repos/maintenance.repo';
import { mealieApiVersion } from '../../version';

import type { Actor, ServiceContext } from '../context';
import { requireAdmin } from '../guards';

/**
 * `GET /api/admin/analytics`: Mealie's counts, computed when asked and sent nowhere. The
 * installation id is derived from the server's secret by a one-way hash: stable for this
 * installation, and telling nothing about the secret.
 */
export async function getAnalytics(ctx: ServiceContext, actor: Actor): Promise<MealieAnalytics> {
  requireAdmin(actor);
  return {
    installationId: createHmac('sha256', ctx.secret).update('installation-id').digest('hex'),
    version: mealieApiVersion,
    databaseType: 'sqlite',
    usingEmail: ctx.settings.smtp !== null,
    usingLdap: false,
    apiTokens: await countRows(ctx.db, 'longLiveTokens'),
    users: await countRows(ctx.db, 'users'),
    groups: await countRows(ctx.db, 'groups'),
    recipes: await countRows(ctx.db, 'recipes'),
    shoppingLists: await countRows(ctx.db, 'shoppingLists'),
    cookbooks: await countRows(ctx.db, 'cookbooks'),
  };
}
