import { Router } from 'express';

import { paths } from '../../contract/paths';
import {
  CreateRecipeByUrlBulk,
  PreviewImageQuery,
  ScrapeRecipe,
  ScrapeRecipeTest,
} from '../../contract/recipe-import';
import type { ServiceContext } from '../../services/context';
import { previewRecipeImage } from '../../services/import/preview-image.service';
import { startBulkImport } from '../../services/import/recipe-import-bulk.service';
import { createRecipeFromUrl, testScrapeUrl } from '../../services/import/recipe-import.service';
import {
  createRecipeFromZip,
  maxArchiveBytes,
} from '../../services/import/recipe-zip-import.service';
import { singleFileUpload, uploadedFile } from '../uploads';
import { parseBody, parseQuery } from '../validate';

import { migrationsRoutes } from './migrations.routes';
import { reportsRoutes } from './reports.routes';

/**
 * Recipe import from web pages, zips and other apps' exports, and the reports and tasks that
 * follow bulk imports and migrations.
 */
export function recipeImportRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post(paths.recipesTestScrapeUrl, async (req, res) => {
    const { url } = parseBody(ScrapeRecipeTest, req.body);
    res.json(await testScrapeUrl(ctx, req.actor, url, req.get('accept-language')));
  });
  router.get(paths.recipesPreviewImage, async (req, res) => {
    const { url } = parseQuery(PreviewImageQuery, req.query);
    const image = await previewRecipeImage(ctx, req.actor, url);
    res.set({
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, max-age=600',
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(image);
  });
  router.post(paths.recipesCreateUrl, async (req, res) => {
    const input = parseBody(ScrapeRecipe, req.body);
    const language = req.get('accept-language');
    res.status(201).json(await createRecipeFromUrl(ctx, req.actor, input, language));
  });
  router.post(paths.recipesCreateUrlBulk, async (req, res) => {
    const input = parseBody(CreateRecipeByUrlBulk, req.body);
    res.status(202).json(await startBulkImport(ctx, req.actor, input, req.get('accept-language')));
  });
  router.post(
    paths.recipesCreateFromZip,
    ...singleFileUpload('archive', maxArchiveBytes),
    async (req, res) => {
      res.status(201).json(await createRecipeFromZip(ctx, req.actor, uploadedFile(req, 'archive')));
    },
  );
  router.use(migrationsRoutes(ctx));
  router.use(reportsRoutes(ctx));
  return router;
}
