import { Router } from 'express';

import {
  AssignCategories,
  AssignSettings,
  AssignTags,
  DeleteRecipes,
  ExportDownloadQuery,
  ExportRecipes,
} from '../../contract/exports';
import { paths } from '../../contract/paths';
import {
  categorizeRecipes,
  deleteRecipes,
  setRecipeSettings,
  tagRecipes,
} from '../../services/recipes/bulk-actions.service';
import {
  exportDownloadToken,
  exportRecipes,
  listExports,
  purgeExports,
} from '../../services/recipes/bulk-export.service';
import type { ServiceContext } from '../../services/context';
import { parseBody, parseQuery } from '../validate';
import { requestLocale } from '../request-locale';

/** `/api/recipes/bulk-actions/*`. The edits answer `null`, as Mealie's do. */
export function bulkActionsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post(paths.bulkCategorize, async (req, res) => {
    await categorizeRecipes(ctx, req.actor, parseBody(AssignCategories, req.body));
    res.json(null);
  });
  router.post(paths.bulkTag, async (req, res) => {
    await tagRecipes(ctx, req.actor, parseBody(AssignTags, req.body));
    res.json(null);
  });
  router.post(paths.bulkSettings, async (req, res) => {
    await setRecipeSettings(ctx, req.actor, parseBody(AssignSettings, req.body));
    res.json(null);
  });
  router.post(paths.bulkDelete, async (req, res) => {
    await deleteRecipes(ctx, req.actor, parseBody(DeleteRecipes, req.body).recipes);
    res.json(null);
  });
  router.post(paths.bulkExport, async (req, res) => {
    await exportRecipes(ctx, req.actor, parseBody(ExportRecipes, req.body).recipes);
    res.status(202).json(null);
  });
  router.get(paths.bulkExport, async (req, res) => {
    res.json(await listExports(ctx, req.actor));
  });
  router.get(paths.bulkExportDownload, async (req, res) => {
    const { path } = parseQuery(ExportDownloadQuery, req.query);
    res.json(await exportDownloadToken(ctx, req.actor, path));
  });
  router.delete(paths.bulkExportPurge, async (req, res) => {
    res.json(await purgeExports(ctx, req.actor, requestLocale(req)));
  });
  return router;
}
