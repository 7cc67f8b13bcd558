import { Router, type Response } from 'express';

import { FileTokenQuery, RecipeTemplateQuery } from '../../contract/exports';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import {
  createRecipeZipToken,
  listRecipeFormats,
  recipeZip,
  renderRecipeTemplate,
  type FileDownload,
} from '../../services/recipes/recipe-exports.service';
import { parsePath, parseQuery } from '../validate';

import { SlugParams } from './recipes.routes';

/** Quoted like Mealie's (Starlette's) `attachment; filename="<slug>.zip"`; slugs are plain ASCII. */
function sendAttachment(res: Response, file: FileDownload): void {
  res.setHeader(
    'Content-Disposition',
    `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
  );
  res.type(file.contentType);
  res.send(file.content);
}

/** Single-recipe exports. `/api/recipes/exports` must be registered before `/api/recipes/{slug}`. */
export function recipeExportsRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.get(paths.recipeFormats, (req, res) => {
    res.json(listRecipeFormats(req.actor));
  });
  router.post(paths.recipeExports(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    res.json(await createRecipeZipToken(ctx, req.actor, slug));
  });
  router.get(paths.recipeExports(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    const { template_name } = parseQuery(RecipeTemplateQuery, req.query);
    sendAttachment(res, await renderRecipeTemplate(ctx, req.actor, slug, template_name));
  });
  router.get(paths.recipeExportZip(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    const { token } = parseQuery(FileTokenQuery, req.query);
    sendAttachment(res, await recipeZip(ctx, req.actor, slug, token));
  });
  return router;
}
