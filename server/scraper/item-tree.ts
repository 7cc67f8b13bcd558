import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';

import type { SchemaNode } from './schema-node';
import { collapseSource } from './text';
import { isElement } from './visibility';

/** How one flavour of in-page markup names items and properties (microdata or RDFa). */
export interface ItemSyntax {
  /** Does this element start a nested item? */
  isItem(el: Cheerio<Element>): boolean;
  /** The item's type, as an `@type` value. */
  typeOf(el: Cheerio<Element>): string;
  /** Property names this element carries (bare names, prefixes removed). */
  propsOf(el: Cheerio<Element>): string[];
}

const urlTags = new Set(['img', 'audio', 'video', 'source', 'embed', 'iframe', 'track']);

/** The value of a property element that is not itself an item (per the microdata rules). */
function valueOf(el: Cheerio<Element>): string {
  const tag = (el.prop('tagName') ?? '').toLowerCase();
  const content = el.attr('content');
  if (content !== undefined) return content;
  if (urlTags.has(tag))
    return el.attr('src') ?? el.attr('data-src') ?? el.attr('data-lazy-src') ?? '';
  if (tag === 'a' || tag === 'link' || tag === 'area') return el.attr('href') ?? el.text();
  if (tag === 'data' || tag === 'meter') return el.attr('value') ?? el.text();
  if (tag === 'time') return el.attr('datetime') ?? el.text();
  if (tag === 'object') return el.attr('data') ?? '';
  // Kept as HTML so that line structure (list items, paragraphs) survives until cleaning.
  return collapseSource(el.html());
}

function addValue(node: SchemaNode, name: string, value: unknown): void {
  const current = node[name];
  if (current === undefined) node[name] = value;
  else if (Array.isArray(current)) current.push(value);
  else node[name] = [current, value];
}

/** Builds the item rooted at `root`: its properties, with nested items as nested nodes. */
export function readItem(
  $: CheerioAPI,
  root: Cheerio<Element>,
  syntax: ItemSyntax,
  depth = 0,
): SchemaNode {
  const node: SchemaNode = { '@type': syntax.typeOf(root) };
  const visit = (parent: Cheerio<Element>) => {
    parent.children().each((_, child) => {
      const el = $(child);
      const props = syntax.propsOf(el);
      const nested = syntax.isItem(el);
      if (props.length > 0) {
        const value = nested && depth < 6 ? readItem($, el, syntax, depth + 1) : valueOf(el);
        for (const prop of props) addValue(node, prop, value);
      }
      if (!nested) visit(el);
    });
  };
  visit(root);
  return node;
}

/** The roots of items of a type on the page, outermost first. */
export function findItems(
  $: CheerioAPI,
  selector: string,
  syntax: ItemSyntax,
  type: string,
): Cheerio<Element>[] {
  return $(selector)
    .toArray()
    .filter(isElement)
    .map((el) => $(el))
    .filter((el) =>
      syntax
        .typeOf(el)
        .split(/\s+/)
        .some((t) => t.replace(/^.*[/:#]/, '').toLowerCase() === type.toLowerCase()),
    );
}
