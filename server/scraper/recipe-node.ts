import type { ScrapedRecipe } from '../contract/recipe-import';

import { cleanDuration } from './duration';
import { pickImage } from './image';
import { flattenIngredients } from './ingredients';
import { flattenSteps } from './instructions';
import { cleanNutrition } from './nutrition';
import { asList, isNode, type SchemaNode } from './schema-node';
import { cleanText, firstText } from './text';
import { cleanYield } from './yields';

/** Names from a keywords-like value: a list, or one comma-separated text; deduplicated. */
function splitNames(value: unknown, max = 50): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const item of asList(value)) {
    const text = isNode(item) ? cleanText(item.name) : cleanText(item);
    for (const part of text.split(/[,;]|\s\|\s/)) {
      const name = part.trim().slice(0, 200);
      const key = name.toLowerCase();
      if (!name || seen.has(key)) continue;
      seen.add(key);
      names.push(name);
    }
  }
  return names.slice(0, max);
}

/** A schema.org Recipe node (from JSON-LD, microdata or RDFa) as a Larder recipe. */
export function recipeFromNode(node: SchemaNode, pageUrl: string): ScrapedRecipe {
  const cook = node.cookTime ?? node.performTime;
  return {
    name: firstText(node.name, node.headline, node.alternateName),
    description: firstText(node.description),
    image: pickImage(node.image ?? node.thumbnailUrl, pageUrl),
    recipeYield: cleanYield(node.recipeYield ?? node.yield),
    totalTime: cleanDuration(node.totalTime),
    prepTime: cleanDuration(node.prepTime),
    // Mealie keeps the cooking time in performTime, which its pages label "Cook Time".
    cookTime: null,
    performTime: cleanDuration(cook),
    recipeIngredient: flattenIngredients(
      node.recipeIngredient ?? node.ingredients ?? node.ingredient,
    ),
    recipeInstructions: flattenSteps(node.recipeInstructions ?? node.instructions),
    nutrition: cleanNutrition(node.nutrition),
    recipeCategory: splitNames(node.recipeCategory),
    tags: splitNames(node.keywords),
    orgURL: pageUrl,
  };
}
