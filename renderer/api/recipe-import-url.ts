import { paths } from '../../server/contract/paths';
import type { ScrapedRecipe } from '../../server/contract/recipe-import';
import type { BulkImportStarted } from '../../server/contract/reports';

import { api } from './client';
import { withQuery } from './query';

/** `POST /api/recipes/test-scrape-url`: reads the page, saves nothing (errors: the page's). */
export function previewRecipeUrl(url: string) {
  return api.post<ScrapedRecipe>(paths.recipesTestScrapeUrl, { json: { url }, quiet: true });
}

/**
 * The previewed page's picture, fetched through the server: the page's CSP keeps pictures to
 * https, and many recipe sites still serve theirs over plain http.
 */
export function previewImageUrl(imageUrl: string): string {
  return withQuery(paths.recipesPreviewImage, { url: imageUrl });
}

/** `POST /api/recipes/create-url`: saves the page's recipe with its picture; answers the slug. */
export function importRecipeUrl(url: string, includeTags: boolean) {
  return api.post<string>(paths.recipesCreateUrl, { json: { url, includeTags }, quiet: true });
}

/** `POST /api/recipes/create-url/bulk`: starts a background import of every URL. */
export function startBulkUrlImport(urls: readonly string[]) {
  return api.post<BulkImportStarted>(paths.recipesCreateUrlBulk, {
    json: { imports: urls.map((url) => ({ url })) },
    quiet: true,
  });
}
