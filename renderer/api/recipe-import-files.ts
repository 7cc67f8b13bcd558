import type { OcrLang, OcrTsvResponse } from '../../server/contract/ocr';
import { paths } from '../../server/contract/paths';
import type { RecipeIn } from '../../server/contract/recipes';

import { api, upload } from './client';

/** `POST /api/recipes/create-from-zip`: an export zip becomes a recipe (errors: the page's). */
export function importRecipeZip(file: File) {
  const body = new FormData();
  body.append('archive', file);
  return upload<string>('POST', paths.recipesCreateFromZip, body, { quiet: true });
}

/** `POST /api/ocr/file-to-tsv`: a photo's words, read offline on the server (errors: the page's). */
export function recognisePhoto(file: File, lang: OcrLang) {
  const body = new FormData();
  body.append('lang', lang);
  body.append('file', file);
  return upload<OcrTsvResponse[]>('POST', paths.ocrFileToTsv, body, { quiet: true });
}

/** `POST /api/recipes/create` with a whole recipe body; answers the slug. */
export function createRecipeFromBody(recipe: RecipeIn) {
  return api.post<string>(paths.recipesCreateFromJson, { json: recipe });
}
