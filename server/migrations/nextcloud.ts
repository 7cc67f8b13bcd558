import { recipeFromNode } from '../scraper/recipe-node';
import { asList, hasType, isNode, type SchemaNode } from '../scraper/schema-node';
import { cleanText } from '../scraper/text';

import { baseName, extensionOf, folderOf } from './export-paths';
import { parseRecipeJson } from './json-file';
import { pictureNamed } from './pictures';
import { toRecipeIn } from './recipe-draft';
import {
  WrongExportError,
  type ExportFiles,
  type MigratedRecipe,
  type MigrationEntry,
  type MigrationReader,
} from './types';

const maxJsonBytes = 8 * 1024 * 1024;

/** The Recipe node of a recipe.json: the object itself, or the Recipe inside a `@graph`. */
function recipeNode(raw: Record<string, unknown>): SchemaNode {
  if (hasType(raw, 'Recipe') || !Array.isArray(raw['@graph'])) return raw;
  return (
    asList(raw['@graph'])
      .filter(isNode)
      .find((node) => hasType(node, 'Recipe')) ?? raw
  );
}

const toolNames = (value: unknown) =>
  asList(value).map((tool) => (isNode(tool) ? tool.name : tool));

/** One recipe folder of Nextcloud Cookbook: `recipe.json` (schema.org Recipe) and `full.jpg`. */
async function nextcloudRecipe(files: ExportFiles, jsonName: string): Promise<MigratedRecipe> {
  const raw = parseRecipeJson(
    (await files.read(jsonName, maxJsonBytes)).toString('utf8'),
    baseName(jsonName),
  );
  const node = recipeNode(raw);
  const url = cleanText(node.url);
  const scraped = recipeFromNode(node, url);
  const folder = folderOf(jsonName);
  return {
    recipe: toRecipeIn({
      name: scraped.name,
      description: scraped.description,
      recipeYield: scraped.recipeYield ?? undefined,
      prepTime: scraped.prepTime,
      performTime: scraped.performTime,
      totalTime: scraped.totalTime,
      orgURL: url,
      dateAdded: node.dateCreated,
      ingredients: scraped.recipeIngredient,
      instructions: scraped.recipeInstructions,
      categories: scraped.recipeCategory,
      tags: scraped.tags,
      tools: toolNames(node.tool),
      nutrition: scraped.nutrition,
    }),
    // Cookbook keeps the picture beside the recipe (`image` is only where it first came from).
    picture: pictureNamed(files, folder, ['full']),
    rating: null,
    isFavorite: false,
  };
}

/**
 * Nextcloud Cookbook's recipe folder, downloaded as a zip: one folder per recipe holding
 * `recipe.json` and its pictures (`full.jpg`, thumbnails).
 */
export const nextcloudReader: MigrationReader = {
  list(files: ExportFiles): Promise<MigrationEntry[]> {
    const byFolder = new Map<string, string>();
    for (const name of files.names) {
      if (extensionOf(name) !== 'json') continue;
      const folder = folderOf(name);
      // recipe.json wins over any other JSON that sits in the same folder.
      if (!byFolder.has(folder) || baseName(name).toLowerCase() === 'recipe.json') {
        byFolder.set(folder, name);
      }
    }
    if (byFolder.size === 0) {
      throw new WrongExportError('errors.migrations.thisIsNotANextcloud');
    }
    return Promise.resolve(
      [...byFolder.values()].map((name) => ({
        label: baseName(folderOf(name).replace(/\/$/, '')) || baseName(name),
        load: () => nextcloudRecipe(files, name),
      })),
    );
  },
};
