import { Router } from 'express';

import { AssetUploadFields, ImageUploadFields, ScrapeImage } from '../../contract/media';
import { paths } from '../../contract/paths';
import type { ServiceContext } from '../../services/context';
import { maxAssetBytes, uploadRecipeAsset } from '../../services/recipes/recipe-assets.service';
import {
  fetchRecipeImage,
  maxImageBytes,
  uploadRecipeImage,
} from '../../services/recipes/recipe-images.service';
import { singleFileUpload, uploadedFile, uploadedFilePath } from '../uploads';
import { parseBody, parseForm, parsePath } from '../validate';

import { SlugParams } from './recipes.routes';

/** A recipe's picture (upload or download by URL) and its assets. */
export function recipeMediaRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.put(
    paths.recipeImage(':slug'),
    ...singleFileUpload('image', maxImageBytes),
    async (req, res) => {
      const { slug } = parsePath(SlugParams, req.params);
      parseForm(ImageUploadFields, req.body);
      res.json(await uploadRecipeImage(ctx, req.actor, slug, uploadedFile(req, 'image')));
    },
  );
  router.post(paths.recipeImage(':slug'), async (req, res) => {
    const { slug } = parsePath(SlugParams, req.params);
    const { url } = parseBody(ScrapeImage, req.body);
    res.json(await fetchRecipeImage(ctx, req.actor, slug, url));
  });
  router.post(
    paths.recipeAssets(':slug'),
    ...singleFileUpload('file', maxAssetBytes, { kind: 'disk', dir: ctx.files.uploads }),
    async (req, res) => {
      const { slug } = parsePath(SlugParams, req.params);
      const fields = parseForm(AssetUploadFields, req.body);
      const upload = uploadedFilePath(req, 'file');
      res.json(await uploadRecipeAsset(ctx, req.actor, slug, fields, upload));
    },
  );
  return router;
}
