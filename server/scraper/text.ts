import { decode } from 'html-entities';

/** Block-level tags whose boundaries are line breaks when a string carries HTML. */
const blockTag = /<\s*(br|\/p|p|\/li|li|\/div|div|\/h[1-6]|h[1-6]|\/tr)\b[^>]*>/gi;

/** Decodes entities until stable: some sites encode twice (`&amp;amp;`). */
function decodeAll(text: string): string {
  let current = text;
  for (let round = 0; round < 3; round += 1) {
    const next = decode(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

function stripTags(text: string): string {
  return text
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ');
}

/** Zero-width and non-breaking characters that show up in scraped text. */
const invisible = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/**
 * One line of plain text from whatever a page gave: entities decoded (tags written as entities
 * too), tags removed, whitespace collapsed.
 */
export function cleanText(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  return stripTags(decodeAll(stripTags(value)))
    .replace(invisible, '')
    .replace(/\s+/g, ' ')
    .replace(/ ([,;:!?.])(?= |$)/g, '$1')
    .replace(/\( /g, '(')
    .replace(/ \)/g, ')')
    .trim();
}

/**
 * Like `cleanText`, but keeps line structure: `<br>`, paragraphs, list items and newlines become
 * separate lines; empty lines are dropped.
 */
export function cleanLines(value: unknown): string[] {
  if (typeof value !== 'string') return cleanText(value) ? [cleanText(value)] : [];
  const decoded = decodeAll(
    value
      .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(blockTag, '\n'),
  );
  return decoded
    .replace(blockTag, '\n')
    .split(/\r?\n|\r/)
    .map(cleanText)
    .filter((line) => line.length > 0);
}

/** Markup read from the page itself: its line breaks are spacing, not structure. */
export function collapseSource(html: string | null | undefined): string {
  return (html ?? '').replace(/\s+/g, ' ');
}

/** The first non-empty cleaned text among the candidates. */
export function firstText(...values: unknown[]): string {
  for (const value of values) {
    const list = Array.isArray(value) ? (value as unknown[]) : [value];
    for (const item of list) {
      const text = cleanText(item);
      if (text) return text;
    }
  }
  return '';
}
