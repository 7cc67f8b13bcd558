import { load } from 'cheerio';

import type { ScrapedRecipe } from '../contract/recipe-import';

import { findJsonLdRecipe, readJsonLd } from './json-ld';
import { markedLines } from './marked-lines';
import { findMicrodataRecipe, findRdfaRecipe } from './microdata';
import { pageDescription, pageImage, pageTitle, tidyName } from './page-meta';
import { readableParts } from './readable-parts';
import { recipeFromNode } from './recipe-node';
import { tidyIngredient } from './ingredients';

const emptyRecipe = (pageUrl: string): ScrapedRecipe => ({
  name: '',
  description: '',
  image: null,
  recipeYield: null,
  totalTime: null,
  prepTime: null,
  cookTime: null,
  performTime: null,
  recipeIngredient: [],
  recipeInstructions: [],
  nutrition: null,
  recipeCategory: [],
  tags: [],
  orgURL: pageUrl,
});

/**
 * Reads the recipe on a page: schema.org Recipe in JSON-LD, else microdata, else RDFa; what
 * structured data leaves out (ingredients, steps, title, picture) comes from the readable page.
 * Returns null when the page holds no recipe.
 */
export function extractRecipe(html: string, pageUrl: string): ScrapedRecipe | null {
  // htmlparser2 in HTML mode: about four times faster than the default parse5 on big pages.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  // Later sources are read only while the recipe still lacks ingredients or steps.
  const sources = [
    () => findJsonLdRecipe(readJsonLd($)),
    () => findMicrodataRecipe($),
    () => findRdfaRecipe($),
  ];
  let first: ScrapedRecipe | null = null;
  for (const source of sources) {
    if (first && first.recipeIngredient.length > 0 && first.recipeInstructions.length > 0) break;
    const node = source();
    if (!node) continue;
    const found = recipeFromNode(node, pageUrl);
    if (!first) first = found;
    // A page's JSON-LD may leave out what its microdata has.
    if (first.recipeIngredient.length === 0) first.recipeIngredient = found.recipeIngredient;
    if (first.recipeInstructions.length === 0) first.recipeInstructions = found.recipeInstructions;
  }
  const recipe = first ?? emptyRecipe(pageUrl);
  if (recipe.recipeIngredient.length === 0 || recipe.recipeInstructions.length === 0) {
    const readable = readableParts($);
    if (readable.ingredients.length === 0) readable.ingredients = markedLines($, 'ingredients');
    if (readable.steps.length === 0) readable.steps = markedLines($, 'steps');
    if (!first && (readable.ingredients.length === 0 || readable.steps.length === 0)) return null;
    if (recipe.recipeIngredient.length === 0) {
      recipe.recipeIngredient = readable.ingredients.map(tidyIngredient).filter(Boolean);
    }
    if (recipe.recipeInstructions.length === 0) {
      recipe.recipeInstructions = readable.steps.map((text) => ({ title: '', text }));
    }
  }
  recipe.name = recipe.name ? tidyName(recipe.name, $) : pageTitle($);
  recipe.description ||= first ? '' : pageDescription($);
  recipe.image ??= pageImage($, pageUrl);
  if (!recipe.name) return null;
  return recipe;
}
