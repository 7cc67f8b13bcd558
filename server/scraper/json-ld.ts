import type { CheerioAPI } from 'cheerio';

import { parseLenientJson } from './lenient-json';
import { allNodes, hasType, isNode, type SchemaNode } from './schema-node';

/** Replaces `{ "@id": … }` references by the nodes they name (Yoast-style `@graph`s use them). */
function resolveRefs(value: unknown, byId: Map<string, SchemaNode>, depth = 0): unknown {
  if (depth > 5) return value;
  if (Array.isArray(value)) return (value as unknown[]).map((v) => resolveRefs(v, byId, depth + 1));
  if (!isNode(value)) return value;
  const id = value['@id'];
  if (typeof id === 'string' && Object.keys(value).length === 1) {
    const target = byId.get(id);
    return target ? resolveRefs(target, byId, depth + 1) : value;
  }
  const out: SchemaNode = {};
  for (const [key, inner] of Object.entries(value)) out[key] = resolveRefs(inner, byId, depth + 1);
  return out;
}

/** How much recipe a node holds, to choose between several Recipe nodes on one page. */
function weight(node: SchemaNode): number {
  const count = (v: unknown) => (Array.isArray(v) ? v.length : v ? 1 : 0);
  return count(node.recipeIngredient ?? node.ingredients) + count(node.recipeInstructions);
}

/** Every parsed JSON-LD block of the page. */
export function readJsonLd($: CheerioAPI): unknown[] {
  // One pass over the page: the blocks, and the meta tags some frameworks put them in instead.
  const blocks: string[] = [];
  for (const el of $('script, meta').toArray()) {
    if (el.tagName === 'script' && /ld\+json/i.test(el.attribs.type ?? '')) {
      blocks.push($(el).text());
    } else if (/^application\/ld\+json$/i.test(el.attribs.name ?? el.attribs.itemprop ?? '')) {
      blocks.push(el.attribs.content ?? '');
    }
  }
  return blocks.map(parseLenientJson).filter((data) => data !== undefined);
}

/** The page's schema.org Recipe from JSON-LD, with references resolved; null when none. */
export function findJsonLdRecipe(blocks: unknown[]): SchemaNode | null {
  const nodes = allNodes(blocks);
  const byId = new Map<string, SchemaNode>();
  for (const node of nodes) {
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
  }
  const recipes = nodes.filter((node) => hasType(node, 'Recipe'));
  if (recipes.length === 0) return null;
  let best = recipes[0] as SchemaNode;
  for (const recipe of recipes) if (weight(recipe) > weight(best)) best = recipe;
  return resolveRefs(best, byId) as SchemaNode;
}
