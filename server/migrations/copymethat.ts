import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

import { cleanText } from '../scraper/text';

import { htmlRecipes, parseHtml, type HtmlRecipe } from './html-recipes';
import { starsOf } from './json-file';
import { pictureAt } from './pictures';
import { toRecipeIn, type IngredientParts, type StepDraft } from './recipe-draft';
import {
  WrongExportError,
  type ExportFiles,
  type MigratedRecipe,
  type MigrationEntry,
  type MigrationReader,
} from './types';

const textOf = (el: Cheerio<Element>) => cleanText(el.html() ?? '');

/** Ingredient lines and the subheadings between them (`recipeIngredient_subheader`). */
function ingredientsOf($: CheerioAPI, root: Cheerio<Element>): IngredientParts[] {
  const lines: IngredientParts[] = [];
  root
    .find('#recipeIngredients')
    .children()
    .each((_, child) => {
      const el = $(child);
      const text = textOf(el);
      if (!text || el.hasClass('recipeIngredient_spacer')) return;
      lines.push(el.hasClass('recipeIngredient_subheader') ? { title: text } : { note: text });
    });
  return lines;
}

/** Steps, a subheading (`instruction_subheader`) becoming the title of the step after it. */
function stepsOf($: CheerioAPI, root: Cheerio<Element>): StepDraft[] {
  const steps: StepDraft[] = [];
  let title: string | null = null;
  root
    .find('#recipeInstructions')
    .children()
    .each((_, child) => {
      const el = $(child);
      const text = textOf(el);
      if (!text || el.hasClass('instruction_spacer')) return;
      if (el.hasClass('instruction_subheader')) title = text;
      else {
        steps.push({ title, text });
        title = null;
      }
    });
  return steps;
}

/** One `div.recipe` of Copy Me That's `recipes.html`: fields are elements with known ids. */
function copyMeThatRecipe(files: ExportFiles, found: HtmlRecipe): MigratedRecipe {
  const $ = parseHtml(found.html);
  const root = $('div.recipe').first();
  const field = (id: string) => textOf(root.find(`#${id}`).first());
  const notes = root
    .find('#recipeNotes .recipeNote, #recipeNotes li')
    .toArray()
    .map((note) => ({ text: textOf($(note)) }));
  if (notes.length === 0 && field('recipeNotes')) notes.push({ text: field('recipeNotes') });
  const tags = root
    .find('.recipeCategory')
    .toArray()
    .map((tag) => textOf($(tag)))
    .filter((tag) => !/^tags?:?$/i.test(tag));
  const servings = (field('recipeYield') || field('servings')).replace(/^servings?\s*:\s*/i, '');
  return {
    recipe: toRecipeIn({
      name: field('name'),
      description: field('description'),
      recipeYield: servings || undefined,
      prepTime: field('prepTime'),
      performTime: field('cookTime'),
      totalTime: field('totalTime'),
      orgURL: root.find('#original_link').attr('href') ?? field('original_link'),
      ingredients: ingredientsOf($, root),
      instructions: stepsOf($, root),
      notes,
      tags,
    }),
    picture: pictureAt(files, found.folder, root.find('img.recipeImage').attr('src')),
    rating: starsOf(field('ratingValue')),
    // Starred recipes carry a mark in `#starred`; others leave it empty.
    isFavorite: field('starred') !== '',
  };
}

/** Copy Me That's export: a zip with `recipes.html` (one `div.recipe` each) and `images/`. */
export const copyMeThatReader: MigrationReader = {
  async list(files: ExportFiles): Promise<MigrationEntry[]> {
    const found = await htmlRecipes(files, 'recipes.html', 'div.recipe', (recipe) =>
      cleanText(recipe.find('#name').first().text()),
    );
    if (found.length === 0) {
      throw new WrongExportError('errors.migrations.thisIsNotACopy');
    }
    return found.map((recipe, index) => ({
      label: recipe.label || `Recipe ${index + 1}`,
      load: () => Promise.resolve(copyMeThatRecipe(files, recipe)),
    }));
  },
};
