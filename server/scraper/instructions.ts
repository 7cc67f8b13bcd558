import { asList, hasType, isNode, type SchemaNode } from './schema-node';
import { cleanLines, cleanText } from './text';

/** A step as Mealie stores it; a section's title rides on its first step. */
export interface ScrapedStep {
  title: string;
  text: string;
}

/** A step's name is worth keeping only when it is not just the start of its text. */
function stepTitle(name: string, text: string): string {
  if (
    !name ||
    /^(?:step|schritt|étape|etape|paso|passo|stap|trin|steg|krok|lépés)\s*\d+\W*$/iu.test(name)
  ) {
    return '';
  }
  const bare = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const n = bare(name);
  return n && !bare(text).startsWith(n.replace(/\.+$/, '')) ? name : '';
}

function fromNode(node: SchemaNode, depth: number): ScrapedStep[] {
  const children = node.itemListElement ?? node.steps ?? node.recipeInstructions;
  const name = cleanText(node.name ?? node.Name);
  if (hasType(node, 'HowToSection') || (children !== undefined && !node.text)) {
    const steps = flattenSteps(children, depth + 1);
    const [first] = steps;
    if (first && name && !first.title) first.title = name;
    else if (!first && name) return [{ title: '', text: name }];
    return steps;
  }
  if (hasType(node, 'ListItem') && node.item !== undefined && !node.text) {
    return flattenSteps(node.item, depth + 1);
  }
  const lines = cleanLines(node.text ?? node.description ?? node.name ?? '');
  if (lines.length === 0) return [];
  const text = lines.join('\n');
  return [{ title: stepTitle(name, text), text }];
}

/**
 * `recipeInstructions` in any of its shapes (text with or without HTML, a list of texts,
 * HowToStep, HowToSection with `itemListElement`, ItemList of ListItems) as a flat list of steps.
 */
export function flattenSteps(value: unknown, depth = 0): ScrapedStep[] {
  if (depth > 6) return [];
  const steps: ScrapedStep[] = [];
  for (const item of asList(value)) {
    if (Array.isArray(item)) steps.push(...flattenSteps(item, depth + 1));
    else if (isNode(item)) steps.push(...fromNode(item, depth));
    else for (const line of cleanLines(item)) steps.push({ title: '', text: line });
  }
  return steps.filter((step) => step.text.length > 0);
}
