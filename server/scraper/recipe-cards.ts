import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

import { headingKind } from './headings';
import type { ScrapedStep } from './instructions';
import { cleanText } from './text';
import { isElement, isHidden } from './visibility';

/** Where one recipe-card plugin puts a list: its box, its lines, its section titles. */
interface CardList {
  box: string;
  item: string;
  title?: string;
}

/** The markup a recipe-card plugin leaves on a page, with or without its JSON-LD. */
interface CardKind {
  root: string;
  name?: string;
  ingredients: CardList;
  steps: CardList;
}

/**
 * Recipe-card plugins by their class names. A list's section titles are the elements matching
 * `title` met before its lines, in page order.
 */
const cards: CardKind[] = [
  {
    // WP Recipe Maker
    root: '.wprm-recipe',
    name: '.wprm-recipe-name',
    ingredients: {
      box: '.wprm-recipe-ingredients-container',
      item: '.wprm-recipe-ingredient',
      title: '.wprm-recipe-group-name',
    },
    steps: {
      box: '.wprm-recipe-instructions-container',
      item: '.wprm-recipe-instruction-text',
      title: '.wprm-recipe-group-name',
    },
  },
  {
    // WP Ultimate Recipe
    root: '.wpurp-container',
    name: '.wpurp-recipe-title',
    ingredients: {
      box: '.wpurp-recipe-ingredients',
      item: '.wpurp-recipe-ingredient',
      title: '.wpurp-recipe-ingredient-group',
    },
    steps: {
      box: '.wpurp-recipe-instructions',
      item: '.wpurp-recipe-instruction-text',
      title: '.wpurp-recipe-instruction-group',
    },
  },
  {
    // Tasty Recipes: section titles are headings or bold paragraphs inside the list's body.
    root: '.tasty-recipes',
    name: '.tasty-recipes-title',
    ingredients: { box: '.tasty-recipes-ingredients-body', item: 'li', title: 'h3, h4, h5, p' },
    steps: { box: '.tasty-recipes-instructions-body', item: 'li', title: 'h3, h4, h5, p' },
  },
  {
    // Mediavine Create
    root: '.mv-create-card',
    name: '.mv-create-title-primary',
    ingredients: { box: '.mv-create-ingredients', item: 'li', title: 'h4, h5' },
    steps: { box: '.mv-create-instructions', item: 'li', title: 'h4, h5' },
  },
  {
    // Zip Recipes, the older `zlrecipe` card
    root: '#zlrecipe-container, .zlrecipe-container-border',
    name: '#zlrecipe-title',
    ingredients: { box: '#zlrecipe-ingredients-list', item: 'li', title: '.ingredient-label' },
    steps: { box: '#zlrecipe-instructions-list', item: 'li', title: '.instruction-label' },
  },
  {
    // Zip Recipes, the newer `zrdn` card
    root: '.zrdn-recipe-container',
    name: '.zrdn-recipe-title',
    ingredients: { box: '.zrdn-ingredients-list', item: 'li', title: '.zrdn-subtitle' },
    steps: { box: '.zrdn-instructions-list', item: 'li', title: '.zrdn-subtitle' },
  },
  {
    // EasyRecipe
    root: '.easyrecipe',
    name: '.ERSName',
    ingredients: { box: '.ERSIngredients', item: '.ingredient, li', title: '.ERSSeparator' },
    steps: { box: '.ERSInstructions', item: '.instruction, li', title: '.ERSSeparator' },
  },
  {
    // Cooked: the post's own title names the recipe.
    root: '.cooked-recipe-ingredients',
    ingredients: {
      box: '.cooked-recipe-ingredients',
      item: '.cooked-ingredient',
      title: '.cooked-heading',
    },
    steps: {
      box: '.cooked-recipe-directions',
      item: '.cooked-dir-content',
      title: '.cooked-heading',
    },
  },
  {
    // Recipe Card Blocks (WPZOOM)
    root: '.wp-block-wpzoom-recipe-card-block-recipe-card',
    name: '.recipe-card-title',
    ingredients: { box: '.ingredients-list', item: '.ingredient-item', title: '.group' },
    steps: { box: '.directions-list', item: '.direction-step', title: '.group' },
  },
  {
    // Yumprint
    root: '.yumprint-recipe',
    name: '.yumprint-recipe-title',
    ingredients: { box: '.yumprint-recipe-ingredients', item: 'li', title: '.yumprint-subheader' },
    steps: { box: '.yumprint-recipe-directions', item: 'li', title: '.yumprint-subheader' },
  },
  {
    // The hRecipe microformat
    root: '.hrecipe',
    name: '.fn',
    ingredients: { box: '.hrecipe', item: '.ingredient', title: 'h3, h4, h5' },
    steps: { box: '.instructions', item: 'li', title: 'h3, h4, h5' },
  },
];

/** A line of a card: a section title (on its first line) and the line's text. */
export interface CardLine {
  title: string;
  text: string;
}

interface CardRecipe {
  name: string;
  ingredients: CardLine[];
  steps: ScrapedStep[];
}

/** Text of a line: the parts plugins put in adjacent spans ("2", "cups", "flour") apart by a space. */
function lineText($: CheerioAPI, el: Element): string {
  const copy = $(el).clone();
  copy.find('input, label, button, script, style').remove();
  copy
    .find('*')
    .toArray()
    .filter((inner) => isElement(inner) && isHidden(inner))
    .forEach((inner) => $(inner).remove());
  return cleanText((copy.html() ?? '').replace(/<\/(span|a|strong|b|em|i)>(?=<)/gi, '</$1> '));
}

/**
 * A list's lines in page order, each section title carried by the line after it. An element
 * matching both selectors (Zip Recipes' label items) is a title; titles inside a line are not.
 */
function readList($: CheerioAPI, scope: Element, list: CardList): CardLine[] {
  const boxes = $(scope).is(list.box) ? [scope] : $(scope).find(list.box).toArray();
  const lines: CardLine[] = [];
  for (const box of boxes) {
    const isTitle = (el: Element) => list.title !== undefined && $(el).is(list.title);
    const items = $(box)
      .find(list.item)
      .toArray()
      .filter((el) => !isTitle(el));
    const lineEls = items.filter(
      (el) => !items.some((other) => other !== el && $.contains(el, other)),
    );
    const within = (el: Element) =>
      lineEls.some((line) => line === el || $.contains(line, el) || $.contains(el, line));
    const marked = new Set(lineEls);
    if (list.title)
      for (const el of $(box).find(list.title).toArray()) if (!within(el)) marked.add(el);
    let title = '';
    for (const el of $(box).find('*').toArray()) {
      if (!isElement(el) || !marked.has(el) || isHidden(el)) continue;
      const text = lineText($, el);
      if (!text) continue;
      if (isTitle(el)) {
        // The list's own "Ingredients" or "Instructions" header is not a section.
        if (!headingKind(text) && text.length <= 120) title = text;
        continue;
      }
      lines.push({ title, text });
      title = '';
    }
  }
  return lines;
}

/** The recipe in a known plugin's card on the page, or null when there is none. */
export function findRecipeCard($: CheerioAPI): CardRecipe | null {
  for (const card of cards) {
    const root = $(card.root)
      .toArray()
      .filter(isElement)
      .find((el) => !isHidden(el));
    if (!root) continue;
    // Cooked's lists are siblings with no card around them.
    const body = $('body').toArray().filter(isElement)[0];
    const scope = card.root === card.ingredients.box && body ? body : root;
    const ingredients = readList($, scope, card.ingredients);
    // Loose markup (hRecipe's `instructions` boxes around everything) must not make lines steps.
    const lines = new Set(ingredients.map((line) => line.text));
    const steps = readList($, scope, card.steps).filter((step) => !lines.has(step.text));
    if (ingredients.length === 0 && steps.length === 0) continue;
    const name = card.name ? cleanText($(root).find(card.name).first().text()) : '';
    return { name, ingredients, steps };
  }
  return null;
}
