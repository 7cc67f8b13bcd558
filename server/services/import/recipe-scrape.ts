import { textLimits } from '../../contract/text-limits';
import type { ScrapedRecipe } from '../../contract/recipe-import';
import { RecipeIn } from '../../contract/recipes';
import { InvalidError } from '../../domain/errors';
import { fetchPage, PageFetchError } from '../../net/fetch-page';

import type { ServiceContext } from '../context';
import { fetchableAddress } from '../site/site-settings.service';

/**
 * Fetches a page within the server's address policy and reads its recipe. Failures are
 * `InvalidError`s (400) with a message a person can act on.
 */
export async function scrapeRecipeAt(
  ctx: ServiceContext,
  url: string,
  acceptLanguage?: string,
): Promise<ScrapedRecipe> {
  const isAllowedAddress = await fetchableAddress(ctx);
  let page;
  try {
    page = await fetchPage(url, { isAllowedAddress, acceptLanguage });
  } catch (error) {
    if (error instanceof PageFetchError) throw new InvalidError(error.key, error.params);
    throw error;
  }
  // The HTML parser and the extractors load with the first import, not at every start.
  const { extractRecipe } = await import('../../scraper/extract');
  const recipe = extractRecipe(page.html, page.url);
  if (!recipe) throw new InvalidError('errors.import.noRecipeFoundOnThat');
  return recipe;
}

const cut = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));

/**
 * A scraped recipe as the body `insertRecipe` takes: ingredient lines become notes; tags and
 * categories only when asked for (Mealie's `includeTags`).
 */
export function scrapedToRecipeIn(
  scraped: ScrapedRecipe,
  organizers: { tags: RecipeIn['tags']; categories: RecipeIn['recipeCategory'] },
): RecipeIn {
  // Web pages know no limits: longer text is cut to ours rather than refusing the recipe.
  const parsed = RecipeIn.safeParse({
    name: scraped.name.slice(0, textLimits.name),
    description: scraped.description.slice(0, textLimits.description),
    recipeYield: cut(scraped.recipeYield, 500),
    totalTime: cut(scraped.totalTime, 500),
    prepTime: cut(scraped.prepTime, 500),
    cookTime: cut(scraped.cookTime, 500),
    performTime: cut(scraped.performTime, 500),
    orgURL: scraped.orgURL.slice(0, 2000),
    // A section's title rides on its first line, as in Mealie.
    recipeIngredient: scraped.recipeIngredient.slice(0, 500).map((line, i) => {
      const note = line.slice(0, textLimits.line);
      const title = scraped.ingredientTitles?.[i]?.slice(0, textLimits.name);
      return title ? { note, title } : note;
    }),
    recipeInstructions: scraped.recipeInstructions.slice(0, 500).map((step) => ({
      title: step.title.slice(0, textLimits.name),
      text: step.text.slice(0, textLimits.longText),
    })),
    nutrition: scraped.nutrition,
  });
  if (!parsed.success) throw new InvalidError('errors.import.theRecipeOnThatPage');
  return {
    ...parsed.data,
    tags: organizers.tags ?? [],
    recipeCategory: organizers.categories ?? [],
  };
}
