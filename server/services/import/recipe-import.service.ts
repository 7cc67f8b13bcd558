import type { ScrapedRecipe, ScrapeRecipe, ScrapeRecipeData } from '../../contract/recipe-import';
import { InvalidError } from '../../domain/errors';
import { defaultLocale } from '../../contract/locales';

import type { Actor, ServiceContext } from '../context';
import { requireUser } from '../guards';
import { attachScrapedImage } from './recipe-import-image';
import { scrapedToRecipeIn, scrapeRecipeAt } from './recipe-scrape';
import { insertRecipe } from '../recipes/recipes.service';

/** `POST /api/recipes/test-scrape-url`: the recipe on a page, read but not saved. */
export async function testScrapeUrl(
  ctx: ServiceContext,
  actor: Actor,
  url: string,
  acceptLanguage?: string,
): Promise<ScrapedRecipe> {
  requireUser(actor);
  return scrapeRecipeAt(ctx, url, acceptLanguage);
}

/** `POST /api/recipes/create-url` (v2: `/create/url`): saves the page's recipe. */
export async function createRecipeFromUrl(
  ctx: ServiceContext,
  actor: Actor,
  input: ScrapeRecipe,
  acceptLanguage?: string,
): Promise<string> {
  requireUser(actor);
  const scraped = await scrapeRecipeAt(ctx, input.url, acceptLanguage);
  return saveScraped(ctx, actor, scraped, input.includeTags);
}

/**
 * `POST /api/recipes/create/html-or-json` (Mealie v2): the recipe in a page's HTML the caller
 * already has, or in a schema.org Recipe given as JSON, read as an imported page would be.
 */
export async function createRecipeFromHtmlOrJson(
  ctx: ServiceContext,
  actor: Actor,
  input: ScrapeRecipeData,
): Promise<string> {
  requireUser(actor);
  const { extractRecipe } = await import('../../scraper/extract');
  const scraped = extractRecipe(asHtml(input.data), '');
  if (!scraped) throw new InvalidError('errors.import.noRecipeFoundInThe');
  return saveScraped(ctx, actor, scraped, input.includeTags);
}

/** JSON goes in as the page's JSON-LD, where the extractor looks for schema.org data first. */
function asHtml(data: string): string {
  const text = data.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return data;
  try {
    JSON.parse(text);
  } catch {
    throw new InvalidError('errors.import.theDataLooksLikeJson');
  }
  const script = text.replace(/</g, '\\u003c');
  return `<html><head><script type="application/ld+json">${script}</script></head></html>`;
}

/**
 * Saves a scraped recipe in the caller's group (with its keywords as tags and its categories
 * when `includeTags`), then fetches its picture. A picture that cannot be fetched leaves the
 * recipe without one, as in Mealie.
 */
async function saveScraped(
  ctx: ServiceContext,
  actor: Actor,
  scraped: ScrapedRecipe,
  includeTags: boolean,
): Promise<string> {
  const user = requireUser(actor);
  const body = scrapedToRecipeIn(scraped, {
    tags: includeTags ? scraped.tags.map((name) => ({ id: null, name, slug: null })) : [],
    categories: includeTags
      ? scraped.recipeCategory.map((name) => ({ id: null, name, slug: null }))
      : [],
  });
  const slug = await ctx.db.transaction().execute((trx) => insertRecipe(trx, user, body));
  // The failure is only logged here: the recipe answers without its picture.
  await attachScrapedImage(ctx, actor, slug, scraped.image, defaultLocale);
  return slug;
}
