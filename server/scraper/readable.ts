import { contains, type CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

import { headingKind, type HeadingKind } from './headings';
import type { CardLine } from './recipe-cards';
import { cleanLines, cleanText, collapseSource } from './text';
import { isElement, isHidden } from './visibility';

export interface Heading {
  el: Element;
  kind: HeadingKind;
  /** 1–6 for `<h1>`…`<h6>`, 7 for a bold line or label acting as a heading. */
  level: number;
}

const headingTags = /^h([1-6])$/;
const labelTags = new Set([
  'p',
  'strong',
  'b',
  'span',
  'div',
  'dt',
  'th',
  'td',
  'label',
  'legend',
  'summary',
  'em',
  'u',
]);

function levelOf(el: Element): number {
  const match = headingTags.exec(el.tagName);
  return match ? Number(match[1]) : 7;
}

/** Short elements whose whole text names the ingredients or the method; outermost wins. */
export function findHeadings($: CheerioAPI, all: Element[]): Heading[] {
  const found: Heading[] = [];
  for (const el of all) {
    const level = levelOf(el);
    if (level === 7 && !labelTags.has(el.tagName)) continue;
    // A wrapper around a real heading: the heading itself is the better anchor.
    if (level === 7 && $(el).find('h1, h2, h3, h4, h5, h6').length > 0) continue;
    if (el.children.filter(isElement).length > 3) continue;
    const text = cleanText($(el).text());
    const kind = headingKind(text);
    if (!kind || isHidden(el)) continue;
    const parent = el.parent;
    if (isElement(parent) && cleanText($(parent).text()) === text && levelOf(parent) <= level)
      continue;
    if (found.some((h) => contains(h.el, el))) continue;
    found.push({ el, kind, level });
  }
  return found;
}

const isLine = (el: Element) => el.tagName === 'li' || el.tagName === 'p' || el.tagName === 'tr';
/** Tag and class of a collected line: a page marks all lines of one list alike. */
const signature = (el: Element) => `${el.tagName}.${el.attribs.class ?? ''}`;

/**
 * Page furniture after a recipe (comment forms, sidebars, footers): it ends a list that has
 * begun and is skipped before. A `<form>` around the whole page (ASP.NET) holds the heading, so
 * it is never met on the way.
 */
const furniture = new Set(['form', 'footer', 'nav', 'aside']);

function commonAncestor(a: Element, b: Element): Element | null {
  const above = new Set<unknown>();
  for (let node: AnyNode | null = a; node; node = node.parent) above.add(node);
  for (let node: AnyNode | null = b; node; node = node.parent) {
    if (above.has(node) && isElement(node)) return node;
  }
  return null;
}

/** The next list item or paragraph after position `from`, outside the element there. */
function nextLine(all: Element[], from: number): Element | undefined {
  const start = all[from] as Element;
  for (let i = from + 1; i < all.length && i < from + 50; i += 1) {
    const el = all[i] as Element;
    if (!contains(start, el) && isLine(el)) return el;
  }
  return undefined;
}

/**
 * The list items (else paragraphs) between a heading and the next heading of its rank. A
 * heading followed by lines marked like the ones collected (a further method section with its
 * own title) does not end the list.
 */
export function linesAfter(
  $: CheerioAPI,
  all: Element[],
  start: number,
  head: Heading,
  heads: Set<Element>,
): CardLine[] {
  if (head.level < 7) return linesWithin($, all, start, head, heads, null);
  // A bold line or label heads what shares its container: the nearest one (of three) with lines.
  let scope = head.el.parent;
  for (let depth = 0; depth < 3 && isElement(scope); depth += 1, scope = scope.parent) {
    const lines = linesWithin($, all, start, head, heads, scope);
    if (lines.length > 0) return lines;
  }
  return [];
}

function linesWithin(
  $: CheerioAPI,
  all: Element[],
  start: number,
  head: Heading,
  heads: Set<Element>,
  scope: Element | null,
): CardLine[] {
  const items: CardLine[] = [];
  const paragraphs: CardLine[] = [];
  const seen = new Set<string>();
  // A subheading ("For the sauce") or a short paragraph before list items titles the next item.
  let title = '';
  let lead = '';
  const titled = (text: string, fromLead = false): CardLine => {
    const line = { title: title || (fromLead ? lead : ''), text };
    title = '';
    lead = '';
    return line;
  };
  // Once a line is found, the list ends with the box that holds both it and the heading.
  let bound: Element | null = null;
  for (let i = start + 1; i < all.length && i < start + 3000; i += 1) {
    const el = all[i] as Element;
    if (contains(head.el, el)) continue;
    if (scope && !contains(scope, el)) break;
    if (bound && !contains(bound, el)) break;
    if (furniture.has(el.tagName)) {
      if (items.length > 0 || paragraphs.length > 0) break;
      i += $(el).find('*').length;
      continue;
    }
    if (heads.has(el)) break;
    const level = levelOf(el);
    // A label ("Ingredients:" in bold) may be followed by section headings before its first line.
    const sectionFirst =
      head.level === 7 && items.length === 0 && paragraphs.length === 0 && !isHidden(el);
    if (level < 7 && (level <= head.level || head.level === 7) && !sectionFirst) {
      const next = nextLine(all, i);
      // Under a bold label, unmarked lines in the label's box continue past section headings.
      const same =
        next &&
        seen.has(signature(next)) &&
        (next.attribs.class || (head.level === 7 && bound && contains(bound, next)));
      if (!same) break;
    }
    if (level < 7 && !isHidden(el)) {
      const text = cleanText($(el).text());
      if (text && !headingKind(text)) title = text;
      continue;
    }
    if (!isLine(el) || isHidden(el)) continue;
    bound ??= commonAncestor(head.el, el);
    if (el.tagName === 'tr' && $(el).find('tr').length === 0) {
      // Ingredient tables: amount and name in cells of one row.
      const cells = $(el).children('td, th').toArray();
      const text = cells
        .map((cell) => cleanText($(cell).html()))
        .filter(Boolean)
        .join(' ');
      // A row of one header cell across the table names a section.
      if (cells.length === 1 && cells[0]?.tagName === 'th') title = text;
      else if (text) items.push(titled(text));
      seen.add(signature(el));
    } else if (el.tagName === 'li' && $(el).find('li').length === 0) {
      const text = cleanText($(el).html());
      if (text) items.push(titled(text, true));
      seen.add(signature(el));
    } else if (el.tagName === 'p' && $(el).closest('li').length === 0) {
      const lines = cleanLines(collapseSource($(el).html()));
      const [only] = lines;
      // "For the sauce:" or a bold label: short, no sentence; a title if list items follow.
      if (lines.length === 1 && only && only.length <= 60 && !/[.!?]$/.test(only)) {
        lead = only.replace(/:$/, '');
      }
      paragraphs.push(...lines.map((text) => ({ title: '', text })));
      seen.add(signature(el));
    }
  }
  return items.length > 0 ? items : paragraphs;
}
