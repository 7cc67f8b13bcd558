import { z } from 'zod';

import { OrganizerRef } from './organizers';
import type { Nutrition } from './recipes';

const Url = z.string().trim().min(1).max(2000);

/** `POST /api/recipes/create-url` (Mealie's `ScrapeRecipe`). */
export const ScrapeRecipe = z.object({ url: Url, includeTags: z.boolean().default(false) });
export type ScrapeRecipe = z.infer<typeof ScrapeRecipe>;

/** `POST /api/recipes/create/html-or-json` (Mealie v2's `ScrapeRecipeData`): a page's HTML, or
 * a schema.org Recipe as JSON. */
export const ScrapeRecipeData = z.object({
  data: z.string().min(1).max(5_000_000),
  includeTags: z.boolean().default(false),
});
export type ScrapeRecipeData = z.infer<typeof ScrapeRecipeData>;

/** `POST /api/recipes/test-scrape-url` (Mealie's `ScrapeRecipeTest`; OpenAI is not offered). */
export const ScrapeRecipeTest = z.object({ url: Url, useOpenAI: z.boolean().default(false) });
export type ScrapeRecipeTest = z.infer<typeof ScrapeRecipeTest>;

/** `GET /api/recipes/test-scrape-url/image?url=`: the previewed page's picture (Larder's own). */
export const PreviewImageQuery = z.object({ url: Url });

/** `POST /api/recipes/create-url/bulk` (Mealie's `CreateRecipeByUrlBulk`). */
export const CreateRecipeByUrlBulk = z.object({
  imports: z
    .array(
      z.object({
        url: Url,
        categories: z.array(OrganizerRef).max(100).nullish(),
        tags: z.array(OrganizerRef).max(100).nullish(),
      }),
    )
    .min(1)
    .max(500),
});
export type CreateRecipeByUrlBulk = z.infer<typeof CreateRecipeByUrlBulk>;

/**
 * A recipe read from a web page, not saved: the shape `POST /api/recipes/create` accepts
 * (`Recipe-Input`). Ingredients are the page's lines as notes; a section's title rides on its
 * first step; `image` is the picture's absolute URL; times are Mealie's text ("1 hour 5 minutes").
 */
export interface ScrapedRecipe {
  name: string;
  description: string;
  image: string | null;
  recipeYield: string | null;
  totalTime: string | null;
  prepTime: string | null;
  cookTime: string | null;
  performTime: string | null;
  recipeIngredient: string[];
  /** A section title per ingredient line, on the section's first line ('' elsewhere; may be absent). */
  ingredientTitles?: string[];
  recipeInstructions: { title: string; text: string }[];
  nutrition: Nutrition | null;
  recipeCategory: string[];
  tags: string[];
  orgURL: string;
}
