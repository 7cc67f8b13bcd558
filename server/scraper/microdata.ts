import type { CheerioAPI } from 'cheerio';

import { findItems, readItem, type ItemSyntax } from './item-tree';
import type { SchemaNode } from './schema-node';

const microdata: ItemSyntax = {
  isItem: (el) => el.attr('itemscope') !== undefined,
  typeOf: (el) => el.attr('itemtype') ?? '',
  propsOf: (el) => (el.attr('itemprop') ?? '').split(/\s+/).filter(Boolean),
};

const stripPrefix = (name: string) => name.replace(/^.*[/:#]/, '');

const rdfa: ItemSyntax = {
  isItem: (el) => el.attr('typeof') !== undefined,
  typeOf: (el) => el.attr('typeof') ?? '',
  propsOf: (el) =>
    (el.attr('property') ?? el.attr('rel') ?? '').split(/\s+/).filter(Boolean).map(stripPrefix),
};

/** The page's schema.org Recipe in microdata (`itemtype=…/Recipe`), or null. */
export function findMicrodataRecipe($: CheerioAPI): SchemaNode | null {
  const [root] = findItems($, '[itemscope][itemtype]', microdata, 'Recipe');
  return root ? readItem($, root, microdata) : null;
}

/** The page's schema.org Recipe in RDFa (`typeof="Recipe"` / `schema:Recipe`), or null. */
export function findRdfaRecipe($: CheerioAPI): SchemaNode | null {
  const [root] = findItems($, '[typeof]', rdfa, 'Recipe');
  return root ? readItem($, root, rdfa) : null;
}
