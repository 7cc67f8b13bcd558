import type { ScrapedRecipe, ScrapeRecipe } from '../../contract/recipe-import';

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

/**
 * `POST /api/recipes/create-url`: saves the page's recipe in the caller's group (with its
 * keywords as tags and its categories when `includeTags`), then fetches its picture. A picture
 * that cannot be fetched leaves the recipe without one, as in Mealie.
 */
export async function createRecipeFromUrl(
  ctx: ServiceContext,
  actor: Actor,
  input: ScrapeRecipe,
  acceptLanguage?: string,
): Promise<string> {
  const user = requireUser(actor);
  const scraped = await scrapeRecipeAt(ctx, input.url, acceptLanguage);
  const body = scrapedToRecipeIn(scraped, {
    tags: input.includeTags ? scraped.tags.map((name) => ({ id: null, name, slug: null })) : [],
    categories: input.includeTags
      ? scraped.recipeCategory.map((name) => ({ id: null, name, slug: null }))
      : [],
  });
  const slug = await ctx.db.transaction().execute((trx) => insertRecipe(trx, user, body));
  await attachScrapedImage(ctx, actor, slug, scraped.image);
  return slug;
}
