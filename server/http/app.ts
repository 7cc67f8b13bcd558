import express, { type Express } from 'express';
import helmet from 'helmet';

import { videoEmbedSources } from '../contract/video-embeds';
import type { ServiceContext } from '../services/context';

import { attachActor } from './actor';
import { gateRequests } from './gate-requests';
import { apiNotFound, errorHandler } from './errors';
import { limitJsonDepth } from './json-depth-limit';
import { guardRequestOrigin } from './request-origin';
import { adminGroupsRoutes } from './routes/admin-groups.routes';
import { adminUsersRoutes } from './routes/admin-users.routes';
import { appRoutes } from './routes/app.routes';
import { authRoutes } from './routes/auth.routes';
import { bulkActionsRoutes } from './routes/bulk-actions.routes';
import { emailRoutes } from './routes/email.routes';
import { exploreRoutes } from './routes/explore.routes';
import { recipeExportsRoutes } from './routes/recipe-exports.routes';
import { recipeImportRoutes } from './routes/recipe-import.routes';
import { ocrRoutes } from './routes/ocr.routes';
import { passwordResetRoutes } from './routes/password-reset.routes';
import { networkSharingRoutes } from './routes/network-sharing.routes';
import { siteSettingsRoutes } from './routes/site-settings.routes';
import { backupsRoutes, legacyBackupsRoutes } from './routes/backups.routes';
import { recipeListRoutes } from './routes/recipe-list.routes';
import { recipesRoutes } from './routes/recipes.routes';
import { groupsRoutes } from './routes/groups.routes';
import { householdsRoutes } from './routes/households.routes';
import { exploreGroupPathsAsV1Paths, householdPathsAsGroupPaths } from './household-paths';
import { invitationsRoutes } from './routes/invitations.routes';
import { setupRoutes } from './routes/setup.routes';
import { sharedRecipesRoutes } from './routes/shared-recipes.routes';
import { usersRoutes } from './routes/users.routes';
import { utilsRoutes } from './routes/utils.routes';
import { validatorsRoutes } from './routes/validators.routes';
import { foodsUnitsRoutes } from './routes/foods-units.routes';
import { labelsRoutes } from './routes/labels.routes';
import { organizersRoutes } from './routes/organizers.routes';
import { recipeSummariesRoutes } from './routes/recipe-summaries.routes';
import { commentsRoutes } from './routes/comments.routes';
import { mediaRoutes } from './routes/media.routes';
import { ratingsRoutes } from './routes/ratings.routes';
import { parserRoutes } from './routes/parser.routes';
import { cookbooksRoutes } from './routes/cookbooks.routes';
import { mealPlansRoutes } from './routes/meal-plans.routes';
import { planRulesRoutes } from './routes/plan-rules.routes';
import { seedersRoutes } from './routes/seeders.routes';
import { recipeMediaRoutes } from './routes/recipe-media.routes';
import { shoppingItemsRoutes } from './routes/shopping-items.routes';
import { shoppingListsRoutes } from './routes/shopping-lists.routes';
import { timelineRoutes } from './routes/timeline.routes';
import { webhooksRoutes } from './routes/webhooks.routes';
import { eventNotifiersRoutes } from './routes/event-notifiers.routes';
import { recipeActionsRoutes } from './routes/recipe-actions.routes';
import { maintenanceRoutes } from './routes/maintenance.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { routersForTheirPaths } from './router-dispatch';
import { loadRequestLocale } from './request-locale';
import { rendererRoutes } from './static';

export function createApp(ctx: ServiceContext, rendererDir: string): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // Mealie sends no ETags; hashing every answer cost more than the revalidations it could save.
  app.set('etag', false);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Markdown may show pictures from the web and a few sites' video players (video-embeds.ts);
          // scripts only ever come from us.
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'frame-src': [...videoEmbedSources],
          'style-src': ["'self'", "'unsafe-inline'"],
          // Larder is served over plain HTTP on home networks: never push browsers to HTTPS.
          'upgrade-insecure-requests': null,
        },
      },
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: false,
    }),
  );
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      ctx.logger.info(
        { method: req.method, url: req.originalUrl, status: res.statusCode, ms },
        'request',
      );
    });
    next();
  });
  app.use('/api', loadRequestLocale);
  app.use(guardRequestOrigin(ctx));
  app.use(householdPathsAsGroupPaths);
  app.use(exploreGroupPathsAsV1Paths);
  app.use('/api', gateRequests(ctx.backups.gate));
  app.use('/api', express.json({ limit: '1mb' }), limitJsonDepth);
  app.use('/api', attachActor(ctx));
  const routes = [
    authRoutes,
    setupRoutes,
    appRoutes,
    usersRoutes,
    passwordResetRoutes,
    groupsRoutes,
    householdsRoutes,
    invitationsRoutes,
    validatorsRoutes,
    adminUsersRoutes,
    adminGroupsRoutes,
    emailRoutes,
    recipeListRoutes,
    sharedRecipesRoutes,
    recipeExportsRoutes,
    bulkActionsRoutes,
    utilsRoutes,
    exploreRoutes,
    organizersRoutes,
    foodsUnitsRoutes,
    labelsRoutes,
    recipeSummariesRoutes,
    // before /api/recipes/{slug}/image: v2's /api/recipes/create/image
    recipeImportRoutes,
    ocrRoutes,
    mediaRoutes,
    recipeMediaRoutes,
    timelineRoutes,
    commentsRoutes,
    ratingsRoutes,
    siteSettingsRoutes,
    networkSharingRoutes,
    backupsRoutes,
    legacyBackupsRoutes,
    parserRoutes,
    cookbooksRoutes,
    planRulesRoutes,
    mealPlansRoutes,
    seedersRoutes,
    webhooksRoutes,
    eventNotifiersRoutes,
    recipeActionsRoutes,
    shoppingListsRoutes,
    shoppingItemsRoutes,
    maintenanceRoutes,
    // after every fixed /api/recipes/... path: its /api/recipes/{slug} matches any segment
    recipesRoutes,
  ];
  app.use(routersForTheirPaths(routes.map((routesOf) => routesOf(ctx))));
  app.use('/api', apiNotFound);
  app.use(openApiRoutes());
  app.use(rendererRoutes(rendererDir));
  app.use(errorHandler(ctx.logger));
  return app;
}
