import { parse as parseYaml } from 'yaml';

import { cleanText } from '../scraper/text';

import { baseName, extensionOf } from './export-paths';
import { pictureAt } from './pictures';
import { splitList, stepsFromLines, textLines } from './draft-values';
import { toRecipeIn, type IngredientParts, type StepDraft } from './recipe-draft';
import {
  BrokenRecipeError,
  WrongExportError,
  type ExportFiles,
  type MigratedRecipe,
  type MigrationEntry,
  type MigrationReader,
} from './types';

const maxPageBytes = 2 * 1024 * 1024;
/** `_recipes/` as Chowdown names it, `recipes/` as some copies do; Markdown pages. */
const recipePage = /(^|\/)_?recipes\/[^/]+\.(md|markdown)$/i;
const componentPage = /(^|\/)_components\/[^/]+\.(md|markdown)$/i;

interface Page {
  data: Record<string, unknown>;
  body: string;
}

/** A Jekyll page: YAML front matter between `---` lines, then the Markdown body. */
function readPage(text: string, name: string): Page {
  const match = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)([\s\S]*)$/.exec(text);
  if (!match) throw new BrokenRecipeError('errors.migrations.hasNoFrontMatterBetween', { name });
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '', { maxAliasCount: 100 });
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    throw new BrokenRecipeError('errors.migrations.theFrontMatterOfIs', { name, reason });
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new BrokenRecipeError('errors.migrations.theFrontMatterOfHolds', { name });
  }
  return { data: data as Record<string, unknown>, body: (match[2] ?? '').trim() };
}

/** Markdown links as their text; Chowdown's `2|cup(s)|flour` amount columns as words. */
const plainLine = (line: string) =>
  line
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s*\|\s*/g, ' ')
    .trim();

/** A front-matter list: items, or one text of lines; a `{heading: [items]}` item is a section. */
function listItems(value: unknown): { title?: string; text: string }[] {
  if (typeof value === 'string') return textLines(value).map((text) => ({ text }));
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((item) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      return Object.entries(item as Record<string, unknown>).flatMap(([title, inner]) =>
        listItems(inner).map((entry, index) => (index === 0 ? { ...entry, title } : entry)),
      );
    }
    const text = typeof item === 'number' ? String(item) : typeof item === 'string' ? item : '';
    return text.trim() ? [{ text: plainLine(text) }] : [];
  });
}

function ingredientsOf(value: unknown, heading?: string): IngredientParts[] {
  const lines: IngredientParts[] = heading ? [{ title: heading }] : [];
  for (const item of listItems(value)) {
    if (item.title) lines.push({ title: item.title });
    lines.push({ note: item.text });
  }
  return lines;
}

function stepsOf(value: unknown, heading?: string): StepDraft[] {
  const steps: StepDraft[] = [];
  for (const item of listItems(value)) {
    const [step] = stepsFromLines([item.text]);
    if (step) steps.push({ ...step, title: item.title ?? null });
  }
  const [first] = steps;
  if (heading && first && !first.title) first.title = heading;
  return steps;
}

/** The first value of a field that may be one value or a list (`image`). */
const firstOf = (value: unknown): unknown =>
  Array.isArray(value) ? (value as unknown[])[0] : value;

class ChowdownSite {
  private components: Map<string, Page> | undefined;

  constructor(private readonly files: ExportFiles) {}

  /** Component recipes (`_components/`), by title, read once when a recipe first names one. */
  private async componentsByTitle(): Promise<Map<string, Page>> {
    if (this.components) return this.components;
    const found = new Map<string, Page>();
    for (const name of this.files.names.filter((n) => componentPage.test(n))) {
      try {
        const page = readPage((await this.files.read(name, maxPageBytes)).toString('utf8'), name);
        found.set(cleanText(page.data.title).toLowerCase(), page);
      } catch {
        // A broken component only costs the recipes that use it their part of it.
      }
    }
    this.components = found;
    return found;
  }

  async recipe(name: string): Promise<MigratedRecipe> {
    const { data, body } = readPage(
      (await this.files.read(name, maxPageBytes)).toString('utf8'),
      name,
    );
    const root = name.replace(/_?recipes\/[^/]+$/i, '');
    const ingredients = ingredientsOf(data.ingredients);
    const instructions = stepsOf(data.directions);
    const components = splitList(data.components);
    if (components.length > 0) {
      const known = await this.componentsByTitle();
      for (const title of components) {
        const part = known.get(title.toLowerCase());
        if (!part) continue;
        ingredients.push(...ingredientsOf(part.data.ingredients, title));
        instructions.push(...stepsOf(part.data.directions, title));
      }
    }
    const image = cleanText(firstOf(data.image));
    return {
      recipe: toRecipeIn({
        name: data.title ?? data.name,
        description: body,
        recipeYield: data.yield ?? data.servings ?? undefined,
        prepTime: data.prep ?? data.prepTime,
        performTime: data.cook ?? data.cookTime,
        totalTime: data.time ?? data.totalTime,
        ingredients,
        instructions,
        tags: splitList(data.tags),
        categories: splitList(data.categories ?? data.category),
      }),
      picture: pictureAt(this.files, `${root}images/`, image) ?? pictureAt(this.files, root, image),
      rating: null,
      isFavorite: false,
    };
  }
}

/**
 * A Chowdown site (a Jekyll repository, zipped): recipes are Markdown pages in `_recipes/` with
 * their fields in YAML front matter and the story in the body; pictures live in `images/`.
 */
export const chowdownReader: MigrationReader = {
  list(files: ExportFiles): Promise<MigrationEntry[]> {
    const pages = files.names.filter((name) => recipePage.test(name));
    if (pages.length === 0) {
      throw new WrongExportError('errors.migrations.thisIsNotAChowdown');
    }
    const site = new ChowdownSite(files);
    return Promise.resolve(
      pages.map((name) => ({
        label: baseName(name).slice(0, -(extensionOf(name).length + 1)),
        load: () => site.recipe(name),
      })),
    );
  },
};
