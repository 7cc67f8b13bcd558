import type { AdminAboutInfo, AppInfo, AppStatistics, CheckAppConfig } from '../../contract/app';
import { countGroups, findFirstGroup } from '../../db/repos/groups.repo';
import { countRecipesWithout } from '../../db/repos/recipe-gaps.repo';
import { countRecipes } from '../../db/repos/recipes.repo';
import { countUsers } from '../../db/repos/users.repo';
import { appVersion, mealieApiVersion } from '../../version';

import { backupHealth } from '../backups/backups.service';
import type { Actor, ServiceContext } from '../context';
import { isEmailReady } from './email.service';
import { requireAdmin } from '../guards';
import { isSignupOpen } from './site-settings.service';

/** `GET /api/app/about`: public; site administrators also see how backups stand. */
export async function getAppInfo(ctx: ServiceContext, actor: Actor): Promise<AppInfo> {
  const firstGroup = await findFirstGroup(ctx.db);
  const isAdmin = actor.kind === 'user' && actor.user.admin;
  return {
    production: true,
    version: mealieApiVersion,
    larderVersion: appVersion,
    demoStatus: false,
    allowSignup: await isSignupOpen(ctx),
    defaultGroupSlug: firstGroup?.slug ?? null,
    enableOidc: false,
    oidcRedirect: false,
    oidcProviderName: 'OAuth',
    enableOpenai: false,
    enableOpenaiImageServices: false,
    emailReady: isEmailReady(ctx),
    ...(isAdmin ? { backups: await backupHealth(ctx) } : {}),
  };
}

export async function getAdminAbout(ctx: ServiceContext, actor: Actor): Promise<AdminAboutInfo> {
  requireAdmin(actor);
  const info = await getAppInfo(ctx, actor);
  const firstGroup = await findFirstGroup(ctx.db);
  return {
    ...info,
    // Larder never phones home to learn of releases, so the latest version it knows is its own.
    versionLatest: appVersion,
    apiPort: ctx.settings.port,
    apiDocs: false,
    dbType: 'sqlite',
    dbUrl: ctx.settings.databaseFile,
    defaultGroup: firstGroup?.name ?? 'Home',
    buildId: `larder-${appVersion}`,
    recipeScraperVersion: `larder-${appVersion}`,
  };
}

export async function getStatistics(ctx: ServiceContext, actor: Actor): Promise<AppStatistics> {
  requireAdmin(actor);
  return {
    totalRecipes: await countRecipes(ctx.db),
    totalUsers: await countUsers(ctx.db),
    totalGroups: await countGroups(ctx.db),
    uncategorizedRecipes: await countRecipesWithout(ctx.db, 'categories'),
    untaggedRecipes: await countRecipesWithout(ctx.db, 'tags'),
  };
}

export function checkConfig(ctx: ServiceContext, actor: Actor): CheckAppConfig {
  requireAdmin(actor);
  return {
    emailReady: isEmailReady(ctx),
    ldapReady: false,
    oidcReady: false,
    enableOpenai: false,
    baseUrlSet: ctx.settings.baseUrlSet,
    isUpToDate: true,
  };
}
