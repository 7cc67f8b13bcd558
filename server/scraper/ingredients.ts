import { asList, isNode } from './schema-node';
import { cleanLines, cleanText } from './text';

/** Tidies one ingredient line: `500.0 g` → `500 g`, doubled brackets, stray list bullets. */
export function tidyIngredient(line: string): string {
  return line
    .replace(/(\d)\.0+(?!\d)/g, '$1')
    .replace(/\(\(+/g, '(')
    .replace(/\)\)+/g, ')')
    .replace(/^[•▢□◦▪\-*–]\s*/, '')
    .replace(/\s+([,.;:)])/g, '$1')
    .replace(/\(\s+/g, '(')
    .trim();
}

/** `recipeIngredient` (or the older `ingredients`) as one clean line per ingredient. */
export function flattenIngredients(value: unknown, depth = 0): string[] {
  if (depth > 4) return [];
  const lines: string[] = [];
  for (const item of asList(value)) {
    if (Array.isArray(item)) lines.push(...flattenIngredients(item, depth + 1));
    else if (isNode(item)) {
      // data-vocabulary.org's Ingredient items carry `amount` and `name` apart.
      const text = [cleanText(item.amount), cleanText(item.text ?? item.name ?? item.description)]
        .filter(Boolean)
        .join(' ');
      if (text) lines.push(text);
    } else lines.push(...cleanLines(item));
  }
  return lines.map(tidyIngredient).filter((line) => line.length > 0);
}
