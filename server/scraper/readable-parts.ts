import type { CheerioAPI } from 'cheerio';

import { findHeadings, linesAfter, type Heading } from './readable';
import type { CardLine } from './recipe-cards';
import { isElement } from './visibility';

interface ReadableParts {
  ingredients: CardLine[];
  steps: CardLine[];
}

const quantity =
  /^(?:[\d¼½¾⅓⅔⅛⅜⅝⅞]|(?:a|an|one|two|three|four|half|ein|eine|zwei|un|une|deux|uno|una|dos)\s)/i;
const unit =
  /\b(?:g|kg|ml|cl|dl|l|cups?|tbsps?|tsps?|tablespoons?|teaspoons?|oz|ounces?|lbs?|pounds?|el|tl|cs|cc|pinch|prise|cloves?|cans?)\b/i;

/** A line that reads like an ingredient: a quantity first, or a unit in a short line. */
const isIngredientLike = (line: string) =>
  line.length <= 120 && (quantity.test(line) || (unit.test(line) && line.length <= 80));

/** How much a block of lines looks like an ingredient list (quantities and units, short lines). */
function ingredientLikeness(lines: CardLine[]): number {
  let score = 0;
  for (const { text: line } of lines) {
    if (isIngredientLike(line)) score += 1;
    if (line.length > 150) score -= 0.5;
  }
  return score;
}

/**
 * The lines under a run of ingredient headings, leaving out blocks that do not read like
 * ingredients (a blog's notes on each ingredient) when another block does.
 */
function ingredientLines(blocks: CardLine[][]): CardLine[] {
  const listy = blocks.filter(
    (lines) =>
      lines.filter((line) => isIngredientLike(line.text)).length >= Math.max(1, lines.length / 2),
  );
  return (listy.length > 0 ? listy : blocks).flat();
}

/**
 * The recipe a person would read on a page without structured data: the lists (or paragraphs)
 * under headings such as "Ingredients" / "Zutaten" and "Instructions" / "Zubereitung". Blog
 * posts often have two: an article about the ingredients and the recipe card. Each run of
 * ingredient headings up to the next one after a method heading is a candidate; the one that
 * looks most like an ingredient list (the later on a tie) wins, with the method headings that
 * follow it.
 */
export function readableParts($: CheerioAPI): ReadableParts {
  // htmlparser2 adds no <body> to a page that lacks one.
  const all = $($('body').length > 0 ? 'body *' : '*')
    .toArray()
    .filter(isElement);
  const index = new Map(all.map((el, i) => [el, i]));
  const heads = findHeadings($, all);
  const headSet = new Set(heads.map((h) => h.el));
  const lines = (h: Heading) => linesAfter($, all, index.get(h.el) ?? 0, h, headSet);

  const clusters: Heading[][] = [];
  let current: Heading[] = [];
  for (const head of heads) {
    if (head.kind === 'ingredients' && current.some((h) => h.kind === 'steps')) {
      clusters.push(current);
      current = [];
    }
    current.push(head);
  }
  if (current.length > 0) clusters.push(current);

  let best: ReadableParts = { ingredients: [], steps: [] };
  let bestScore = -Infinity;
  for (const cluster of clusters) {
    const ingredients = ingredientLines(cluster.filter((h) => h.kind === 'ingredients').map(lines));
    const score = ingredientLikeness(ingredients);
    if (ingredients.length > 0 && score >= bestScore) {
      bestScore = score;
      best = { ingredients, steps: cluster.filter((h) => h.kind === 'steps').flatMap(lines) };
    } else if (bestScore === -Infinity && best.steps.length === 0) {
      best = { ingredients, steps: cluster.filter((h) => h.kind === 'steps').flatMap(lines) };
    }
  }
  return best;
}
