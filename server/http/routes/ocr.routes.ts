import { Router, type Request } from 'express';

import {
  CreateImageQuery,
  CreateOcrFields,
  OcrAssetReq,
  OcrFileFields,
  OcrLangQuery,
} from '../../contract/ocr';
import { paths } from '../../contract/paths';
import { pickOcrLanguage } from '../../ocr/languages';
import type { ServiceContext } from '../../services/context';
import {
  assetToTsv,
  createRecipeFromOcr,
  fileToTsv,
  maxOcrPhotoBytes,
} from '../../services/import/ocr.service';
import { singleFileUpload, uploadedFile } from '../uploads';
import { parseBody, parseForm, parseQuery } from '../validate';

/** The page's language: `lang` (form field or query), else Accept-Language, else English. */
function languageOf(req: Request, fromForm?: string) {
  const { lang } = parseQuery(OcrLangQuery, req.query);
  return pickOcrLanguage(fromForm ?? lang, req.get('accept-language'));
}

/**
 * Offline OCR of photos (tesseract.js, language data shipped with Larder): Mealie's
 * `/api/ocr/*` calls and `POST /api/recipes/create-ocr`.
 */
export function ocrRoutes(ctx: ServiceContext): Router {
  const router = Router();
  router.post(
    paths.ocrFileToTsv,
    ...singleFileUpload('file', maxOcrPhotoBytes),
    async (req, res) => {
      const fields = parseForm(OcrFileFields, req.body);
      const file = uploadedFile(req, 'file');
      res.json(await fileToTsv(ctx, req.actor, file, languageOf(req, fields.lang)));
    },
  );
  router.post(paths.ocrAssetToTsv, async (req, res) => {
    const request = parseBody(OcrAssetReq, req.body);
    res.json(await assetToTsv(ctx, req.actor, request, languageOf(req)));
  });
  router.post(
    paths.recipesCreateOcr,
    ...singleFileUpload('file', maxOcrPhotoBytes),
    async (req, res) => {
      const fields = parseForm(CreateOcrFields, req.body);
      const file = uploadedFile(req, 'file');
      const language = languageOf(req, fields.lang);
      const options = { makeRecipeImage: fields.makefilerecipeimage };
      res.status(201).json(await createRecipeFromOcr(ctx, req.actor, file, options, language));
    },
  );
  // Mealie v2 reads the photo with a language model; Larder reads it with the same offline OCR
  // as create-ocr, in `translateLanguage` or the browser's language, one photo per call.
  router.post(
    paths.recipesCreateImageV2,
    ...singleFileUpload('images', maxOcrPhotoBytes),
    async (req, res) => {
      const { translateLanguage } = parseQuery(CreateImageQuery, req.query);
      const file = uploadedFile(req, 'images');
      const language = pickOcrLanguage(translateLanguage, req.get('accept-language'));
      const options = { makeRecipeImage: true };
      res.status(201).json(await createRecipeFromOcr(ctx, req.actor, file, options, language));
    },
  );
  return router;
}
