import { Router, type RequestHandler } from 'express';

import { paths } from '../../contract/paths';
import {
  CreateRecipeByUrlBulk,
  PreviewImageQuery,
  ScrapeRecipe,
  ScrapeRecipeData,
  ScrapeRecipeTest,
} from '../../contract/recipe-import';
import type { ServiceContext } from '../../services/context';
import { previewRecipeImage } from '../../services/import/preview-image.service';
import { startBulkImport } from '../../services/import/recipe-import-bulk.service';
import {
  createRecipeFromHtmlOrJson,
  createRecipeFromUrl,
  testScrapeUrl,
} from '../../services/import/recipe-import.service';
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
  const fromUrl: RequestHandler = async (req, res) => {
    const input = parseBody(ScrapeRecipe, req.body);
    const language = req.get('accept-language');
    res.status(201).json(await createRecipeFromUrl(ctx, req.actor, input, language));
  };
  const fromUrls: RequestHandler = async (req, res) => {
    const input = parseBody(CreateRecipeByUrlBulk, req.body);
    res.status(202).json(await startBulkImport(ctx, req.actor, input, req.get('accept-language')));
  };
  const fromZip: RequestHandler[] = [
    ...singleFileUpload('archive', maxArchiveBytes),
    async (req, res) => {
      res.status(201).json(await createRecipeFromZip(ctx, req.actor, uploadedFile(req, 'archive')));
    },
  ];
  // v1's paths, then v2's names for the same calls.
  router.post(paths.recipesCreateUrl, fromUrl);
  router.post(paths.recipesCreateUrlBulk, fromUrls);
  router.post(paths.recipesCreateFromZip, ...fromZip);
  router.post(paths.recipesCreateUrlV2, fromUrl);
  router.post(paths.recipesCreateUrlBulkV2, fromUrls);
  router.post(paths.recipesCreateZipV2, ...fromZip);
  router.post(paths.recipesCreateHtmlOrJson, async (req, res) => {
    const input = parseBody(ScrapeRecipeData, req.body);
    res.status(201).json(await createRecipeFromHtmlOrJson(ctx, req.actor, input));
  });
  router.use(migrationsRoutes(ctx));
  router.use(reportsRoutes(ctx));
  return router;
}
